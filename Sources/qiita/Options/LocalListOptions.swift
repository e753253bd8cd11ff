import ArgumentParser

/// The output options of the commands that list what the local library holds (`history`, `find`).
struct LocalListOptions: ParsableArguments {
    @Option(
        name: [.customShort("L", allowingJoined: true), .customLong("limit")], parsing: .unconditional,
        help: ArgumentHelp("At most N articles.", valueName: "n"))
    var limit: Int?

    @Option(
        name: .customLong("json"), defaultAsFlag: "",
        help: ArgumentHelp("Print JSON: every field, or only the comma-separated FIELDS.", valueName: "fields"))
    var json: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    /// The list options the printer takes: the JSON selection, and the defaults of the rest
    /// (parsed, since a `ParsableArguments` made with `init()` has no values to read).
    var listOptions: ListOptions {
        get throws { try ListOptions.parse(json.map { ["--json=\($0)"] } ?? []) }
    }
}
