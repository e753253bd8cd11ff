import ArgumentParser
import QiitaLibrary

/// `qiita history`: what you read, newest first, from the local library.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the articles you read, newest first (from the local library; sends nothing).")

    @Option(name: [.customShort("L", allowingJoined: true), .customLong("limit")], help: ArgumentHelp("At most N articles (default 50).", valueName: "n"))
    var limit = 50

    @Option(
        name: .customLong("json"), defaultAsFlag: "",
        help: ArgumentHelp("Print JSON: every field, or only the comma-separated FIELDS.", valueName: "fields"))
    var json: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let store = try LocalRows.store(context)
        let states = try store.history(limit: limit)
        let objects = try LocalRows.objects(for: states.map(\.itemID), in: store)
        let rows = states.map { HistoryRow(state: $0, object: objects[$0.itemID]) }
        var options = ListOptions()
        options.json = json
        try ListPrinter(context: context, format: HistoryListFormat(), options: options, invocation: [])
            .printLocal(rows, objects: rows.map(\.json))
        if rows.isEmpty && json == nil { context.console.notice("nothing read yet: articles you open are remembered here") }
    }
}
