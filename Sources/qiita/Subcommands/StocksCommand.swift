import ArgumentParser
import QiitaAPI
import TerminalText

/// `qiita stocks [USER]`: the articles a user stocked (default: you).
struct StocksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stocks",
        abstract: "List the articles a user stocked (default: yours), most recent stock first.")

    @Argument(help: ArgumentHelp("The user: alice, @alice, or a profile address (default: you).", valueName: "user"))
    var user: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        var json = list.json
        JSONSelection.reclaimPositional(json: &json, positional: &user)
        list.json = json
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let userID: String
        if let user, let id = try UserCommand.userID(from: user, host: context.host) {
            userID = id
        } else {
            userID = try await Self.signedInUser(context: context)
        }
        try await ListPrinter.printItems(UserStocksRequest(userID: userID), context: context, options: list)
    }

    /// The signed-in user's id: from the credential store when it says, else asked of Qiita.
    static func signedInUser(context: CommandContext) async throws -> String {
        let resolved = try context.resolvedToken()
        guard resolved.value != nil else {
            throw CommandFailure(message: "your stocks need a token: run `qiita auth login`, or name a user", status: .authentication)
        }
        if let user = resolved.storedUser { return user }
        return try await context.makeClient().send(AuthenticatedUserRequest()).value.user.id
    }
}
