import TerminalText

/// A find on a document (`/` on an article or its comments): the query, every place it occurs
/// in the laid-out lines, and which of them `n` and `N` are on. Lines are matched as the user
/// sees them, without styles, folded as every search is (``SearchText``), so `swift` finds
/// `Ｓｗｉｆｔ`; a match never spans two lines.
package struct PageFind: Hashable, Sendable {
    package let query: String
    /// In reading order: by line, then by column.
    package private(set) var matches: [PageMatch]
    /// The index in ``matches`` of the match `n` and `N` are on.
    package private(set) var current: Int

    /// Finds `query` in `lines`; the current match is the first one at or below line `top` (the
    /// top of the screen), else the first of all, as `less` starts from the screen it shows.
    package init(query: String, lines: [StyledLine], from top: Int) {
        self.query = query
        let term = Array(SearchText.fold(query).unicodeScalars)
        var matches: [PageMatch] = []
        for (number, line) in lines.enumerated() {
            matches += Self.matches(of: term, in: line, number: number)
        }
        self.matches = matches
        current = matches.firstIndex { $0.line >= top } ?? 0
    }

    package var currentMatch: PageMatch? {
        matches.indices.contains(current) ? matches[current] : nil
    }

    /// `3/17`: the current match and how many there are.
    package var position: String { "\(current + 1)/\(matches.count)" }

    /// Moves to the next match (`forward`) or the previous one, going round at either end;
    /// true when it went round.
    package mutating func step(forward: Bool) -> Bool {
        guard !matches.isEmpty else { return false }
        let next = current + (forward ? 1 : -1)
        current = (next + matches.count) % matches.count
        return next != current
    }

    /// The columns matched on line `number`, and whether each is the current match.
    package func highlights(onLine number: Int) -> [(columns: Range<Int>, isCurrent: Bool)] {
        var low = 0
        var high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle].line < number { low = middle + 1 } else { high = middle }
        }
        return matches[low...].prefix { $0.line == number }.enumerated().map { offset, match in
            (match.columns, low + offset == current)
        }
    }

    /// Where `term` occurs in `line`, in display columns.
    private static func matches(of term: [Unicode.Scalar], in line: StyledLine, number: Int) -> [PageMatch] {
        let folded = FoldedText(line.plainText)
        let found = folded.occurrences(of: term)
        guard !found.isEmpty else { return [] }
        var columns = [0]
        columns.reserveCapacity(folded.characters.count + 1)
        for character in folded.characters { columns.append(columns[columns.count - 1] + DisplayWidth.of(character)) }
        return found.map { PageMatch(line: number, columns: columns[$0.lowerBound]..<columns[$0.upperBound]) }
    }
}
