import QiitaAPI
import TerminalText

/// How an item becomes a row of a list screen: the table row for the width, reversed when
/// selected (and marked with `>` so the selection shows without colour too); an article already
/// read is dimmed, an unread one marked with `•`, so both show without colour too.
enum ItemRow {
    @Sendable static func line(_ item: ItemSummary, _ context: ListPresenter<ItemSummary>.RowContext) -> StyledLine {
        let layout = TableLayout(columns: ItemTable.columns, totalWidth: max(1, context.width - 2))
        let marker = context.isSelected ? ">" : context.isDimmed ? " " : "•"
        var line = StyledLine(marker + " ", style: context.isSelected ? .inverse : .plain)
        var cells = layout.row(ItemTable.cells(for: item))
        if context.isDimmed {
            var dimmed = StyledLine()
            for span in cells.spans {
                var style = span.style
                style.attributes.insert(.dim)
                style.attributes.remove(.bold)
                dimmed.append(span.text, style: style)
            }
            cells = dimmed
        }
        line.append(contentsOf: cells)
        guard context.isSelected else { return line.truncated(to: context.width) }
        var selected = StyledLine()
        for span in line.truncated(to: context.width).spans {
            var style = span.style
            style.attributes.insert(.inverse)
            selected.append(span.text, style: style)
        }
        return selected.padded(to: context.width, style: .inverse)
    }

    /// The header row above a list.
    static func header(width: Int) -> StyledLine {
        let layout = TableLayout(columns: ItemTable.columns, totalWidth: max(1, width - 2))
        var line = StyledLine("  ")
        line.append(contentsOf: layout.header(style: TextStyle(attributes: [.bold, .dim])))
        return line.truncated(to: width)
    }
}
