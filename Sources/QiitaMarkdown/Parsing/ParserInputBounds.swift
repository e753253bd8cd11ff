import TerminalText

/// Bounds what cmark-gfm is handed. Debian's cmark-gfm predates upstream's fixes for inputs that
/// cost it time or memory out of proportion to their size (containers nested on one line, tables
/// whose short rows are padded to a wide header, rows of thousands of cells), and its code is not
/// ours to patch: so the source is cut to a size real articles never reach, and the few
/// constructs that trigger those costs are turned into text before cmark sees them.
///
/// A construct is turned into text by one backslash before the character that makes it one:
/// an escaped `>`, `-` or `|` shows as itself, so the text reads as written.
enum ParserInputBounds {
    /// Articles are cut after this many bytes of markdown; Qiita's own limit is far below it.
    static let maximumBytes = 2_000_000
    /// Articles are cut after this many lines.
    static let maximumLines = 100_000
    /// Container markers (`>`, `-`, `*`, `+`, `1.`) that may open on one line; deeper ones are text.
    static let maximumMarkersPerLine = 16
    /// Cells a table may have (columns × rows, short rows counted as padded); a bigger table is text.
    static let maximumTableCells = 100_000
    /// Cells any row of a table may have; a wider table is text.
    static let maximumTableColumns = 256

    /// What an article that was cut says first.
    static let cutNotice =
        "Only the start of this article is shown: qiita shows at most 2 MB or 100,000 lines of markdown."

    /// `markdown` cut to whole lines within ``maximumBytes`` and ``maximumLines``, and whether
    /// anything was cut.
    static func cut(_ markdown: String) -> (text: String, wasCut: Bool) {
        var text = markdown
        let end = text.withUTF8 { bytes -> Int? in
            var lines = 1
            var index = 0
            let limit = min(bytes.count, maximumBytes)
            while let newline = ByteScan.firstIndex(of: 0x0A, in: bytes, from: index), newline < limit {
                lines += 1
                if lines > maximumLines { return newline }
                index = newline + 1
            }
            guard bytes.count > maximumBytes else { return nil }
            // Within a line: at the last line end, or else at the start of a character.
            if index > 0 { return index - 1 }
            var cut = maximumBytes
            while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            return cut
        }
        guard let end else { return (markdown, false) }
        let utf8 = text.utf8
        return (String(text[..<utf8.index(utf8.startIndex, offsetBy: end)]), true)
    }

    /// `source` with the constructs that would cost cmark-gfm too much turned into text; the
    /// same string when there are none (every ordinary article).
    static func defused(_ source: String) -> String {
        var text = source
        let escapes = text.withUTF8 { bytes in Self.escapes(in: bytes) }
        guard !escapes.isEmpty else { return source }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + escapes.count)
        text.withUTF8 { bytes in
            var from = 0
            for offset in escapes {
                output.append(contentsOf: bytes[from..<offset])
                output.append(UInt8(ascii: "\\"))
                from = offset
            }
            output.append(contentsOf: bytes[from..<bytes.count])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What one line is, as far as the bounds care.
    private struct LineInfo {
        /// Where the line's content starts, after its container markers.
        var content: Int
        var isBlank: Bool
        var pipes: Int
        /// The columns of a table delimiter row (`|---|:--:|`), 0 when the line is not one.
        var delimiterColumns: Int
    }

    /// The offsets, in order, before which a backslash goes.
    private static func escapes(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var escapes: [Int] = []
        var lines: [LineInfo] = []
        var hasDelimiterRow = false
        var start = 0
        while start <= bytes.count {
            let end = ByteScan.firstIndex(of: 0x0A, in: bytes, from: start) ?? bytes.count
            let markers = scanMarkers(bytes, from: start, to: end)
            if let escape = markers.escape { escapes.append(escape) }
            var line = LineInfo(content: markers.content, isBlank: markers.content == end, pipes: 0, delimiterColumns: 0)
            // Searched within the line only: a search to the end of the text from every line
            // would be quadratic.
            let content = UnsafeBufferPointer(rebasing: bytes[markers.content..<end])
            var index = 0
            while let pipe = ByteScan.firstIndex(of: UInt8(ascii: "|"), in: content, from: index) {
                line.pipes += 1
                index = pipe + 1
            }
            line.delimiterColumns = delimiterColumns(bytes, from: markers.content, to: end)
            hasDelimiterRow = hasDelimiterRow || line.delimiterColumns > 0
            lines.append(line)
            start = end + 1
        }
        guard hasDelimiterRow else { return escapes }
        escapes += tableEscapes(lines)
        return escapes.sorted()
    }

    /// Where a line's content starts after its container markers, and where a backslash turns
    /// the first marker beyond ``maximumMarkersPerLine`` into text.
    private static func scanMarkers(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (content: Int, escape: Int?) {
        func isSpace(_ index: Int) -> Bool { index == end || bytes[index] == 0x20 || bytes[index] == 0x09 }
        var index = start
        var depth = 0
        while true {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < end else { return (end, nil) }
            let byte = bytes[index]
            var marker = index
            var next = index + 1
            if byte == UInt8(ascii: ">") {
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+"), isSpace(next) {
            } else if (0x30...0x39).contains(byte) {
                var digit = index
                while digit < end, digit - index < 9, (0x30...0x39).contains(bytes[digit]) { digit += 1 }
                guard digit < end, bytes[digit] == UInt8(ascii: ".") || bytes[digit] == UInt8(ascii: ")"),
                    isSpace(digit + 1)
                else { return (index, nil) }
                marker = digit
                next = digit + 1
            } else {
                return (index, nil)
            }
            depth += 1
            if depth > maximumMarkersPerLine { return (index, marker) }
            index = next
        }
    }

    /// The columns of the delimiter row in `bytes[start..<end]`: only `|`, `:`, `-` and blanks,
    /// with a `-` in every column; 0 when it is not one.
    private static func delimiterColumns(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, bytes[start] == UInt8(ascii: "|") || bytes[start] == UInt8(ascii: "-")
            || bytes[start] == UInt8(ascii: ":")
        else { return 0 }
        var columns = 0
        var dashInCell = false
        for index in start..<end {
            switch bytes[index] {
            case UInt8(ascii: "-"):
                if !dashInCell { columns += 1 }
                dashInCell = true
            case UInt8(ascii: "|"):
                dashInCell = false
            case UInt8(ascii: ":"), 0x20, 0x09:
                continue
            default:
                return 0
            }
        }
        return columns
    }

    /// The delimiter rows to escape: those of tables with too many cells in all or in one row.
    /// A table's rows are counted up to the next blank line, which is at least as many as cmark
    /// takes.
    private static func tableEscapes(_ lines: [LineInfo]) -> [Int] {
        // For each line, over it and the lines after it up to a blank one: how many there are,
        // their cells (pipes + 1) and their widest row. Built from the end, so linear.
        var rowsAfter = [Int](repeating: 0, count: lines.count + 1)
        var cellsAfter = [Int](repeating: 0, count: lines.count + 1)
        var widestAfter = [Int](repeating: 0, count: lines.count + 1)
        for index in lines.indices.reversed() where !lines[index].isBlank {
            rowsAfter[index] = rowsAfter[index + 1] + 1
            cellsAfter[index] = cellsAfter[index + 1] + lines[index].pipes + 1
            widestAfter[index] = max(widestAfter[index + 1], lines[index].pipes + 1)
        }
        var escapes: [Int] = []
        for index in lines.indices.dropFirst() where lines[index].delimiterColumns > 0 && !lines[index - 1].isBlank {
            let columns = lines[index].delimiterColumns
            let header = lines[index - 1].pipes + 1
            let rows = rowsAfter[index + 1]
            let cells = columns * (rows + 1) + header + cellsAfter[index + 1]
            let widest = max(columns, header, widestAfter[index + 1])
            if cells > maximumTableCells || widest > maximumTableColumns { escapes.append(lines[index].content) }
        }
        return escapes
    }
}
