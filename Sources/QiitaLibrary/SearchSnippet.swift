import TerminalText

/// A short plain-text window of a title or body with the matched parts marked by ranges, so the
/// caller styles them as it likes (bold on a terminal, markers in JSON). Whitespace runs become one
/// space; a window cut from longer text starts or ends with "…".
package struct SearchSnippet: Sendable, Equatable {
    package var text: String
    /// Ranges of `text` that matched a search word, in order, not overlapping.
    package var matches: [Range<String.Index>]

    package init(text: String, matches: [Range<String.Index>]) {
        self.text = text
        self.matches = matches
    }

    /// The matched parts of `text`, in order.
    package var matchedParts: [Substring] { matches.map { text[$0] } }

    /// `text` with each match between `open` and `close`, e.g. for plain or JSON output.
    package func marked(open: String = "[", close: String = "]") -> String {
        var result = ""
        var cursor = text.startIndex
        for range in matches {
            result += text[cursor..<range.lowerBound] + open + text[range] + close
            cursor = range.upperBound
        }
        return result + text[cursor...]
    }

    /// Finds `terms` (already folded) in `source` and cuts a window of about `length` characters
    /// around the first match; `length` nil keeps the whole text (titles). Each character is folded
    /// on its own, so a match maps back to the characters the user wrote. A body is folded only
    /// as far as the window reaches: most matches are near its start.
    init(source: String, terms: [String], length: Int?) {
        let terms = terms.map { Array($0.unicodeScalars) }
        let longest = terms.map(\.count).max() ?? 0
        var folded = FoldedText(prefixOf: source)
        func matches() -> [Range<Int>] { Self.merged(terms.flatMap { folded.occurrences(of: $0) }) }
        guard let length else {
            folded.fold(upTo: .max)
            self = Self.collapsed(folded.characters, from: 0, to: folded.characters.count, matches: matches())
            return
        }
        // A few windows at a time until a word appears, each search starting where a match could
        // begin that the part folded before could not hold.
        var searched = 0
        var sawMatch = false
        while !sawMatch && !folded.isComplete {
            folded.fold(upTo: folded.characters.count + 4 * max(1, length))
            let from = max(0, searched - longest + 1)
            sawMatch = terms.contains { !folded.occurrences(of: $0, fromScalar: from).isEmpty }
            searched = folded.scalarCount
        }
        // A longer word may start before the one seen and end past what is folded.
        folded.fold(upTo: folded.characters.count + longest)
        var found = matches()
        var start = max(0, (found.first?.lowerBound ?? 0) - length / 3)
        // Past the window by a character, to know whether text follows it, and by the longest
        // word, to find a match that the window's end cuts.
        let folds = folded.characters.count
        folded.fold(upTo: start + length + 1 + longest)
        if folded.characters.count > folds { found = matches() }
        let end = min(folded.characters.count, start + length)
        start = max(0, end - length)
        self = Self.collapsed(folded.characters, from: start, to: end, matches: found)
    }

    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The characters in `start..<end` with whitespace runs collapsed, and the matches inside them.
    /// Positions are kept as UTF-8 offsets while the text grows and become indices at the end.
    private static func collapsed(_ characters: [Character], from start: Int, to end: Int, matches: [Range<Int>]) -> Self {
        var text = start > 0 ? "…" : ""
        var offsets: [Range<Int>] = []
        var pending = matches.drop { $0.upperBound <= start }[...]
        var openedAt: Int?
        var lastWasSpace = true
        for index in start..<end {
            if openedAt == nil, let next = pending.first, next.lowerBound <= index {
                openedAt = text.utf8.count
            }
            let character = characters[index]
            if character.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
            if let opened = openedAt, let next = pending.first, index + 1 >= next.upperBound {
                offsets.append(opened..<text.utf8.count)
                openedAt = nil
                pending = pending.dropFirst()
            }
        }
        if let opened = openedAt { offsets.append(opened..<text.utf8.count) }
        if text.last == " " { text.removeLast() }
        let length = text.utf8.count
        if end < characters.count { text += "…" }
        let utf8 = text.utf8
        let ranges = offsets.map { $0.lowerBound..<min($0.upperBound, length) }.filter { !$0.isEmpty }.map {
            utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)
        }
        return SearchSnippet(text: text, matches: ranges)
    }
}
