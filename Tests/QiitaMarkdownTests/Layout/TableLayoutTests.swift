import Testing
import TerminalText
@testable import QiitaMarkdown

@Suite struct TableLayoutTests {
    @Test func columnsAreMeasuredInDisplayColumnsAndAligned() {
        let lines = RenderedText.lines("| L | C | R |\n|:--|:-:|--:|\n| 日本 | a | 1 |\n| x | bbb | 100 |", width: 40)
        #expect(lines == [
            "┌──────┬─────┬─────┐",
            "│ L    │  C  │   R │",
            "├──────┼─────┼─────┤",
            "│ 日本 │  a  │   1 │",
            "│ x    │ bbb │ 100 │",
            "└──────┴─────┴─────┘",
        ])
    }

    @Test func cellsWrapWhenTheTableIsTooWide() {
        let markdown = "| key | description |\n|---|---|\n| a | one two three four five six seven eight |"
        let lines = RenderedText.lines(markdown, width: 30)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
        #expect(lines.count > 5, "the description wraps")
        #expect(lines.contains { $0.hasPrefix("│ a   │ one two") })
    }

    @Test func tooManyColumnsFallBackToRecords() {
        let markdown = "| a1 | b2 | c3 | d4 | e5 | f6 |\n|---|---|---|---|---|---|\n| 1 | 2 | 3 | 4 | 5 | 6 |"
        let lines = RenderedText.lines(markdown, width: 20)
        #expect(lines == [
            String(repeating: "─", count: 20), "a1: 1", "b2: 2", "c3: 3", "d4: 4", "e5: 5", "f6: 6",
            String(repeating: "─", count: 20),
        ])
    }

    @Test func distributionGivesExtraInProportionToNeed() {
        #expect(TableLayout.distribute(20, floors: [4, 4], wants: [10, 30]) == [6, 14])
        #expect(TableLayout.distribute(10, floors: [4, 6], wants: [4, 20]) == [4, 6])
    }
}
