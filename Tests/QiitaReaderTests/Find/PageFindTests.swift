import QiitaReader
import Testing
import TerminalText

/// Where a find matches on the lines as shown, and how `n` and `N` go through the matches.
@Suite struct PageFindTests {
    static let lines = [
        StyledLine("Swift の型推論"), StyledLine([Span("強い"), Span("ＳＷＩＦＴ", style: .bold), Span(" と swift")]),
        StyledLine(""), StyledLine("型推論は swift の要"),
    ]

    @Test func matchesAreFoundInEveryLineIgnoringCaseAndWidthForms() {
        let find = PageFind(query: "swift", lines: Self.lines, from: 0)
        #expect(find.matches.map(\.line) == [0, 1, 1, 3])
        #expect(find.position == "1/4")
    }

    /// Columns are display columns: a wide character counts two, whatever its bytes or scalars.
    @Test func columnsCountWideCharactersAsTwo() {
        let find = PageFind(query: "swift", lines: Self.lines, from: 0)
        // 強い is 4 columns; ＳＷＩＦＴ is 5 characters, 10 columns; と two more.
        #expect(find.matches[1].columns == 4..<14)
        #expect(find.matches[2].columns == 18..<23)
        // 型推論は is 8 columns, then a space.
        #expect(find.matches[3].columns == 9..<14)
        let japanese = PageFind(query: "型推論", lines: Self.lines, from: 0)
        #expect(japanese.matches == [PageMatch(line: 0, columns: 8..<14), PageMatch(line: 3, columns: 0..<6)])
    }

    @Test func theFirstMatchIsTheFirstOnOrBelowTheTopOfTheScreen() {
        #expect(PageFind(query: "swift", lines: Self.lines, from: 2).currentMatch == PageMatch(line: 3, columns: 9..<14))
        // Below the last match: the first of all.
        #expect(PageFind(query: "swift", lines: Self.lines, from: 4).position == "1/4")
    }

    @Test func nextAndPreviousGoRoundAtTheEnds() {
        var find = PageFind(query: "swift", lines: Self.lines, from: 0)
        #expect(find.step(forward: true) == false)
        #expect(find.position == "2/4")
        _ = find.step(forward: true)
        _ = find.step(forward: true)
        #expect(find.position == "4/4")
        #expect(find.step(forward: true) == true, "past the last: round to the first")
        #expect(find.position == "1/4")
        #expect(find.step(forward: false) == true, "before the first: round to the last")
        #expect(find.position == "4/4")
    }

    @Test func highlightsAreTheMatchesOfOneLineAndMarkTheCurrentOne() {
        var find = PageFind(query: "swift", lines: Self.lines, from: 0)
        _ = find.step(forward: true)
        let onLine1 = find.highlights(onLine: 1)
        #expect(onLine1.map(\.columns) == [4..<14, 18..<23])
        #expect(onLine1.map(\.isCurrent) == [true, false])
        #expect(find.highlights(onLine: 2).isEmpty)
    }

    @Test func nothingMatchesAnEmptyOrAbsentOrHugeQuery() {
        #expect(PageFind(query: "", lines: Self.lines, from: 0).matches.isEmpty)
        #expect(PageFind(query: "kotlin", lines: Self.lines, from: 0).matches.isEmpty)
        #expect(PageFind(query: String(repeating: "swift ", count: 20_000), lines: Self.lines, from: 0).matches.isEmpty)
    }
}
