import TerminalText
import Testing

@testable import QiitaMarkdown

/// GitHub's shortcodes, as Qiita converts them, from the generated table.
@Suite struct EmojiShortcodesTests {
    @Test func githubsNamesBecomeEmojiAndOthersStay() {
        #expect(EmojiShortcodes.replacing(in: "ありがとうございます :bow: :rotating_light: :+1:") == "ありがとうございます 🙇 🚨 👍")
        #expect(EmojiShortcodes.replacing(in: ":qiitan: at 12:30:00") == ":qiitan: at 12:30:00", "not in the table: as typed")
    }

    /// Every name of the generated table is found (the lookup relies on its lines being sorted),
    /// and names around them are not.
    @Test func everyNameInTheTableIsFound() {
        let lines = EmojiTable.lines.split(separator: "\n")
        #expect(lines.count > 1500)
        for line in lines {
            let parts = line.split(separator: "\t", maxSplits: 1)
            #expect(EmojiShortcodes.emoji(named: String(parts[0])) == String(parts[1]), "\(parts[0])")
        }
        #expect(EmojiShortcodes.emoji(named: "bo") == nil)
        #expect(EmojiShortcodes.emoji(named: "zzzzzz") == nil)
        #expect(EmojiShortcodes.emoji(named: "") == nil)
    }

    /// A character shown as text by default carries VS16, so that it takes two columns everywhere.
    @Test func textPresentationCharactersAskForTheirEmojiForm() {
        let check = EmojiShortcodes.replacing(in: ":heavy_check_mark:")
        #expect(check == "✔\u{FE0F}")
        #expect(DisplayWidth.of(check) == 2)
    }

    @Test func articlesConvertThemToo() {
        let rendered = ArticleRenderer(header: nil, body: "完了 :tada: :rotating_light:").render(RenderOptions(width: 40, colors: false))
        #expect(rendered.lines.map(\.plainText).joined().contains("完了 🎉 🚨"))
    }
}
