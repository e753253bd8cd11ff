/// One column of a table printed to a terminal.
package struct TableColumn: Sendable, Hashable {
    package var header: String
    package var alignment: DisplayWidth.Alignment
    /// The width the column gets when there is room.
    package var preferredWidth: Int
    /// The narrowest it may become before it is dropped.
    package var minimumWidth: Int
    /// A flexible column takes whatever width is left (titles).
    package var isFlexible: Bool
    /// Columns are dropped in increasing order when the terminal is too narrow; nil: never.
    package var dropPriority: Int?

    package init(
        _ header: String, alignment: DisplayWidth.Alignment = .left, preferredWidth: Int, minimumWidth: Int? = nil,
        isFlexible: Bool = false, dropPriority: Int? = nil
    ) {
        self.header = header
        self.alignment = alignment
        self.preferredWidth = preferredWidth
        self.minimumWidth = minimumWidth ?? preferredWidth
        self.isFlexible = isFlexible
        self.dropPriority = dropPriority
    }
}

/// Column widths planned once for a terminal width, so that rows printed page after page stay
/// aligned. Widths are display columns; cells are cut with an ellipsis, never wrapped.
package struct TableLayout: Sendable, Hashable {
    package let columns: [TableColumn]
    /// The width of each column, nil where the column was dropped to fit.
    package let widths: [Int?]
    package let gap: Int

    /// Plans the widths: every column starts at its preferred width, and the flexible one at its
    /// preferred width or half the table, whichever is less; while the table is too wide, the
    /// least important columns shrink to their minimum, then are dropped, and only then does the
    /// flexible column shrink; any width left over goes to the flexible column.
    package init(columns: [TableColumn], totalWidth: Int, gap: Int = 2) {
        self.columns = columns
        self.gap = gap
        var widths: [Int?] = columns.map { column in
            column.isFlexible
                ? max(column.minimumWidth, min(column.preferredWidth, totalWidth / 2)) : column.preferredWidth
        }
        func total() -> Int {
            let kept = widths.compactMap { $0 }
            return kept.reduce(0, +) + max(0, kept.count - 1) * gap
        }
        let order = columns.indices.filter { columns[$0].dropPriority != nil }
            .sorted { columns[$0].dropPriority! < columns[$1].dropPriority! }
        for index in order where total() > totalWidth {
            let excess = total() - totalWidth
            widths[index] = max(columns[index].minimumWidth, widths[index]! - excess)
        }
        for index in order where total() > totalWidth {
            widths[index] = nil
        }
        let flexible = columns.indices.first { columns[$0].isFlexible }
        if let flexible, total() > totalWidth {
            widths[flexible] = max(columns[flexible].minimumWidth, widths[flexible]! - (total() - totalWidth))
        }
        if let flexible, total() < totalWidth {
            widths[flexible]! += totalWidth - total()
        }
        self.widths = widths
    }

    /// The header row.
    package func header(style: TextStyle = .bold) -> StyledLine {
        row(columns.map { Span($0.header, style: style) })
    }

    /// One row from one span per column (dropped columns' cells are skipped). Cell text must be
    /// one line, already sanitized.
    package func row(_ cells: [Span]) -> StyledLine {
        var line = StyledLine()
        var first = true
        for (index, cell) in cells.enumerated() where index < widths.count {
            guard let width = widths[index] else { continue }
            if !first { line.append(String(repeating: " ", count: gap)) }
            first = false
            let isLast = !widths[(index + 1)...].contains { $0 != nil }
            if isLast && columns[index].alignment == .left {
                line.append(DisplayWidth.truncate(cell.text, to: width), style: cell.style)
            } else {
                line.append(DisplayWidth.pad(cell.text, to: width, alignment: columns[index].alignment), style: cell.style)
            }
        }
        return line
    }
}
