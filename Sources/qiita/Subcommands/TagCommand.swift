import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita tag TAG`: a tag's posts.
struct TagCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag",
        abstract: "List a tag's posts, most recently tagged first.",
        discussion: """
            TAG is a tag name (case does not matter), #name, or a tag's address on qiita.com.
            Examples:
              qiita tag Swift
              qiita tag python --limit 100 --json id,title
            """)

    @Argument(help: ArgumentHelp("The tag: Swift, #swift or https://qiita.com/tags/swift.", valueName: "tag"))
    var tag: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        tag = try JSONSelection.requiredPositional(tag, json: &list.json, valueName: "tag")
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let tagID = try Self.tagID(from: tag ?? "", host: context.host)
        try await ListPrinter.printItems(TagItemsRequest(tagID: tagID), context: context, options: list)
    }

    static func tagID(from text: String, host: QiitaHost) throws -> String {
        if case .tag(let id)? = QiitaLink(url: text, host: host) { return id }
        var name = text.trimmingSpaces()
        if name.hasPrefix("#") { name.removeFirst() }
        guard !name.isEmpty, !name.contains("/"), name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
            throw CommandFailure.usage("not a tag name: '\(Sanitizer.line(text))'")
        }
        return name
    }
}
