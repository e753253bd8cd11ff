import TerminalText

/// Rewrites the source before cmark sees it: line ends, and the two Qiita block constructs
/// that CommonMark does not know.
///
/// - CRLF and lone CR line ends become LF, so no carriage return reaches the tree (and the
///   sanitizer's fast path holds for every literal).
/// - `:::note kind` … `:::` lines become HTML comment blocks carrying a private marker; the
///   parser then groups the blocks between an opening and a closing marker into a note. Markers
///   are used instead of parsing the note's inside separately so that footnotes and link
///   reference definitions keep working across the whole article.
/// - `$$` … `$$` display math becomes a ```` ```math ```` fence, so cmark keeps its text as is
///   (no emphasis or escapes inside TeX).
///
/// Lines inside fenced code are left alone. Unclosed display math is left as text. Notes nest at
/// most ``maximumNoteDepth`` deep: a `:::note` deeper than that, and the `:::` that closes it,
/// stay text, so that notes cannot nest without bound (each level frames every line inside it).
/// The work is done on UTF-8 bytes: this runs over every article before anything else.
enum QiitaSourcePreprocessor {
    /// The deepest notes nest; real articles nest two or three at most.
    static let maximumNoteDepth = 8

    /// The marker text inside the comment that opens a note (followed by the kind).
    static let noteOpenMarker = "\u{E000}qiita-note:"
    /// The marker text inside the comment that closes a note.
    static let noteCloseMarker = "\u{E000}qiita-note-end"

    /// A line of the source, without its line end: a slice of its UTF-8, whose indices are
    /// byte offsets into the source.
    private typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    static func rewrite(_ source: String) -> String {
        guard mayNeedRewrite(source) else { return source }
        if let rewritten = source.utf8.withContiguousStorageIfAvailable({ rewrite(source, bytes: $0) }) {
            return rewritten
        }
        var contiguous = source
        contiguous.makeContiguousUTF8()
        return contiguous.utf8.withContiguousStorageIfAvailable { rewrite(contiguous, bytes: $0) } ?? source
    }

    /// The rewrite of `source`, whose UTF-8 is `bytes`. Lines that stay as they are are copied
    /// from the source in runs, not one by one.
    private static func rewrite(_ source: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
        var lines = LineReader(bytes: bytes)
        var output = Output(source: source, bytes: bytes)
        var fence: Fence?
        var openNotes = 0
        /// Notes opened beyond the depth limit, left as text: their closing lines stay text too.
        var textNotes = 0
        while let line = lines.read() {
            // Every construct rewritten here, and every fence, starts with one of these.
            let first = line.first { !isBlank($0) }
            guard let first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") || first == UInt8(ascii: ":")
                || first == UInt8(ascii: "$")
            else {
                output.emit(line)
                continue
            }
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                output.emit(line)
            } else if let opening = Fence(opening: line) {
                fence = opening
                output.emit(line)
            } else if let kind = noteKind(opening: line) {
                if openNotes < maximumNoteDepth {
                    output.emit("\n<!--\(noteOpenMarker)\(kind)-->\n")
                    openNotes += 1
                } else {
                    output.emit(line)
                    textNotes += 1
                }
            } else if openNotes > 0, trimmed(line).elementsEqual(":::".utf8) {
                if textNotes > 0 {
                    output.emit(line)
                    textNotes -= 1
                } else {
                    output.emit("\n<!--\(noteCloseMarker)-->\n")
                    openNotes -= 1
                }
            } else if let math = displayMath(line, followedBy: lines) {
                let ticks = String(repeating: "`", count: longestTickRun(in: math.body) + 1)
                output.emit(ticks + "math")
                for mathLine in math.body { output.emit(mathLine) }
                output.emit(ticks)
                lines = math.rest
            } else {
                output.emit(line)
            }
        }
        return output.finish()
    }

    /// The source's lines without their line ends (LF, CRLF or CR), read one at a time: a
    /// source ending in a line end ends with an empty line.
    private struct LineReader {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the next line starts; nil once the last line was read.
        var next: Int? = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func read() -> Line? {
            guard let start = next else { return nil }
            guard let end = ByteScan.firstIndex(of: 0x0A, 0x0D, in: bytes, from: start) else {
                next = nil
                return bytes[start..<bytes.count]
            }
            var after = end + 1
            if bytes[end] == 0x0D, after < bytes.count, bytes[after] == 0x0A { after += 1 }
            next = after
            return bytes[start..<end]
        }
    }

    /// The rewritten text: every emitted line followed by a newline, the last one's dropped.
    private struct Output {
        let source: String
        let bytes: UnsafeBufferPointer<UInt8>
        var text = ""
        /// Source bytes (lines and the LFs after them) emitted but not yet copied into `text`.
        var pending = 0..<0

        init(source: String, bytes: UnsafeBufferPointer<UInt8>) {
            self.source = source
            self.bytes = bytes
            text.reserveCapacity(bytes.count + 64)
        }

        /// A line of the source: when an LF follows it there, the line and its LF join the
        /// run of source bytes still to copy.
        mutating func emit(_ line: Line) {
            let range = line.startIndex..<line.endIndex
            if range.lowerBound != pending.upperBound {
                copyPending()
                pending = range.lowerBound..<range.lowerBound
            }
            if range.upperBound < bytes.count && bytes[range.upperBound] == 0x0A {
                pending = pending.lowerBound..<(range.upperBound + 1)
            } else {
                pending = pending.lowerBound..<range.upperBound
                copyPending()
                text += "\n"
            }
        }

        /// A line of new text.
        mutating func emit(_ line: String) {
            copyPending()
            text += line
            text += "\n"
        }

        mutating func finish() -> String {
            copyPending()
            if !text.isEmpty { text.removeLast() }
            return text
        }

        private mutating func copyPending() {
            guard !pending.isEmpty else { return }
            let utf8 = source.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: pending.lowerBound)
            let to = utf8.index(utf8.startIndex, offsetBy: pending.upperBound)
            text += source[from..<to]
            pending = pending.upperBound..<pending.upperBound
        }
    }

    /// A quick byte scan: nothing to do unless the text holds a CR, `:::` or `$$` somewhere.
    private static func mayNeedRewrite(_ source: String) -> Bool {
        let found = source.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let colon = UInt8(ascii: ":")
            let dollar = UInt8(ascii: "$")
            var index = 0
            while let mark = ByteScan.firstIndex(of: 0x0D, colon, dollar, in: bytes, from: index) {
                let byte = bytes[mark]
                if byte == 0x0D { return true }
                if byte == colon, mark >= 2, bytes[mark - 1] == colon, bytes[mark - 2] == colon { return true }
                if byte == dollar, mark >= 1, bytes[mark - 1] == dollar { return true }
                index = mark + 1
            }
            return false
        }
        return found ?? true
    }

    /// `:::note`, `:::note info`, `:::note warn` … at the start of a line: the kind's name.
    private static func noteKind(opening line: Line) -> String? {
        let prefix = ":::note".utf8
        guard line.starts(with: prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        if let first = rest.first, !isBlank(first) { return nil }
        let words = rest.split(whereSeparator: isBlank)
        guard words.count <= 1 else { return nil }
        let word = words.first.map { String(decoding: $0, as: UTF8.self) } ?? "info"
        return NoteKind(word: word).rawValue
    }

    /// Display math starting at `line`: `$$` alone on a line up to the next such line, or
    /// `$$…$$` filling one line; its TeX lines and the lines after it. Nil when the line starts
    /// none, or the block is never closed.
    private static func displayMath(_ line: Line, followedBy lines: LineReader) -> (body: [Line], rest: LineReader)? {
        guard leadingSpaces(line) <= 3 else { return nil }
        let body = trimmed(line)
        let dollars = "$$".utf8
        guard body.starts(with: dollars) else { return nil }
        if body.count == 2 {
            var ahead = lines
            var tex: [Line] = []
            while let next = ahead.read() {
                if trimmed(next).elementsEqual(dollars) { return (tex, ahead) }
                tex.append(next)
            }
            return nil
        }
        if body.count > 4, body.reversed().starts(with: dollars) {
            let inner = body.dropFirst(2).dropLast(2)
            guard !inner.contains(UInt8(ascii: "$")) else { return nil }
            return ([inner], lines)
        }
        return nil
    }

    /// The longest run of backticks at the start of a line of `body` (at least 2), so that a
    /// fence of one more backtick holds it.
    private static func longestTickRun(in body: [Line]) -> Int {
        var longest = 2
        for line in body {
            let run = line.dropFirst(leadingSpaces(line)).prefix(while: { $0 == UInt8(ascii: "`") }).count
            longest = max(longest, run)
        }
        return longest
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private static func leadingSpaces(_ line: Line) -> Int {
        line.prefix(while: { $0 == 0x20 }).count
    }

    private static func trimmed(_ line: Line) -> Line {
        var slice = line
        while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
        return slice
    }

    /// An open fenced code block, to know when it ends.
    private struct Fence {
        var character: UInt8
        var length: Int

        /// The fence a line opens: up to three spaces, then three or more backticks or tildes.
        init?(opening line: Line) {
            let indent = QiitaSourcePreprocessor.leadingSpaces(line)
            let body = line.dropFirst(indent)
            guard indent <= 3, let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else {
                return nil
            }
            let run = body.prefix(while: { $0 == first }).count
            guard run >= 3 else { return nil }
            if first == UInt8(ascii: "`"), body.dropFirst(run).contains(first) { return nil }
            character = first
            length = run
        }

        func isClosed(by line: Line) -> Bool {
            let indent = QiitaSourcePreprocessor.leadingSpaces(line)
            guard indent <= 3 else { return false }
            let body = line.dropFirst(indent)
            let run = body.prefix(while: { $0 == character }).count
            return run >= length && body.dropFirst(run).allSatisfy(QiitaSourcePreprocessor.isBlank)
        }
    }
}
