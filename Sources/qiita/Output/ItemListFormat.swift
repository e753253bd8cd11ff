import QiitaAPI
import TerminalText

/// Items as a table (date, likes, stocks, title, author, tags) or as TSV
/// (`id`, `created_at`, `likes_count`, `stocks_count`, `title`, `user`, `tags`, `url`).
struct ItemListFormat: ListFormat {
    typealias Element = Item
    var noun: String { "items" }

    var columns: [TableColumn] {
        [
            TableColumn("DATE", preferredWidth: 10, dropPriority: 4),
            TableColumn("LIKES", alignment: .right, preferredWidth: 5, dropPriority: 3),
            TableColumn("STOCKS", alignment: .right, preferredWidth: 6, dropPriority: 2),
            TableColumn("TITLE", preferredWidth: 20, minimumWidth: 10, isFlexible: true),
            TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 8, dropPriority: 5),
            TableColumn("TAGS", preferredWidth: 28, minimumWidth: 10, dropPriority: 1),
        ]
    }

    func cells(for item: Item) -> [Span] {
        [
            Span(LocalTime.day(item.createdAt.date), style: .dim),
            Span(item.likesCount.map(String.init) ?? "-", style: .fg(.yellow)),
            Span(item.stocksCount.map(String.init) ?? "-", style: .fg(.cyan)),
            Span(Sanitizer.line(item.title), style: TextStyle(attributes: .bold, link: item.url)),
            Span("@" + Sanitizer.line(item.user.id), style: .fg(.green)),
            Span(item.tags.map { Sanitizer.line($0.name) }.joined(separator: ", "), style: .fg(.magenta)),
        ]
    }

    func fields(for item: Item) -> [String] {
        [
            item.id, item.createdAt.rawValue, item.likesCount.map(String.init) ?? "",
            item.stocksCount.map(String.init) ?? "", item.title, item.user.id,
            item.tags.map(\.name).joined(separator: ","), item.url,
        ]
    }
}
