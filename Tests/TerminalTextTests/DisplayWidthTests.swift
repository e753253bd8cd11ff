import Testing
import TerminalText

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("日本語", 6), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("e\u{301}", 1), ("한국어", 6),
        ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("1️⃣", 2), ("❤️", 2), ("☺︎", 1),
        ("a\u{200B}b", 2), ("", 0), ("tab\there", 7),
    ])
    func widthOf(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func everyEmojiSequenceIsOneGraphemeOfWidthTwo() {
        for sequence in ["👩🏻‍💻", "🏳️‍🌈", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🧑‍🤝‍🧑"] {
            #expect(sequence.count == 1, "\(sequence) is one grapheme")
            #expect(DisplayWidth.of(sequence) == 2, "\(sequence)")
        }
    }

    @Test func truncateCountsColumnsAndNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncate("日本語のタイトル", to: 7) == "日本語…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("日本語のタイトル", to: 7)) == 7)
        #expect(DisplayWidth.truncate("日本語", to: 6) == "日本語")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.truncate("日本", to: 2) == "…")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func padAlignsByColumns() {
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
        #expect(DisplayWidth.pad("42", to: 5, alignment: .right) == "   42")
    }
}
