import Testing
import TerminalText
@testable import QiitaMarkdown

@Suite struct RenderOptionsTests {
    static let sample = """
        # 見出し
        Text with a [link](https://example.com/) and `code` and 日本語の文章。

        > quote

        - [x] task

        | a | b |
        |---|---|
        | 1 | 2 |

        ```swift:main.swift
        print("hello, world")
        ```

        :::note warn
        note
        :::
        """

    @Test(arguments: [1, 2, 3, 5, 9, 10, 11])
    func tinyWidthsNeverProduceWiderLines(_ width: Int) {
        let rendered = ArticleRenderer(header: nil, body: Self.sample).render(RenderOptions(width: width))
        #expect(!rendered.lines.isEmpty)
        for line in rendered.lines { #expect(line.width <= width, "\(line.plainText)") }
    }

    @Test func zeroAndNegativeWidthsAreTreatedAsOne() {
        for width in [0, -5] {
            let rendered = ArticleRenderer(header: nil, body: "hello").render(RenderOptions(width: width))
            #expect(rendered.lines.allSatisfy { $0.width <= 1 })
        }
    }

    @Test func withoutColourEmphasisKeepsItsMarks() {
        let plain = RenderedText.text("*a* **b** ~~c~~ `d`", width: 40)
        #expect(plain == "_a_ **b** ~~c~~ `d`")
        let coloured = ArticleRenderer(header: nil, body: "*a* **b** ~~c~~ `d`").render(RenderOptions(width: 40, colors: true))
        #expect(coloured.lines.map(\.plainText) == ["a b c d"])
    }

    /// Qiita's dialect: a single tilde is text (ranges such as 10~20件 are everywhere), only
    /// a double one strikes through.
    @Test func aSingleTildeIsNotStrikethrough() {
        #expect(RenderedText.text("10~20件と30~40件", width: 40) == "10~20件と30~40件")
        #expect(RenderedText.text("~one~ and ~~two~~", width: 40) == "~one~ and ~~two~~")
        let coloured = ArticleRenderer(header: nil, body: "~one~ and ~~two~~").render(RenderOptions(width: 40, colors: true))
        #expect(coloured.lines.map(\.plainText) == ["~one~ and two"])
    }

    @Test func theLinkListCanBeLeftOut() {
        let markdown = "[x](https://example.com/)"
        #expect(RenderedText.lines(markdown, width: 40, linkList: false) == ["x[1]"])
        #expect(RenderedText.lines(markdown, width: 40, linkList: true).last == "[1] https://example.com/")
    }

    @Test func linksCarryTheirTargetForHyperlinks() {
        let rendered = ArticleRenderer(header: nil, body: "[x](https://example.com/)").render(RenderOptions(width: 40))
        #expect(rendered.lines[0].spans.first?.style.link == "https://example.com/")
        #expect(rendered.links == [LinkReference(number: 1, url: "https://example.com/", kind: .link)])
        let encoded = rendered.text(using: ANSIEncoder(colors: true, hyperlinks: true))
        #expect(encoded.contains("\u{1B}]8;;https://example.com/\u{1B}\\"))
    }

    @Test func parseOnceLayOutAtManyWidths() {
        let renderer = ArticleRenderer(header: nil, body: Self.sample)
        let narrow = renderer.render(RenderOptions(width: 30))
        let wide = renderer.render(RenderOptions(width: 100))
        #expect(narrow.links == wide.links)
        #expect(narrow.lines.count >= wide.lines.count)
    }

    @Test func commentsShareTheArticlesLinkNumbers() {
        let renderer = ArticleRenderer(
            header: nil, body: "[a](https://a.example/)",
            comments: [ArticleComment(authorID: "c", date: "2024-01-01", body: "[b](https://b.example/) [a](https://a.example/)")])
        #expect(renderer.links.map(\.url) == ["https://a.example/", "https://b.example/"])
        let text = renderer.render(RenderOptions(width: 60, colors: false)).lines.map(\.plainText)
        #expect(text.contains("  b[2] a[1]"))
    }
}
