import TerminalText

extension StyledLine {
    /// The look of a match of a find: reversed, so it stands out on any colour of text; the
    /// current one also bold and yellow, so that `n` is seen to move.
    static let matchStyle = TextStyle(attributes: .inverse)
    static let currentMatchStyle = TextStyle(foreground: .yellow, attributes: [.inverse, .bold])

    /// The line with the characters in `highlights` (display columns) restyled as matches;
    /// a character is in a match when any of its columns is.
    func highlighting(_ highlights: [(columns: Range<Int>, isCurrent: Bool)]) -> StyledLine {
        guard !highlights.isEmpty else { return self }
        var result = StyledLine()
        var column = 0
        for span in spans {
            for character in span.text {
                let width = DisplayWidth.of(character)
                let cells = column..<(column + max(1, width))
                column += width
                let hit = highlights.first { $0.columns.overlaps(cells) }
                let style = hit.map { span.style.merged(with: $0.isCurrent ? Self.currentMatchStyle : Self.matchStyle) } ?? span.style
                result.append(String(character), style: style)
            }
        }
        return result
    }
}
