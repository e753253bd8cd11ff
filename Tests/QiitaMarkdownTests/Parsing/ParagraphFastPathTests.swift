import Testing
@testable import QiitaMarkdown

/// Paragraphs skip the embed and inline-syntax passes when nothing in them can match; the
/// result must be what those passes would have made.
@Suite struct ParagraphFastPathTests {
    private func blocks(_ markdown: String) -> [MarkdownBlock] {
        var links = LinkRegistry()
        return MarkdownDocument(parsing: markdown, links: &links).blocks
    }

    @Test func aParagraphWithLinksButNoEmbedLosesItsTrailingBreakAsBefore() {
        let link = MarkdownInline.link(url: "https://e.example", number: 1, [.text("x")])
        #expect(blocks("see [x](https://e.example)<br>") == [.paragraph([.text("see "), link])])
        #expect(blocks("see x<br>") == [.paragraph([.text("see x"), .lineBreak])])
    }

    @Test func aBareServiceLinkOnItsOwnLineStillBecomesAnEmbed() {
        let url = "https://www.youtube.com/watch?v=abc"
        let parsed = blocks("before\n\(url)\nafter")
        #expect(parsed.count == 3)
        #expect(parsed[1] == .embed(Embed(provider: "YouTube", url: url, number: 1)))
    }

    @Test func textWithoutSyntaxIsKeptAsOneText() {
        #expect(blocks("plain 日本語 text, no marks") == [.paragraph([.text("plain 日本語 text, no marks")])])
        #expect(blocks("hi @qiita :smile:") == [.paragraph([.text("hi "), .mention("qiita"), .text(" 😄")])])
    }
}
