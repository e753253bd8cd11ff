import TerminalText

/// Everything one screenful shows, as a value: the reader's presenter builds one per state and
/// ``FrameRenderer`` works out what to write to get there from the previous one.
package struct Frame: Hashable, Sendable {
    package var size: TerminalSize
    /// Row 0 is the top. Rows past the end are blank; rows past `size.rows` are not shown, and
    /// each row is cut at `size.columns`.
    package var rows: [StyledLine]
    /// Where the text cursor stands, or nil to hide it.
    package var cursor: Cursor?

    package init(size: TerminalSize, rows: [StyledLine], cursor: Cursor? = nil) {
        self.size = size
        self.rows = rows
        self.cursor = cursor
    }

    /// A cursor position, 0-based from the top-left cell.
    package struct Cursor: Hashable, Sendable {
        package var row: Int
        package var column: Int

        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The line shown on `row`: blank past the end of `rows`.
    package func line(at row: Int) -> StyledLine {
        row >= 0 && row < rows.count ? rows[row] : StyledLine()
    }

    /// The cursor moved inside the screen, or nil when it is hidden or there is no screen.
    var visibleCursor: Cursor? {
        guard let cursor, !size.isEmpty else { return nil }
        return Cursor(
            row: min(max(cursor.row, 0), size.rows - 1), column: min(max(cursor.column, 0), size.columns - 1))
    }

    /// The whole screen as cells, as the terminal should show it after rendering.
    package func cells(encoder: ANSIEncoder) -> [[Cell]] {
        (0..<size.rows).map { line(at: $0).cells(columns: size.columns, encoder: encoder) }
    }
}
