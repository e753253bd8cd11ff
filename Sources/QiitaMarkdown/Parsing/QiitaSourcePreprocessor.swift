/// Rewrites the two Qiita block constructs that CommonMark does not know, before cmark sees them.
///
/// - `:::note kind` … `:::` lines become HTML comment blocks carrying a private marker; the
///   parser then groups the blocks between an opening and a closing marker into a note. Markers
///   are used instead of parsing the note's inside separately so that footnotes and link
///   reference definitions keep working across the whole article.
/// - `$$` … `$$` display math becomes a ```` ```math ```` fence, so cmark keeps its text as is
///   (no emphasis or escapes inside TeX).
///
/// Lines inside fenced code are left alone. Unclosed display math is left as text.
enum QiitaSourcePreprocessor {
    /// The marker text inside the comment that opens a note (followed by the kind).
    static let noteOpenMarker = "\u{E000}qiita-note:"
    /// The marker text inside the comment that closes a note.
    static let noteCloseMarker = "\u{E000}qiita-note-end"

    static func rewrite(_ source: String) -> String {
        guard mayNeedRewrite(source) else { return source }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [Substring] = []
        output.reserveCapacity(lines.count + 8)
        var fence: Fence?
        var openNotes = 0
        var changed = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                output.append(line)
                index += 1
                continue
            }
            if let opening = Fence(opening: line) {
                fence = opening
                output.append(line)
                index += 1
                continue
            }
            if let kind = noteKind(opening: line) {
                output.append("")
                output.append(Substring("<!--\(noteOpenMarker)\(kind)-->"))
                output.append("")
                openNotes += 1
                changed = true
                index += 1
                continue
            }
            if openNotes > 0, line.trimmingSpaces() == ":::" {
                output.append("")
                output.append(Substring("<!--\(noteCloseMarker)-->"))
                output.append("")
                openNotes -= 1
                changed = true
                index += 1
                continue
            }
            if let math = displayMath(at: index, in: lines) {
                output.append(contentsOf: math.fenced)
                index = math.next
                changed = true
                continue
            }
            output.append(line)
            index += 1
        }
        return changed ? output.joined(separator: "\n") : source
    }

    /// A quick byte scan: nothing to do unless the text holds `:::` or `$$` somewhere.
    private static func mayNeedRewrite(_ source: String) -> Bool {
        var colons = 0
        var dollars = 0
        for byte in source.utf8 {
            colons = byte == UInt8(ascii: ":") ? colons + 1 : 0
            dollars = byte == UInt8(ascii: "$") ? dollars + 1 : 0
            if colons >= 3 || dollars >= 2 { return true }
        }
        return false
    }

    /// `:::note`, `:::note info`, `:::note warn` … at the start of a line: the kind's name.
    private static func noteKind(opening line: Substring) -> String? {
        guard line.hasPrefix(":::note") else { return nil }
        let rest = line.dropFirst(7)
        if let first = rest.first, first != " " && first != "\t" { return nil }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count <= 1 else { return nil }
        return NoteKind(word: words.first.map(String.init) ?? "info").rawValue
    }

    /// Display math starting at `index`: `$$` alone on a line up to the next such line, or
    /// `$$…$$` filling one line. Nil when the line starts none, or the block is never closed.
    private static func displayMath(at index: Int, in lines: [Substring]) -> (fenced: [Substring], next: Int)? {
        let line = lines[index]
        let leading = line.prefix(while: { $0 == " " })
        guard leading.count <= 3 else { return nil }
        let trimmed = line.trimmingSpaces()
        guard trimmed.hasPrefix("$$") else { return nil }
        if trimmed == "$$" {
            var end = index + 1
            while end < lines.count, lines[end].trimmingSpaces() != "$$" { end += 1 }
            guard end < lines.count else { return nil }
            let body = Array(lines[(index + 1)..<end])
            return (fence(body), end + 1)
        }
        if trimmed.count > 4, trimmed.hasSuffix("$$") {
            let inner = trimmed.dropFirst(2).dropLast(2)
            guard !inner.contains("$") else { return nil }
            return (fence([Substring(inner)]), index + 1)
        }
        return nil
    }

    /// `body` inside a math fence whose backticks outnumber any run at the start of a body line.
    private static func fence(_ body: [Substring]) -> [Substring] {
        var longest = 2
        for line in body {
            let run = line.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count
            longest = max(longest, run)
        }
        let ticks = Substring(String(repeating: "`", count: longest + 1))
        return [ticks + "math"] + body.map { Substring(String($0)) } + [ticks]
    }

    /// An open fenced code block, to know when it ends.
    private struct Fence {
        var character: Character
        var length: Int

        /// The fence a line opens: up to three spaces, then three or more backticks or tildes.
        init?(opening line: Substring) {
            let indent = line.prefix(while: { $0 == " " }).count
            let body = line.dropFirst(indent)
            guard indent <= 3, let first = body.first, first == "`" || first == "~" else { return nil }
            let run = body.prefix(while: { $0 == first }).count
            guard run >= 3 else { return nil }
            if first == "`", body.dropFirst(run).contains("`") { return nil }
            character = first
            length = run
        }

        func isClosed(by line: Substring) -> Bool {
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent <= 3 else { return false }
            let body = line.dropFirst(indent)
            let run = body.prefix(while: { $0 == character }).count
            return run >= length && body.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
        }
    }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Substring {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start {
            let before = index(before: end)
            guard self[before] == " " || self[before] == "\t" else { break }
            end = before
        }
        return self[start..<end]
    }
}
