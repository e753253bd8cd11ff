import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita comments ID|URL`: an article's comments.
struct CommentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "List an article's comments, newest first.",
        discussion: "Comments come 100 a page (not 20) unless --per-page says otherwise; --limit cuts them.")

    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        if list.unread { throw ValidationError("--unread is for lists of articles; comments are not marked read") }
        item = try JSONSelection.requiredPositional(item, json: &list.json, valueName: "id-or-url")
        // A hundred a page (--limit cuts them), as the reader and `item --comments` ask: they
        // share what the library keeps, and an article's comments rarely fill one page.
        if list.perPage == nil { list.perPage = ItemCommentsRequest.pageSize }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let id = try ItemCommand.itemID(from: item ?? "", host: context.host)
        try await ListPrinter(context: context, format: CommentListFormat(), options: list, invocation: Invocation.arguments)
            .run(ItemCommentsRequest(itemID: id).eraseToAnyRequest())
    }
}
