import ArgumentParser
import QiitaAPI

/// Paging and output options of every list command.
struct ListOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The page to start at (1-100).", valueName: "n"))
    var page: Int = 1

    @Option(name: .customLong("per-page"), parsing: .unconditional, help: ArgumentHelp("Items a page (1-100, default 20).", valueName: "n"))
    var perPage: Int?

    @Option(
        name: [.customShort("L", allowingJoined: true), .customLong("limit")], parsing: .unconditional,
        help: ArgumentHelp("Print N items, following the next pages as needed.", valueName: "n"))
    var limit: Int?

    @Option(
        name: .customLong("json"), defaultAsFlag: "",
        help: ArgumentHelp(
            "Print JSON: one array with every field (bodies only when named), or only the comma-separated FIELDS.",
            valueName: "fields"))
    var json: String?

    @Flag(help: "Only the items the local library does not have as read.")
    var unread = false

    func validate() throws {
        guard Paging.pages.contains(page) else {
            throw ValidationError("--page must be between 1 and 100 (Qiita serves no page beyond 100), not \(page)")
        }
        if let perPage, !Paging.pageSizes.contains(perPage) {
            throw ValidationError("--per-page must be between 1 and 100, not \(perPage)")
        }
        if let limit, limit < 1 {
            throw ValidationError("--limit must be at least 1, not \(limit)")
        }
    }

    var jsonSelection: JSONSelection { JSONSelection(option: json) }

    /// The page size to ask for: as given, else `min(100, limit)` to spare the rate budget,
    /// else Qiita's default of 20.
    var effectivePerPage: Int {
        if let perPage { return perPage }
        if let limit { return min(Paging.pageSizes.upperBound, limit) }
        return Paging.defaultPerPage
    }
}
