import Testing

/// The scanner the safety tests rely on: it must flag every attack form, and let through only
/// what qiita writes itself, or the safety tests could not fail.
@MainActor @Suite struct TerminalOutputTests {
    @Test(arguments: [
        "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]52;c;eA==\u{1B}\\", "\u{1B}Pq\u{1B}\\",
        "\u{1B}_apc\u{1B}\\", "\u{1B}^pm\u{1B}\\", "\u{1B}Xsos\u{1B}\\", "\u{1B}c", "\u{1B}", "\u{1B}[12", "\u{9B}2J",
        "\u{202E}", "\u{2066}", "\u{0}", "\u{07}", "\u{7F}", "a\rb", "\u{1B}]8;;https://e.example/\u{1B}\\",
    ])
    func everyControlIsAProblemWithoutColour(attack: String) {
        let output = TerminalOutput("text " + attack + " text")
        #expect(!output.problemsWithoutColour.isEmpty)
    }

    @Test(arguments: [
        "\u{1B}]0;title\u{07}", "\u{1B}]52;c;eA==\u{1B}\\", "\u{1B}Pq\u{1B}\\", "\u{1B}_apc\u{1B}\\", "\u{1B}[2J",
        "\u{1B}[5A", "\u{1B}c", "\u{9B}2J", "\u{202E}", "\u{1B}]8;;https://e.example/a b\u{07}x\u{1B}]8;;\u{1B}\\",
    ])
    func onlySGRAndCleanOSC8PassWithColour(attack: String) {
        #expect(!TerminalOutput("text " + attack + " text").problemsWithColour.isEmpty)
    }

    @Test func qiitasOwnStylesAndLinksPass() {
        let output = TerminalOutput(
            "\u{1B}[0;1mTitle\u{1B}[0m\r\n\u{1B}]8;;https://qiita.com/a/items/0123\u{1B}\\link\u{1B}]8;;\u{1B}\\ 日本語\n")
        #expect(output.problemsWithColour.isEmpty)
        #expect(output.hyperlinkTargets == ["https://qiita.com/a/items/0123"])
        #expect(output.plainText == "Title\nlink 日本語\n")
    }

    @Test func rawC1BytesAreInvalidUTF8() {
        #expect(!TerminalOutput([0x41, 0x9B, 0x32, 0x4A]).isValidUTF8)
        #expect(!TerminalOutput([0x41, 0x9B, 0x32, 0x4A]).problemsWithoutColour.isEmpty)
    }

    @Test func columnWidthCountsWideCharactersTwice() {
        #expect(ColumnWidth.of("abc") == 3)
        #expect(ColumnWidth.of("日本語") == 6)
        #expect(ColumnWidth.of("ｱｲ") == 2, "halfwidth katakana")
        #expect(ColumnWidth.of("Ｑｉｉｔａ") == 10, "fullwidth letters")
        #expect(ColumnWidth.of("🚀✨") == 4)
        #expect(ColumnWidth.of("👨‍👩‍👧") == 2, "a ZWJ family is one emoji")
        #expect(ColumnWidth.of("e\u{301}") == 1)
        #expect(ColumnWidth.column(of: "@x", in: "日本 @x") == 5)
        #expect(ColumnWidth.slice("日本語abc", from: 2, to: 7) == "本語a")
    }
}
