import ArgumentParser
import QiitaAPI

/// `qiita items`: the newest items, or a search.
struct ItemsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "items",
        abstract: "List the newest items, or search with Qiita's search syntax.",
        discussion: """
            Examples:
              qiita items
              qiita items --query 'tag:Swift stocks:>10' --limit 50
              qiita items -q 'user:alice created:>=2024-01-01' --json id,title,url
            """)

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("A Qiita search: words and filters such as tag:X user:X stocks:>N created:>=DATE.", valueName: "query"))
    var query: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let nothingFound = query.map { "nothing matches the query \"\($0)\"" }
        try await ListPrinter.printItems(ItemsRequest(query: query), context: context, options: list, nothingFound: nothingFound)
    }
}
