import ArgumentParser
import QiitaAPI

/// `qiita stock ID|URL` and `qiita unstock ID|URL`: add or remove a stock. Asking for the state
/// the article is already in reports it and succeeds.
struct StockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock", abstract: "Stock an article (Qiita's bookmark).")

    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await StockChange(wanted: true, item: item, global: global).run()
    }
}

struct UnstockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstock", abstract: "Remove an article from your stocks.")

    @Argument(help: ArgumentHelp("The article: its id or its address on qiita.com.", valueName: "id-or-url"))
    var item: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await StockChange(wanted: false, item: item, global: global).run()
    }
}

/// Stocking or unstocking, idempotently: Qiita answers 403 `already_stocked` to a second stock
/// and 404 to unstocking what is not stocked; both mean the article is already as asked.
struct StockChange {
    /// Sends the change; the outcome as a value, so the caller can tell "already so" apart.
    static func change(stocked: Bool, itemID: String, client: QiitaClient) async -> Result<Void, QiitaError> {
        do {
            if stocked {
                _ = try await client.send(StockRequest(itemID: itemID))
            } else {
                _ = try await client.send(UnstockRequest(itemID: itemID))
            }
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    let wanted: Bool
    let item: String
    let global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let id = try ItemCommand.itemID(from: item, host: context.host)
        guard try context.resolvedToken().value != nil else {
            throw CommandFailure(message: "stocking needs a token: run `qiita auth login`", status: .authentication)
        }
        let client = try context.makeClient()
        switch await Self.change(stocked: wanted, itemID: id, client: client) {
        case .success:
            context.notice(wanted ? "stocked \(id)" : "removed \(id) from your stocks")
        case .failure(.alreadyStocked):
            context.notice("\(id) was already in your stocks")
        case .failure(.notFound) where !wanted:
            // Qiita says 404 both for "not stocked" and "no such item": tell which.
            _ = try await client.send(ItemRequest(itemID: id))
            context.notice("\(id) was not in your stocks")
        case .failure(let error):
            throw error
        }
    }
}
