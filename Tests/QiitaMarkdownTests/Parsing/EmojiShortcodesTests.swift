import QiitaMarkdown
import TerminalText
import Testing

/// GitHub's shortcodes, as Qiita converts them, from the generated table.
@Suite struct EmojiShortcodesTests {
    @Test func githubsNamesBecomeEmojiAndOthersStay() {
        #expect(EmojiShortcodes.replacing(in: "ありがとうございます :bow: :rotating_light: :+1:") == "ありがとうございます 🙇 🚨 👍")
        #expect(EmojiShortcodes.replacing(in: ":qiitan: at 12:30:00") == ":qiitan: at 12:30:00", "not in the table: as typed")
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
