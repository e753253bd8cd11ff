import Testing
import TerminalText
@testable import QiitaMarkdown

@Suite struct CodeBlockLayoutTests {
    @Test func titleBarShowsTheNumberAndTheFileNameElseTheLanguage() {
        #expect(RenderedText.lines("```ruby:app.rb\nx\n```", width: 20).first == "┌─ #1 app.rb ───────")
        #expect(RenderedText.lines("```swift\nx\n```", width: 20).first == "┌─ #1 swift ────────")
        #expect(RenderedText.lines("```\nx\n```", width: 20).first == "┌─ #1 ──────────────")
    }

    @Test func aLongTitleIsCutSoThatTheNumberStays() {
        let lines = RenderedText.lines("```ruby:" + String(repeating: "a", count: 30) + ".rb\nx\n```", width: 16)
        #expect(lines.first == "┌─ #1 aaaaaaa… ─", "\(lines)")
    }

    @Test func codeIsNeverReflowed() {
        let lines = RenderedText.lines("```\na b\nc  d\n\n```", width: 40)
        #expect(lines == ["┌─ #1 " + String(repeating: "─", count: 34), "│ a b", "│ c  d", "│", "└" + String(repeating: "─", count: 39)])
    }

    @Test func thePlainStyleHasNoGutterSoThatAMouseSelectionCopiesTheCode() {
        let options = RenderOptions(width: 20, colors: false, includesLinkList: false, codeStyle: .plain)
        let lines = ArticleRenderer(header: nil, body: "```swift\nlet a = 1\n\n\tb()\n```").render(options).lines.map(\.plainText)
        #expect(lines == ["┌─ #1 swift ────────", "let a = 1", "", "    b()", "└───────────────────"])
    }

    @Test func thePlainStyleContinuesLongLinesWithoutMarks() {
        let options = RenderOptions(width: 12, colors: false, includesLinkList: false, codeStyle: .plain)
        let code = String(repeating: "x", count: 25)
        let lines = ArticleRenderer(header: nil, body: "```\n\(code)\n```").render(options).lines.map(\.plainText)
        #expect(Array(lines[1...3]) == ["xxxxxxxxxxxx", "xxxxxxxxxxxx", "x"])
    }

    @Test(arguments: [
        ("\tx", "│     x"),
        ("ab\tx", "│ ab  x"),
        ("abcd\tx", "│ abcd    x"),
        ("日本\tx", "│ 日本    x"),
    ])
    func tabsExpandToStopsOfFour(_ code: String, _ expected: String) {
        #expect(RenderedText.lines("```\n\(code)\n```", width: 40)[1] == expected)
    }

    @Test func longLinesWrapWithAContinuationMark() {
        let lines = RenderedText.lines("```\n" + String(repeating: "x", count: 25) + "\n```", width: 12)
        #expect(Array(lines[1...3]) == ["│ xxxxxxxxxx", "↪ xxxxxxxxxx", "↪ xxxxx"])
    }

    /// Lines are first bounded by their bytes (two columns at most for three or four bytes);
    /// one over the bound is measured before it is cut, so nothing that fits is wrapped.
    @Test(arguments: [
        (String(repeating: "─", count: 20), 22, 1),
        (String(repeating: "あ", count: 10), 22, 1),
        (String(repeating: "あ", count: 11), 22, 2),
        (String(repeating: "👍", count: 10), 22, 1),
        ("a" + String(repeating: "→", count: 19), 22, 1),
        ("a" + String(repeating: "→", count: 20), 22, 2),
    ])
    func linesOverTheirByteBoundAreMeasuredBeforeTheyAreCut(_ code: String, _ width: Int, _ rows: Int) {
        let lines = RenderedText.lines("```\n\(code)\n```", width: width)
        #expect(lines.count == rows + 2, "\(lines)")
        #expect(lines[1...rows].map { $0.dropFirst(2) }.joined() == code)
    }

    @Test func wideCharactersAreNotSplitAcrossTheEdge() {
        let lines = RenderedText.lines("```\nあいうえおか\n```", width: 11)
        #expect(Array(lines[1...2]) == ["│ あいうえ", "↪ おか"])
    }

    @Test func diffLinesAreColouredAsAddedRemovedAndMeta() {
        let options = RenderOptions(width: 40)
        let rendered = ArticleRenderer(header: nil, body: "```diff\n@@ -1 +1 @@\n-old\n+new\n same\n```").render(options)
        let styles = rendered.lines[1...4].map { $0.spans.last?.style }
        let theme = Theme.standard
        #expect(styles == [theme.tokens[.meta], theme.tokens[.deleted], theme.tokens[.inserted], .plain])
    }

    @Test func displayMathIsFramedUnderMath() {
        let lines = RenderedText.lines("$$\nx^2\n$$", width: 20)
        #expect(lines == ["┌─ math ────────────", "│ x²", "└───────────────────"])
    }
}
