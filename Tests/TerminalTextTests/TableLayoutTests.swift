import Testing
import TerminalText

@Suite struct TableLayoutTests {
    static let columns = [
        TableColumn("DATE", preferredWidth: 10, dropPriority: 4),
        TableColumn("LIKES", alignment: .right, preferredWidth: 5, dropPriority: 3),
        TableColumn("TITLE", preferredWidth: 36, minimumWidth: 10, isFlexible: true),
        TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 10, dropPriority: 5),
        TableColumn("TAGS", preferredWidth: 28, minimumWidth: 10, dropPriority: 1),
    ]

    @Test(arguments: [
        (150, [10, 5, 83, 16, 28]),  // room for everything: the title takes the rest
        (100, [10, 5, 36, 16, 25]),  // tags shrink first
        (85, [10, 5, 36, 16, 10]),
        (80, [10, 5, 36, 11, 10]),  // then the author
        (70, [10, 5, 39, 10, 0]),  // tags dropped, the title gains what is left
        (40, [0, 0, 28, 10, 0]),  // narrow: the title and its author
        (8, [0, 0, 10, 0, 0]),  // narrower than the title's minimum: rows are cut later
    ])
    func plansWidths(_ width: Int, _ expected: [Int]) {
        let layout = TableLayout(columns: Self.columns, totalWidth: width)
        let widths = layout.widths.map { $0 ?? 0 }
        #expect(widths == expected, "at \(width) columns")
        if width >= 40 {
            #expect(layout.widths.compactMap { $0 }.reduce(0, +) + (layout.widths.compactMap { $0 }.count - 1) * 2 == width)
        }
    }

    @Test func rowsAlignWideAndNarrowText() {
        let layout = TableLayout(columns: Self.columns, totalWidth: 100)
        let japanese = layout.row([Span("2024-01-02"), Span("12"), Span("日本語のタイトル"), Span("@alice"), Span("Swift")])
        let english = layout.row([Span("2024-01-02"), Span("3"), Span("English title"), Span("@bob"), Span("Go")])
        let authorColumn = 10 + 2 + 5 + 2 + 36 + 2
        #expect(DisplayWidth.of(japanese.plainText.prefix { $0 != "@" }) == authorColumn)
        #expect(DisplayWidth.of(english.plainText.prefix { $0 != "@" }) == authorColumn)
    }
}
