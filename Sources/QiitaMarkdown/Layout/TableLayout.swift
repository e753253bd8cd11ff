import TerminalText

/// Draws a GFM table with box characters, columns measured in display columns and aligned as
/// the delimiter row says.
///
/// When the natural widths do not fit, columns give up width in proportion to how much wider
/// they would like to be, never below a readable minimum, and their cells wrap. When even the
/// minimums do not fit, each row is shown as a record of `column: value` lines instead.
struct TableLayout {
    let layout: DocumentLayout
    var theme: Theme { layout.theme }

    /// The fewest columns a column shrinks to (unless its content is narrower still).
    static let minimumColumnWidth = 4
    /// Long words beyond this are cut rather than kept whole when columns must shrink.
    static let longestKeptWord = 16

    func lines(for table: MarkdownTable, width: Int) -> [StyledLine] {
        let columns = table.alignments.count
        guard columns > 0 else { return [] }
        // Every cell laid out unwrapped, to measure it; a column that gets its natural width
        // shows these very lines (nothing in it wraps).
        let unwrapped = [cells(of: table.header, columns: columns, width: Int.max / 4, style: theme.tableHeader)]
            + table.rows.map { cells(of: $0, columns: columns, width: Int.max / 4, style: .plain) }
        var natural = Array(repeating: 1, count: columns)
        var minimum = Array(repeating: 1, count: columns)
        for row in unwrapped {
            for (column, cellLines) in row.enumerated() {
                natural[column] = max(natural[column], cellLines.reduce(0) { max($0, $1.width) })
                minimum[column] = max(minimum[column], Self.longestWord(in: cellLines))
            }
        }
        let available = width - (3 * columns + 1)
        layout.narrowest.note(width - 6)
        let widths: [Int]
        if natural.reduce(0, +) <= available {
            widths = natural
        } else {
            let floors = (0..<columns).map { column in
                min(natural[column], max(Self.minimumColumnWidth, min(minimum[column], Self.longestKeptWord)))
            }
            guard floors.reduce(0, +) <= available else { return records(table, width: width) }
            widths = Self.distribute(available, floors: floors, wants: natural)
        }
        return grid(table, widths: widths, unwrapped: unwrapped, natural: natural)
    }

    /// Column widths from `floors` up towards `wants`, sharing `available` in proportion to need.
    static func distribute(_ available: Int, floors: [Int], wants: [Int]) -> [Int] {
        var widths = floors
        let extra = available - floors.reduce(0, +)
        let needs = zip(wants, floors).map { $0 - $1 }
        let totalNeed = needs.reduce(0, +)
        guard extra > 0, totalNeed > 0 else { return widths }
        var given = 0
        var remainders: [(Int, Int)] = []
        for column in widths.indices {
            let share = extra * needs[column]
            widths[column] += share / totalNeed
            given += share / totalNeed
            remainders.append((share % totalNeed, column))
        }
        for (_, column) in remainders.sorted(by: { $0.0 > $1.0 }) where given < extra {
            if widths[column] < wants[column] {
                widths[column] += 1
                given += 1
            }
        }
        return widths
    }

    /// The table drawn with `widths`; `unwrapped` holds each row's cells laid out unwrapped
    /// (header first), reused for the columns that get their `natural` width.
    private func grid(_ table: MarkdownTable, widths: [Int], unwrapped: [[[StyledLine]]], natural: [Int]) -> [StyledLine] {
        let border = theme.tableBorder
        func rule(_ left: String, _ middle: String, _ right: String) -> StyledLine {
            StyledLine(left + widths.map { String(repeated: "─", count: $0 + 2) }.joined(separator: middle) + right,
                style: border)
        }
        func fitted(_ index: Int, _ cells: [[MarkdownInline]], style: TextStyle) -> [[StyledLine]] {
            widths.indices.map { column in
                if widths[column] == natural[column] { return unwrapped[index][column] }
                return column < cells.count ? layout.inlines(cells[column], width: widths[column], style: style) : []
            }
        }
        let bodies = table.rows.enumerated().map { fitted($0.offset + 1, $0.element, style: .plain) }
        let separated = bodies.contains { cells in cells.contains { $0.count > 1 } }
        var lines = [rule("┌", "┬", "┐")]
        // A header of empty cells (an HTML table without `th`, or `| | |` in Markdown) is not drawn.
        if table.header.contains(where: { !$0.isEmpty }) || table.rows.isEmpty {
            lines += row(fitted(0, table.header, style: theme.tableHeader), table: table, widths: widths)
            if !table.rows.isEmpty { lines.append(rule("├", "┼", "┤")) }
        }
        for (index, body) in bodies.enumerated() {
            if separated && index > 0 { lines.append(rule("├", "┼", "┤")) }
            lines += row(body, table: table, widths: widths)
        }
        lines.append(rule("└", "┴", "┘"))
        return lines
    }

    /// Each of a row's first `columns` cells laid out at `width` (a missing cell has no lines).
    private func cells(of row: [[MarkdownInline]], columns: Int, width: Int, style: TextStyle) -> [[StyledLine]] {
        (0..<columns).map { column in column < row.count ? layout.inlines(row[column], width: width, style: style) : [] }
    }

    /// The lines of one row: cells side by side, padded and aligned, between `│`s.
    private func row(_ cells: [[StyledLine]], table: MarkdownTable, widths: [Int]) -> [StyledLine] {
        let height = max(1, cells.reduce(0) { max($0, $1.count) })
        var lines: [StyledLine] = []
        for lineIndex in 0..<height {
            var line = StyledLine("│", style: theme.tableBorder)
            for (column, cell) in cells.enumerated() {
                let content = lineIndex < cell.count ? cell[lineIndex] : StyledLine()
                let gap = max(0, widths[column] - content.width)
                let left: Int
                switch table.alignments[column] {
                case .right: left = gap
                case .center: left = gap / 2
                case .left, .none: left = 0
                }
                line.append(String(repeating: " ", count: left + 1))
                line.append(contentsOf: content)
                line.append(String(repeating: " ", count: gap - left + 1))
                line.append("│", style: theme.tableBorder)
            }
            lines.append(line)
        }
        return lines
    }

    /// One record per row: `column: value` lines between rules, for tables too wide to draw.
    private func records(_ table: MarkdownTable, width: Int) -> [StyledLine] {
        let names = table.header.map { MarkdownInline.plainText(of: $0) }
        let ruleLine = StyledLine(String(repeated: "─", count: max(1, width)), style: theme.tableBorder)
        var lines = [ruleLine]
        for row in table.rows {
            for (column, cell) in row.enumerated() {
                let name = names.indices.contains(column) && !names[column].isEmpty ? names[column] : "\(column + 1)"
                var label = StyledLine(DisplayWidth.truncate(name, to: max(1, width / 2)), style: theme.tableHeader)
                label.append(": ", style: theme.tableBorder)
                let indent = label.width
                let value = layout.inlines(cell, width: width - indent, style: .plain)
                lines += layout.prefixed(
                    value.isEmpty ? [StyledLine()] : value, first: label,
                    rest: StyledLine(String(repeating: " ", count: indent)))
            }
            lines.append(ruleLine)
        }
        return lines
    }

    /// The widest run of narrow characters in the laid-out lines: a word the column should hold.
    private static func longestWord(in lines: [StyledLine]) -> Int {
        var longest = 0
        for line in lines {
            var current = 0
            for span in line.spans {
                for character in span.text {
                    let columns = DisplayWidth.of(character)
                    if character == " " || columns != 1 {
                        longest = max(longest, current, columns)
                        current = 0
                    } else {
                        current += 1
                    }
                }
            }
            longest = max(longest, current)
        }
        return longest
    }
}
