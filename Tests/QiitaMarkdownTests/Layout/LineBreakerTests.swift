import Testing
import TerminalText
@testable import QiitaMarkdown
import TestSupport

@Suite struct LineBreakerTests {
    private func wrap(_ text: String, width: Int) -> [String] {
        var breaker = LineBreaker(width: width)
        breaker.append(text, style: .plain)
        return breaker.finish().map(\.plainText)
    }

    @Test func fillsEnglishAtSpacesAndDropsTheSpaceAtTheBreak() {
        #expect(wrap("the quick brown fox jumps", width: 10) == ["the quick", "brown fox", "jumps"])
    }

    @Test func breaksBetweenJapaneseCharacters() {
        #expect(wrap("あいうえおかきくけこ", width: 8) == ["あいうえ", "おかきく", "けこ"])
    }

    @Test(arguments: [
        // No line starts with closing punctuation or small kana: the character before goes along.
        ("あいう。えお", 6, ["あい", "う。え", "お"]),
        ("あいう、えお", 6, ["あい", "う、え", "お"]),
        ("あいう）えお", 6, ["あい", "う）え", "お"]),
        ("あいう」えお", 6, ["あい", "う」え", "お"]),
        ("きゃっかんてき", 6, ["きゃっ", "かんて", "き"]),
        ("あいうーえお", 6, ["あい", "うーえ", "お"]),
        ("あいう…えお", 6, ["あい", "う…え", "お"]),
        ("あいう！？", 6, ["あい", "う！？"]),
        ("これは、English.です", 10, ["これは、", "English.で", "す"]),
        // No line ends with an opening bracket: it moves down with what it opens.
        ("あい「うえ」", 6, ["あい", "「う", "え」"]),
        ("あい（うえ）", 6, ["あい", "（う", "え）"]),
        ("あい『うえ』", 6, ["あい", "『う", "え』"]),
    ])
    func kinsoku(_ text: String, _ width: Int, _ expected: [String]) {
        let lines = wrap(text, width: width)
        #expect(lines == expected)
        for line in lines { #expect(DisplayWidth.of(line) <= width) }
    }

    @Test func neverStartsALineWithClosingPunctuationInLongJapaneseText() {
        let text = String(repeating: "これは「日本語」の文章です。句読点、括弧（かっこ）、小さい「ゃ」や「っ」もあります。", count: 6)
        let forbiddenStarts: Set<Character> = ["。", "、", "）", "」", "』", "】", "ー", "ゃ", "っ", "…", "！", "？"]
        let forbiddenEnds: Set<Character> = ["「", "『", "（", "【"]
        for width in 6...40 {
            let lines = wrap(text, width: width)
            #expect(lines.joined() == text, "no text lost at width \(width)")
            for line in lines {
                #expect(DisplayWidth.of(line) <= width)
                if let first = line.first { #expect(!forbiddenStarts.contains(first), "\(line) at \(width)") }
                if let last = line.last { #expect(!forbiddenEnds.contains(last), "\(line) at \(width)") }
            }
        }
    }

    @Test func mixesJapaneseAndLatinWithoutSplittingWords() {
        let lines = wrap("SwiftでTerminalを扱うための方法", width: 12)
        #expect(lines == ["Swiftで", "Terminalを扱", "うための方法"])
    }

    @Test func keepsURLsWholeWhenTheyFit() {
        let url = "https://qiita.com/items/0123456789abcdef"
        let lines = wrap("参考: \(url) を見てください", width: 45)
        #expect(lines.contains { $0.contains(url) })
    }

    @Test func cutsAWordOnlyWhenItIsLongerThanTheLine() {
        let url = "https://example.com/" + String(repeating: "a", count: 30)
        let lines = wrap("see \(url) now", width: 20)
        #expect(lines == ["see https://example.", "com/" + String(repeating: "a", count: 16), String(repeating: "a", count: 14) + " now"])
        let short = wrap("a long https://example.com/" + String(repeating: "b", count: 20), width: 20)
        #expect(short.first == "a long https://examp", "a long word starts where there is room")
        let tight = wrap("fourteen chars https://example.com/" + String(repeating: "b", count: 20), width: 20)
        #expect(tight.first == "fourteen chars", "but not in the last few columns")
    }

    @Test func measuresEmojiAsTwoColumns() {
        let family = "👨‍👩‍👧‍👦"
        let lines = wrap("\(family)\(family)\(family)\(family)", width: 5)
        #expect(lines == [family + family, family + family])
        let flags = wrap("🇯🇵🇯🇵🇯🇵", width: 4)
        #expect(flags == ["🇯🇵🇯🇵", "🇯🇵"])
    }

    @Test func combiningMarksTakeNoColumn() {
        let text = "e\u{301}e\u{301}e\u{301} abc"
        #expect(wrap(text, width: 3) == ["e\u{301}e\u{301}e\u{301}", "abc"])
    }

    @Test func keepsStylesAcrossABreak() {
        var breaker = LineBreaker(width: 6)
        breaker.append("ab ", style: .plain)
        breaker.append("cd ef", style: .bold)
        let lines = breaker.finish()
        #expect(lines.map(\.plainText) == ["ab cd", "ef"])
        #expect(lines[1].spans == [Span("ef", style: .bold)])
    }

    /// Break opportunities are decided across runs: `。` starting a run stays with the run
    /// before, and `「` ending a run goes down with the next.
    @Test func kinsokuHoldsAcrossRuns() {
        var closing = LineBreaker(width: 10)
        closing.append("あいうえ", style: .plain)
        closing.append("お", style: .bold)
        closing.append("。です", style: .plain)
        #expect(closing.finish().map(\.plainText) == ["あいうえ", "お。です"])
        var opening = LineBreaker(width: 10)
        opening.append("あいうえ「", style: .plain)
        opening.append("強調", style: .bold)
        opening.append("」です", style: .plain)
        #expect(opening.finish().map(\.plainText) == ["あいうえ", "「強調」で", "す"])
    }

    /// As UAX #14 has it, a space is no break before closing punctuation or after an opening
    /// bracket; elsewhere spaces at a break still vanish.
    @Test func aSpaceBeforeClosingPunctuationIsNoBreak() {
        #expect(wrap("言語は Solidity 。次", width: 14) == ["言語は", "Solidity 。次"])
        #expect(wrap("見て「 Swift 」を", width: 12) == ["見て", "「 Swift 」", "を"])
        #expect(wrap("one two 。", width: 8) == ["one", "two 。"])
    }

    @Test func attachedTextNeverStartsALine() {
        var breaker = LineBreaker(width: 14)
        breaker.append("日本語のリンク", style: .plain)
        breaker.appendAttached("[12]", style: .bold)
        #expect(breaker.finish().map(\.plainText) == ["日本語のリン", "ク[12]"])
    }

    /// A unit longer than the line must be cut, but not right before `。`.
    @Test func aCutLongUnitStillKeepsKinsoku() {
        #expect(wrap("`Solidity`。です", width: 10) == ["`Solidity", "`。です"])
    }

    @Test func aHardBreakEndsTheLineAndTwoMakeABlankLine() {
        var breaker = LineBreaker(width: 20)
        breaker.append("one", style: .plain)
        breaker.breakLine()
        breaker.breakLine()
        breaker.append("two", style: .plain)
        #expect(breaker.finish().map(\.plainText) == ["one", "", "two"])
    }

    /// Lines break between clusters, never inside one (a letter and its accent, an emoji
    /// sequence, a flag), and lose no text when there are no spaces to drop.
    @Test func neverSplitsAClusterAndLosesNothing() {
        var generator = SeededGenerator(seed: 53)
        let pieces = [
            "a", "Ab", "日", "本", "。", "「", "e\u{301}", "👍🏽", "👨‍👩‍👧", "🇯🇵", "1️⃣", "─", "ｶﾞ", "か\u{3099}",
            "\u{0915}\u{094D}\u{0937}", "한", "\u{1100}\u{1161}", "©\u{FE0F}", "x\u{200D}", "…", "-",
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...20, using: &generator) {
                text += pieces.randomElement(using: &generator) ?? ""
            }
            let width = Int.random(in: 1...12, using: &generator)
            let lines = wrap(text, width: width)
            #expect(lines.flatMap { Array($0) } == Array(text), "\(text.debugDescription) at \(width): \(lines)")
            for line in lines {
                #expect(DisplayWidth.of(line) <= max(width, 2), "\(line.debugDescription) at \(width)")
            }
        }
    }
}
