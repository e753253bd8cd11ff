import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita item ID|URL`: one article.
struct ItemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "item",
        abstract: "Show one article: its header and its body.",
        discussion: """
            Examples:
              qiita item 4bd431809afb1bb99e4f
              qiita item https://qiita.com/alice/items/4bd431809afb1bb99e4f
              qiita item 4bd431809afb1bb99e4f --raw > article.md
              qiita item 4bd431809afb1bb99e4f --json title,likes_count
            """)

    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String

    @Option(
        name: .customLong("json"),
        help: ArgumentHelp("Print the article as JSON: every field, or only the comma-separated FIELDS.", valueName: "fields"))
    var json: String?

    @Flag(help: "Print the markdown as Qiita sent it (byte for byte when piped).")
    var raw = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if raw && json != nil { throw ValidationError("--raw and --json are different outputs: give one of them") }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let id = try Self.itemID(from: item, host: context.host)
        let selection = JSONSelection(option: json)
        let fields = try selection.fieldNames(for: Item.self, inList: false)
        let article = try await context.makeClient().send(ItemRequest(itemID: id)).value
        if selection.isEnabled {
            var writer = JSONWriter(indent: context.output.isTerminal ? 2 : nil)
            writer.write(article.jsonObject(fields: fields))
            writer.raw("\n")
            try context.output.write(bytes: writer.bytes)
        } else if raw {
            try context.output.write(context.output.isTerminal ? Sanitizer.text(article.body) : article.body)
            if !article.body.hasSuffix("\n") { try context.output.line() }
        } else {
            for line in ArticlePlainView(item: article).lines() {
                try context.output.line(context.encoder.encode(line))
            }
        }
        try context.output.flush()
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
