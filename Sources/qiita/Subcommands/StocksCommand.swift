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
        let userID = try await context.namedOrSignedInUser(user, for: "listing your stocks")
        try await ListPrinter.printItems(UserStocksRequest(userID: userID), context: context, options: list)
    }
}
