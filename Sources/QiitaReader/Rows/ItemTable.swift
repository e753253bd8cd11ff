import QiitaAPI
import Synchronization
import TerminalText

/// Items as rows of a table: date, likes, stocks, title, author, tags. One definition for the
/// command line's table output and the reader's lists, so they look alike.
package enum ItemTable {
    package static let columns: [TableColumn] = [
        TableColumn("DATE", preferredWidth: 10, dropPriority: 4),
        TableColumn("LIKES", alignment: .right, preferredWidth: 5, dropPriority: 3),
        TableColumn("STOCKS", alignment: .right, preferredWidth: 6, dropPriority: 2),
        TableColumn("TITLE", preferredWidth: 36, minimumWidth: 10, isFlexible: true),
        TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 10, dropPriority: 5),
        TableColumn("TAGS", preferredWidth: 28, minimumWidth: 10, dropPriority: 1),
    ]

    /// The columns planned for a list `width` wide (the marker before each row excluded). Every
    /// row of every frame asks, and the width seldom changes: the last plan is kept.
    package static func layout(width: Int) -> TableLayout {
        lastLayout.withLock { last in
            if let last, last.width == width { return last.layout }
            let layout = TableLayout(columns: columns, totalWidth: width)
            last = (width, layout)
            return layout
        }
    }

    private static let lastLayout = Mutex<(width: Int, layout: TableLayout)?>(nil)

    /// The cells of `item`'s row, sanitized, one per column.
    package static func cells(for item: ItemSummary, dates: DateStyle = .day) -> [Span] {
        [
            Span(dates.text(item.createdAt.date), style: .dim),
            Span(item.likesCount.map(String.init) ?? "-", style: .fg(.yellow)),
            Span(item.stocksCount.map(String.init) ?? "-", style: .fg(.cyan)),
            Span(Sanitizer.line(item.title), style: TextStyle(attributes: .bold, link: item.url)),
            Span("@" + Sanitizer.line(item.user.id), style: .fg(.green)),
            Span(item.tags.map { Sanitizer.line($0.name) }.joined(separator: ", "), style: .fg(.magenta)),
        ]
    }
}
