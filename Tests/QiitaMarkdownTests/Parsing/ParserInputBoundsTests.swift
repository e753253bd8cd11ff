import Testing
@testable import QiitaMarkdown
import TestSupport

/// What cmark-gfm is handed: cut to whole lines within the bounds, and with the constructs that
/// cost it quadratic time or memory turned into text by one backslash; ordinary text untouched.
@Suite struct ParserInputBoundsTests {
    @Test func ordinaryMarkdownIsHandedOnAsItIs() {
        let source = "# T\n\n> - a\n>   - b\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n1. x\n2. y\n"
        #expect(ParserInputBounds.defused(source) == source)
        #expect(ParserInputBounds.cut(source) == (source, false))
    }

    @Test func markersBeyondTheDepthBecomeText() {
        let depth = ParserInputBounds.maximumMarkersPerLine
        let kept = String(repeating: "> ", count: depth)
        #expect(ParserInputBounds.defused(kept + "> - a") == kept + "\\> - a")
        let bullets = String(repeating: "- ", count: depth)
        #expect(ParserInputBounds.defused(bullets + "- a") == bullets + "\\- a")
        let numbers = String(repeating: "1. ", count: depth)
        #expect(ParserInputBounds.defused(numbers + "12) a") == numbers + "12\\) a")
        #expect(ParserInputBounds.defused(bullets + "-a") == bullets + "-a", "not a marker")
    }

    @Test func tablesTooBigBecomeText() {
        let columns = 400
        let wide = String(repeating: "|x", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n1\n"
        #expect(ParserInputBounds.defused(wide).contains("\n\\|-|-|"), "over the columns per row")
        let rows = ParserInputBounds.maximumTableCells / 10
        let tall = "|a|b|c|d|e|f|g|h|i|j|\n|-|-|-|-|-|-|-|-|-|-|\n" + String(repeating: "1\n", count: rows)
        #expect(ParserInputBounds.defused(tall).contains("\n\\|-|-|"), "over the cells")
        let within = "|a|b|c|d|e|f|g|h|i|j|\n|-|-|-|-|-|-|-|-|-|-|\n" + String(repeating: "1\n", count: rows / 2)
        #expect(ParserInputBounds.defused(within) == within)
        let quoted = "> a|b\n> -|-\n> " + String(repeating: "|", count: 1_000) + "\n"
        #expect(ParserInputBounds.defused(quoted).contains("\n> \\-|-\n"), "found inside a quote")
    }

    @Test func longArticlesAreCutAtALineEnd() {
        let line = String(repeating: "あ", count: 99) + "\n"
        let source = String(repeating: line, count: ParserInputBounds.maximumBytes / line.utf8.count + 10)
        let cut = ParserInputBounds.cut(source)
        #expect(cut.wasCut)
        #expect(cut.text.utf8.count <= ParserInputBounds.maximumBytes)
        #expect(cut.text.hasSuffix(String(repeating: "あ", count: 99)))
        let oneLine = String(repeating: "あ", count: ParserInputBounds.maximumBytes)
        let cutLine = ParserInputBounds.cut(oneLine)
        #expect(cutLine.wasCut && cutLine.text.utf8.count <= ParserInputBounds.maximumBytes)
        #expect(cutLine.text.allSatisfy { $0 == "あ" }, "whole characters")
        let manyLines = String(repeating: "a\n", count: ParserInputBounds.maximumLines + 5)
        #expect(ParserInputBounds.cut(manyLines).text.split(separator: "\n").count == ParserInputBounds.maximumLines)
    }

    @Test func aCutArticleSaysSoFirst() {
        let source = String(repeating: "word ", count: ParserInputBounds.maximumBytes / 5 + 100)
        let lines = RenderedText.lines(source, width: 80)
        #expect(lines.first?.hasPrefix("⚠ Only the start of this article is shown") == true)
    }

    @Test func notesNestAtMostEightDeep() {
        let source = String(repeating: ":::note\n", count: 20) + "text\n" + String(repeating: ":::\n", count: 20)
        let lines = RenderedText.lines(source, width: 80)
        #expect(lines.filter { $0.contains("╭─ Info") }.count == QiitaSourcePreprocessor.maximumNoteDepth)
        #expect(lines.filter { $0.contains(":::note") }.count == 12, "the deeper openings are text")
        #expect(lines.filter { $0.contains(":::") && !$0.contains("note") }.count == 12, "and so are their closings")
    }

    @Test func anArticleOverItsBudgetIsPlainTextAfterANotice() {
        let filler = String(repeating: "filler\n", count: RenderBudget.unbudgetedBytes / 7 + 1)
        let renderer = ArticleRenderer(header: nil, body: "# Title\n\n*a*\tb\n" + filler, budget: RenderBudget(seconds: 0))
        let lines = renderer.render(RenderOptions(width: 80, colors: false)).lines.map(\.plainText)
        #expect(Array(lines.prefix(6)) == ["⚠ " + RenderBudget.notice, "", "# Title", "", "*a* b", "filler"])
    }

    @Test func aSmallArticleNeedsNoBudget() {
        let renderer = ArticleRenderer(header: nil, body: "# Title", budget: RenderBudget(seconds: 0))
        let lines = renderer.render(RenderOptions(width: 80, colors: false)).lines.map(\.plainText)
        #expect(lines.first == "# Title")
    }
}
