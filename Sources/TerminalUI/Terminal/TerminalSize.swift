/// How many columns and rows the terminal shows. Never negative; zero is possible (some
/// terminals and pseudo-terminals report 0×0), and everything that draws must cope with it.
package struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The size assumed when nothing reports one.
    package static let fallback = TerminalSize(columns: 80, rows: 24)

    /// Whether there is no cell at all to draw in.
    package var isEmpty: Bool { columns == 0 || rows == 0 }

    package var description: String { "\(columns)×\(rows)" }
}
