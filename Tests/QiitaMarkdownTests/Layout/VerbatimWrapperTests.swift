import Testing
import TerminalText
@testable import QiitaMarkdown
import TestSupport

/// The wrapper walks clusters decoded in place and cuts printable ASCII by counting; this
/// checks both against the plain algorithm over `Character`s that they replace.
@Suite struct VerbatimWrapperTests {
    /// The reference: measure every `Character`, cut before one that does not fit.
    private static func reference(_ segments: [Span], width: Int) -> [StyledLine] {
        let width = max(1, width)
        if segments.reduce(0, { $0 + $1.width }) <= width { return [StyledLine(segments)] }
        var lines: [StyledLine] = []
        var line = StyledLine()
        var used = 0
        for segment in segments {
            let text = segment.text
            var pieceStart = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                var columns = DisplayWidth.of(text[index])
                let tooWide = columns > width
                if tooWide { columns = 1 }
                if used + columns > width {
                    line.append(String(text[pieceStart..<index]), style: segment.style)
                    lines.append(line)
                    line = StyledLine()
                    pieceStart = index
                    used = 0
                }
                if tooWide {
                    line.append(String(text[pieceStart..<index]), style: segment.style)
                    line.append("…", style: segment.style)
                    pieceStart = next
                }
                used += columns
                index = next
            }
            line.append(String(text[pieceStart...]), style: segment.style)
        }
        if !line.spans.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    @Test func cutsWhereTheCharacterByCharacterAlgorithmCuts() {
        var generator = SeededGenerator(seed: 41)
        let pieces = [
            "abc", "x", " ", "日本語", "ｶﾅ", "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "─", "│", "…", "\u{200B}", "é", "0123456789",
            String(repeating: "y", count: 30),
        ]
        let styles: [TextStyle] = [.plain, .bold, .fg(.green)]
        for _ in 0..<3000 {
            let segments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                var text = ""
                for _ in 0..<Int.random(in: 1...6, using: &generator) {
                    text += pieces.randomElement(using: &generator) ?? ""
                }
                return Span(text, style: styles.randomElement(using: &generator) ?? .plain)
            }
            let width = Int.random(in: 1...14, using: &generator)
            let expected = Self.reference(segments, width: width)
            #expect(VerbatimWrapper.wrap(segments, width: width) == expected, "\(segments) at \(width)")
            let total = segments.reduce(0) { $0 + $1.width }
            #expect(VerbatimWrapper.wrap(segments, width: width, knownWidth: total) == expected)
        }
    }

    @Test func aLineThatFitsComesBackWithItsSpansAsTheyWere() {
        let segments = [Span("ab", style: .bold), Span("cd", style: .bold)]
        #expect(VerbatimWrapper.wrap(segments, width: 10) == [StyledLine(segments)])
    }
}
