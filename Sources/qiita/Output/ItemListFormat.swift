import QiitaAPI
import QiitaReader
import TerminalText

/// Items as the reader's table (date, likes, stocks, title, author, tags) or as TSV
/// (`id`, `created_at`, `likes_count`, `stocks_count`, `title`, `user`, `tags`, `url`).
struct ItemListFormat: ListFormat {
    typealias Element = Item
    var noun: String { "items" }
    var columns: [TableColumn] { ItemTable.columns }

    func cells(for item: Item) -> [Span] {
        ItemTable.cells(for: item)
    }

    func fields(for item: Item) -> [String] {
        [
            item.id, item.createdAt.rawValue, item.likesCount.map(String.init) ?? "",
            item.stocksCount.map(String.init) ?? "", item.title, item.user.id,
            item.tags.map(\.name).joined(separator: ","), item.url,
        ]
    }
}
