import QiitaAPI
import TerminalText

/// How an item becomes a row of a list screen: the table row for the width, reversed when
/// selected (and marked with `>` so the selection shows without colour too); an article already
/// read is dimmed, an unread one marked with `•`, so both show without colour too.
enum ItemRow {
    @Sendable static func line(
        _ item: ItemSummary, _ context: ListPresenter<ItemSummary>.RowContext, dates: DateStyle = .day
    ) -> StyledLine {
        let layout = ItemTable.layout(width: max(1, context.width - 2))
        let marker = context.isSelected ? ">" : context.isDimmed ? " " : "•"
        var line = StyledLine(marker + " ", style: context.isSelected ? .inverse : .plain)
        let cells = layout.row(ItemTable.cells(for: item, dates: dates))
        line.append(
            contentsOf: context.isDimmed
                ? restyled(cells) {
                    $0.insert(.dim); $0.remove(.bold)
                } : cells)
        guard context.isSelected else { return line.truncated(to: context.width) }
        return restyled(line.truncated(to: context.width)) { $0.insert(.inverse) }.padded(to: context.width, style: .inverse)
    }

    /// `line` with `change` made to every span's attributes.
    private static func restyled(_ line: StyledLine, _ change: (inout TextStyle.Attributes) -> Void) -> StyledLine {
        var result = StyledLine()
        for span in line.spans {
            var style = span.style
            change(&style.attributes)
            result.append(span.text, style: style)
        }
        return result
    }

    /// The header row above a list.
    static func header(width: Int) -> StyledLine {
        let layout = ItemTable.layout(width: max(1, width - 2))
        var line = StyledLine("  ")
        line.append(contentsOf: layout.header(style: TextStyle(attributes: [.bold, .dim])))
        return line.truncated(to: width)
    }
}
