/// What a tmux pane showed at one moment, as `capture-pane` prints it: one string per row,
/// trailing blanks dropped, a wide character printed once although it covers two cells.
package struct TmuxScreen: Sendable, Hashable, CustomStringConvertible {
    package let lines: [String]
    package let columns: Int
    package let rows: Int

    package init(text: String, columns: Int, rows: Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        while lines.count < rows { lines.append("") }
        self.lines = lines
        self.columns = columns
        self.rows = rows
    }

    /// The bottom row, where full-screen programs keep their status line.
    package var lastLine: String { lines.last ?? "" }

    package var text: String { lines.joined(separator: "\n") }

    package func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The screen framed, for failure messages: the edges show where trailing blanks were cut.
    package var description: String {
        lines.enumerated().map { index, line in "\(index < 10 ? " " : "")\(index)|\(line)" }.joined(separator: "\n")
    }

    /// The cells `text` covers on a terminal, by the width rule of tmux and glibc for the
    /// characters tests use: ASCII, kana, CJK ideographs, Hangul, full-width forms and the common
    /// emoji blocks. Deliberately independent of the program's own width tables, so that a test
    /// compares the program with the terminal and not with itself.
    package static func displayWidth(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The column (counted in cells from 0) where the first `needle` starts in row `row`, or nil.
    package func column(of needle: String, inRow row: Int) -> Int? {
        guard lines.indices.contains(row), let range = lines[row].range(of: needle) else { return nil }
        return Self.displayWidth(of: lines[row][..<range.lowerBound])
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
