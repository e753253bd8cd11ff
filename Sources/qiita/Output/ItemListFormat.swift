import QiitaAPI
import QiitaReader
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Items as the reader's table (date, likes, stocks, title, author, tags) or as TSV
/// (`id`, `created_at`, `likes_count`, `stocks_count`, `title`, `user`, `tags`, `url`).
struct ItemListFormat: ListFormat {
    typealias JSONModel = Item
    var noun: String { "items" }
    var columns: [TableColumn] { ItemTable.columns }

    func id(of item: ItemSummary) -> String { item.id }
    func createdAt(of item: ItemSummary) -> Date? { item.createdAt.date }

    func cells(for item: ItemSummary) -> [Span] {
        ItemTable.cells(for: item)
    }

    func fields(for item: ItemSummary) -> [String] {
        [
            item.id, item.createdAt.rawValue, item.likesCount.map(String.init) ?? "",
            item.stocksCount.map(String.init) ?? "", item.title, item.user.id,
            item.tags.map { $0.name }.joined(separator: ","), item.url,
        ]
    }
}

extension ListPrinter where Format == ItemListFormat {
    /// Prints an item listing: rows need no bodies, so they are decoded as summaries.
    static func printItems(
        _ request: some Request<[Item]>, context: CommandContext, options: ListOptions, nothingFound: String? = nil,
        since: Date? = nil
    ) async throws {
        try await ListPrinter(
            context: context, format: ItemListFormat(), options: options, invocation: Invocation.arguments,
            nothingFound: nothingFound, since: since
        ).run(request.summaries())
    }
}
