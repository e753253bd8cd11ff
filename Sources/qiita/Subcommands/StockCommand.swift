import ArgumentParser
import QiitaAPI

/// `qiita stock ID|URL` and `qiita unstock ID|URL`: add or remove a stock. Asking for the state
/// the article is already in reports it and succeeds.
struct StockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock", abstract: "Stock an article (Qiita's bookmark).")

    @OptionGroup var arguments: StockArguments

    func run() async throws {
        try await arguments.set(stocked: true)
    }
}

struct UnstockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstock", abstract: "Remove an article from your stocks.")

    @OptionGroup var arguments: StockArguments

    func run() async throws {
        try await arguments.set(stocked: false)
    }
}

/// What `stock` and `unstock` take, and the change they make.
struct StockArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String

    @OptionGroup var global: GlobalOptions

    func set(stocked: Bool) async throws {
        let context = try CommandContext(options: global)
        let id = try ItemCommand.itemID(from: item, host: context.host)
        let change = try await context.makeClient().setStocked(stocked, itemID: id).value
        switch (change, stocked) {
        case (.changed, true): context.console.notice("stocked \(id)")
        case (.changed, false): context.console.notice("removed \(id) from your stocks")
        case (.alreadySo, true): context.console.notice("\(id) was already in your stocks")
        case (.alreadySo, false): context.console.notice("\(id) was not in your stocks")
        }
    }
}
