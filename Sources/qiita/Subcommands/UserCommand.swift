import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita user USER`: a user's posts.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "List a user's posts, newest first.",
        discussion: """
            USER is a user id, @id, a profile address on qiita.com, or @me for your own posts \
            (limited-shared ones included; needs a token).
            Examples:
              qiita user alice
              qiita user @alice --limit 1000 --json id,title
              qiita user @me
            """)

    @Argument(help: ArgumentHelp("The user: alice, @alice, https://qiita.com/alice, or @me.", valueName: "user"))
    var user: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        user = try JSONSelection.requiredPositional(user, json: &list.json, valueName: "user")
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        switch try Self.userID(from: user ?? "", host: context.host) {
        case nil:
            try await ListPrinter.printItems(AuthenticatedUserItemsRequest(), context: context, options: list)
        case let id?:
            try await ListPrinter.printItems(UserItemsRequest(userID: id), context: context, options: list)
        }
    }

    /// The user id named by `text`; nil for `@me`.
    static func userID(from text: String, host: QiitaHost) throws -> String? {
        switch QiitaLink(url: text, host: host) {
        case .user(let id)?, .stocks(let id)?: return id
        default: break
        }
        var name = text.trimmingSpaces()
        if name.hasPrefix("@") { name.removeFirst() }
        if name == "me" && text.trimmingSpaces().hasPrefix("@") { return nil }
        guard QiitaLink.isUserID(name) else {
            throw CommandFailure.usage("not a Qiita user id: '\(Sanitizer.line(text))' (letters, digits, _ and -)")
        }
        return name
    }
}
