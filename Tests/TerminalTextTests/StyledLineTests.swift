import Testing
import TerminalText

@Suite struct StyledLineTests {
    /// A fold's label is found by the anchor on its span: cutting the line must keep it.
    @Test func truncatingKeepsASpansAnchor() {
        var line = StyledLine()
        line.append(Span("▶ a long summary of a fold", style: .bold, anchor: 7))
        let cut = line.truncated(to: 10)
        #expect(cut.width == 10)
        #expect(cut.spans.first?.anchor == 7)
    }
}
