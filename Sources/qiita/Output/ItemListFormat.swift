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
    /// Days, or how long ago (the `dates` setting); TSV always has the API's date-time.
    var dates: DateStyle = .day
    var noun: String { "items" }
    var columns: [TableColumn] { ItemTable.columns }

    func id(of item: ItemSummary) -> String { item.id }
    func createdAt(of item: ItemSummary) -> Date? { item.createdAt.date }

    func cells(for item: ItemSummary) -> [Span] {
        ItemTable.cells(for: item, dates: dates)
    }

    func fields(for item: ItemSummary) -> [String] {
        [
            item.id, item.createdAt.rawValue, item.likesCount.map(String.init) ?? "",
            item.stocksCount.map(String.init) ?? "", item.title, item.user.id,
            item.tags.map { $0.name }.joined(separator: ","), item.url,
        ]
    }
}

extension ItemListFormat {
    /// The format with the dates the settings ask for.
    init(context: CommandContext) {
        dates = context.settings.dateStyle(environment: context.console.environment)
    }
}

extension ListPrinter where Format == ItemListFormat {
    /// Prints an item listing: rows need no bodies, so they are decoded as summaries.
    static func printItems(
        _ request: some Request<[Item]>, context: CommandContext, options: ListOptions, nothingFound: String? = nil,
        since: Date? = nil
    ) async throws {
        try await ListPrinter(
            context: context, format: ItemListFormat(context: context), options: options, invocation: Invocation.arguments,
            nothingFound: nothingFound, since: since
        ).run(request.summaries())
    }
}
