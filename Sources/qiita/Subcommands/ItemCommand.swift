import ArgumentParser
import QiitaAPI
import QiitaMarkdown
import QiitaReader
import TerminalText

/// `qiita item ID|URL`: one article, rendered for the terminal.
struct ItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "item",
        abstract: "Show one article rendered for the terminal.",
        discussion: """
            Long articles go through $QIITA_PAGER, else $PAGER, else `less -FRX` (an empty QIITA_PAGER \
            or --no-pager prints directly). Links are numbered; their targets are listed at the end.
            Examples:
              qiita item 4bd431809afb1bb99e4f
              qiita item https://qiita.com/alice/items/4bd431809afb1bb99e4f --comments
              qiita item 4bd431809afb1bb99e4f --raw > article.md
              qiita item 4bd431809afb1bb99e4f --code 2 > example.swift
              qiita item 4bd431809afb1bb99e4f --json title,likes_count
            """)

    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String?

    @Option(
        name: .customLong("json"), defaultAsFlag: "",
        help: ArgumentHelp("Print the article as JSON: every field, or only the comma-separated FIELDS.", valueName: "fields"))
    var json: String?

    @Flag(help: "Print the markdown as Qiita sent it (sanitized on a terminal, byte for byte when piped).")
    var raw = false

    @Flag(help: "Open the article in the browser ($BROWSER, else xdg-open) instead of printing it.")
    var web = false

    @Flag(help: "Append the article's comments.")
    var comments = false

    @OptionGroup var view: ViewOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        item = try JSONSelection.requiredPositional(item, json: &json, valueName: "id-or-url")
        let outputs = [raw, json != nil, web, view.codeBlock != nil].filter { $0 }.count
        if outputs > 1 { throw ValidationError("--raw, --json, --web and --code are different outputs: give one of them") }
        if comments && (raw || json != nil || web) {
            throw ValidationError("--comments adds to the rendered article; for the comments alone run `qiita comments ID`")
        }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let id = try Self.itemID(from: item ?? "", host: context.host)
        let selection = JSONSelection(option: json)
        let fields = try selection.fieldNames(for: Item.self, inList: false)
        if web {
            // Opening the page sends no request, so it needs neither a token nor rate budget.
            return try BrowserLauncher(environment: context.console.environment).open(QiitaLink.item(id: id).webURL(on: context.host))
        }
        let client = try context.makeClient()
        let rendered = !selection.isEnabled && !raw && view.codeBlock == nil
        // Only the rendered article shows the stock state and comments: --json, --raw and --code
        // send one request (--code with --comments also asks for the comments, whose code it counts).
        let commentsRequest = ItemCommentsRequest(itemID: id).eraseToAnyRequest()
        async let fetchedComments = comments ? client.commentsOrFailure(commentsRequest).map(\.comments) : .success([])
        async let stocked = rendered ? client.stockState(of: id) : nil
        if selection.isEnabled {
            let object = try await client.send(ItemRequest(itemID: id).jsonReply()).value
            var writer = context.console.jsonWriter()
            writer.write(object.selecting(fields))
            writer.raw("\n")
            try context.console.output.write(bytes: writer.bytes)
            return try context.console.output.flush()
        }
        let article = try await client.send(ItemRequest(itemID: id)).value
        if raw {
            try context.console.output.write(context.console.output.isTerminal ? Sanitizer.text(article.body) : article.body)
            return try context.console.output.flush()
        }
        var header = ArticleHeader(item: article)
        header.stocked = await stocked
        // Comments that could not be had (not in the library offline, the network down) leave the
        // article shown, and the failure said after it; unless the article says it has none, or a
        // code block is asked for, whose number counts the comments' blocks too.
        var shownComments: [Comment] = []
        var missingComments: QiitaError?
        switch await fetchedComments {
        case .success(let fetched): shownComments = fetched
        case .failure(let error) where view.codeBlock != nil: throw error
        case .failure(let error): if (article.commentsCount ?? 1) > 0 { missingComments = error }
        }
        let renderer = ArticleRenderer(header: header, body: article.body, comments: shownComments.map(ArticleComment.init))
        let printer = DocumentPrinter(console: context.console, view: view, settings: context.settings)
        try printer.print(renderer)
        // Rendered is read: the library remembers it (best-effort, as every library write); a code block alone is not.
        if rendered { try? context.library?.markRead([id]) }
        if let missingComments { throw missingComments }
    }

    static func itemID(from text: String, host: QiitaHost) throws -> String {
        guard let id = QiitaLink.itemID(from: text, host: host) else {
            throw CommandFailure.usage(
                "not a Qiita item id or article URL: '\(Sanitizer.line(text))' "
                    + "(an id is 20 hex characters, e.g. 4bd431809afb1bb99e4f)")
        }
        return id
    }
}
