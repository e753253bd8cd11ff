import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita following [USER] [--tags|--users]`: the users or the tags a user follows.
struct FollowingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "following",
        abstract: "List the users (default) or the tags a user follows (default: you).",
        discussion: """
            Each is its own list, paged like every other: --json prints the API's own user or \
            tag objects.
            Examples:
              qiita following
              qiita following --tags --json id
              qiita following alice --limit 100
            """)

    @Argument(help: ArgumentHelp("The user: alice, @alice, or a profile address (default: you).", valueName: "user"))
    var user: String?

    @Flag(help: "List the tags followed.") var tags = false
    @Flag(help: "List the users followed (the default).") var users = false

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        if tags && users { throw ValidationError("--tags and --users each name one list; give one of them") }
        if list.unread { throw ValidationError("--unread is for lists of articles") }
        var json = list.json
        JSONSelection.reclaimPositional(json: &json, positional: &user)
        list.json = json
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let userID = try await context.namedOrSignedInUser(user, for: "listing whom you follow")
        if tags {
            try await ListPrinter(context: context, format: TagListFormat(), options: list, invocation: Invocation.arguments)
                .run(FollowingTagsRequest(userID: userID).eraseToAnyRequest())
        } else {
            try await ListPrinter(context: context, format: UserListFormat(), options: list, invocation: Invocation.arguments)
                .run(FolloweesRequest(userID: userID).eraseToAnyRequest())
        }
    }
}
