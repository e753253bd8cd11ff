import ArgumentParser
import QiitaAPI

/// `qiita sync`: fetches lists and their articles into the local library, for reading offline.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch lists and their articles into the local library, to read them offline.",
        discussion: """
            With nothing named, the newest articles. Lists bring their articles' bodies, so a list of 100 \
            costs one request. Stops before the hour's budget runs low (keeping --reserve), and can be \
            interrupted and run again: what the library has fresh is not fetched again.
            Examples:
              qiita sync --tag Swift --tag Rust --limit 200
              qiita sync --stocks --user alice
            """)

    @Flag(help: "Your stocks (needs a token).")
    var stocks = false

    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag's posts (repeatable).", valueName: "tag"))
    var tags: [String] = []

    @Option(name: .customLong("user"), help: ArgumentHelp("A user's posts (repeatable).", valueName: "user"))
    var users: [String] = []

    @Option(name: .customLong("query"), help: ArgumentHelp("A Qiita search (repeatable).", valueName: "query"))
    var queries: [String] = []

    @Option(
        name: [.customShort("L", allowingJoined: true), .customLong("limit")], parsing: .unconditional,
        help: ArgumentHelp("Articles per list.", valueName: "n"))
    var limit = 100

    @Option(parsing: .unconditional, help: ArgumentHelp("Percent of the hour's budget to leave unspent.", valueName: "percent"))
    var reserve = 10

    @Flag(help: "Print a JSON summary instead of progress.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1, not \(limit)") }
        if !(0...90).contains(reserve) { throw ValidationError("--reserve must be between 0 and 90, not \(reserve)") }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        if context.libraryPolicy.mode == .offline {
            throw CommandFailure.usage("sync fetches from Qiita, and --offline (or QIITA_OFFLINE=1) sends nothing: run it online")
        }
        _ = try LocalRows.store(context)
        // With --force the budget recorded is not heeded; the replies' figures are.
        let recorded = context.force ? nil : context.recordedBudget(token: try context.resolvedToken().value)
        if let recorded, recorded.isSpent() { throw QiitaError.budgetSpent(recorded) }
        let client = try context.makeClient().failingWhenUnreachable()
        var lists: [(String, AnyRequest<[ItemSummary]>)] = []
        if stocks {
            let user = try await context.signedInUser(for: "syncing your stocks")
            lists.append(("your stocks", UserStocksRequest(userID: user).summaries()))
        }
        for tag in tags {
            let id = try TagCommand.tagID(from: tag, host: context.host)
            lists.append(("#\(id)", TagItemsRequest(tagID: id).summaries()))
        }
        for user in users {
            guard let id = try UserCommand.userID(from: user, host: context.host) else {
                lists.append(("your posts", AuthenticatedUserItemsRequest().summaries()))
                continue
            }
            lists.append(("@\(id)", UserItemsRequest(userID: id).summaries()))
        }
        for query in queries { lists.append(("search \(query)", ItemsRequest(query: query).summaries())) }
        if lists.isEmpty { lists.append(("the newest articles", ItemsRequest().summaries())) }

        var progress = SyncProgress(lists: lists.count, console: context.console, quiet: json, budget: recorded)
        listing: for (name, request) in lists {
            progress.start(name)
            var paginator = client.pages(request.perPage(min(100, limit)))
            var fetched = 0
            while fetched < limit {
                if let budget = progress.budget, budget.isDown(to: budget.limit * reserve / 100) {
                    progress.stopped = "the budget is down to \(budget.remaining)/\(budget.limit) (--reserve \(reserve)%)"
                    break listing
                }
                guard let page = try await paginator.next() else { break }
                fetched += page.elements.count
                progress.page(items: page.elements.count, fromNetwork: page.source == .network, budget: page.rateLimit)
            }
        }
        try progress.finish()
    }
}
