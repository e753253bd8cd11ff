import TerminalText
import Testing

@testable import TerminalUI

@Suite struct StyledLineCellsTests {
    static let encoder = ANSIEncoder(colors: true)

    static func texts(_ cells: [Cell]) -> [String] {
        cells.map { $0.isContinuation ? "·" : $0.text }
    }

    @Test(arguments: [
        ("abc", 5, ["a", "b", "c", " ", " "]),
        ("日本", 5, ["日", "·", "本", "·", " "]),
        ("ab日", 3, ["a", "b", " "]),
        ("日本語", 1, [" "]),
        ("👨‍👩‍👧x", 3, ["👨‍👩‍👧", "·", "x"]),
        ("e\u{301}f", 2, ["e\u{301}", "f"]),
        ("a\tb\u{1B}c", 4, ["a", "b", "c", " "]),
        ("\u{301}x", 2, ["x", " "]),
        ("\u{200D}🏽", 3, ["🏽", "·", " "]),
        ("b\u{200B}🏽c", 3, ["b", "c", " "]),
        ("🇺\u{200B}🇺", 4, ["🇺", "·", " ", " "]),
        ("", 2, [" ", " "]),
        ("abc", 0, []),
    ])
    func layout(_ text: String, _ columns: Int, _ expected: [String]) {
        #expect(Self.texts(StyledLine(text).cells(columns: columns, encoder: Self.encoder)) == expected)
    }

    @Test func aGraphemeAcrossSpansTakesTheStyleItStartsIn() {
        let line = StyledLine([Span("👍", style: .bold), Span("🏽!", style: .fg(.red))])
        let cells = line.cells(columns: 4, encoder: Self.encoder)
        #expect(Self.texts(cells) == ["👍🏽", "·", "!", " "])
        #expect(cells[0].style == .bold)
        #expect(cells[1].style == .bold)
        #expect(cells[2].style == .fg(.red))
    }

    @Test func aStraddlingWideCharacterBecomesASpaceInItsStyle() {
        let line = StyledLine([Span("ab", style: .plain), Span("日", style: .inverse)])
        let cells = line.cells(columns: 3, encoder: Self.encoder)
        #expect(cells[2] == Cell(" ", style: .inverse))
    }

    @Test func stylesAreReducedToWhatTheEncoderWrites() {
        let style = TextStyle(foreground: .red, link: "https://qiita.com")
        let line = StyledLine("x", style: style)
        #expect(line.cells(columns: 1, encoder: ANSIEncoder(colors: false))[0].style == .plain)
        #expect(line.cells(columns: 1, encoder: ANSIEncoder(colors: true))[0].style == .fg(.red))
        #expect(line.cells(columns: 1, encoder: ANSIEncoder(colors: true, hyperlinks: true))[0].style == style)
        let unsafe = StyledLine("x", style: TextStyle(link: "file:///etc/passwd"))
        #expect(unsafe.cells(columns: 1, encoder: ANSIEncoder(colors: true, hyperlinks: true))[0].style == .plain)
    }

    @Test func everyRowIsExactlyTheWidthAndNeverHoldsHalfACharacter() {
        var random = RandomFrames(seed: 21)
        for _ in 0..<2_000 {
            let line = random.line()
            let columns = random.int(0...30)
            let cells = line.cells(columns: columns, encoder: Self.encoder)
            #expect(cells.count == columns)
            for (index, cell) in cells.enumerated() {
                if cell.width == 2 { #expect(index + 1 < cells.count && cells[index + 1].isContinuation) }
                if cell.isContinuation { #expect(index > 0 && cells[index - 1].width == 2) }
                #expect(cell.isContinuation || DisplayWidth.of(cell.text) == cell.width)
                #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
    }
}
