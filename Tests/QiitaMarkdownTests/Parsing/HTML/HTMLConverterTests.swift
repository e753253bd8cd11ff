import Testing
@testable import QiitaMarkdown

/// Raw HTML in articles, parsed with libxml2 together with the Markdown around it.
@Suite struct HTMLConverterTests {
    private func parse(_ markdown: String) -> (blocks: [MarkdownBlock], links: [LinkReference]) {
        var links = LinkRegistry()
        let document = MarkdownDocument(parsing: markdown, links: &links)
        return (document.blocks, links.references)
    }

    @Test func detailsFoldTheMarkdownBetweenTheirTags() {
        let parsed = parse("<details><summary>答え</summary>\n\n**太字** の本文\n\n```ruby\nputs 1\n```\n\n</details>\n\nafter")
        guard case .details(let details) = parsed.blocks.first else {
            Issue.record("no fold in \(parsed.blocks)")
            return
        }
        #expect(details.summary == [.text("答え")])
        #expect(details.blocks.count == 2)
        #expect(details.blocks.first == .paragraph([.strong([.text("太字")]), .text(" の本文")]))
        if case .code(let code) = details.blocks.last { #expect(code.info.language == "ruby") } else { Issue.record("no code") }
        #expect(parsed.blocks.last == .paragraph([.text("after")]))
    }

    @Test func nestedFoldsHaveTheirOwnIDs() {
        let parsed = parse(
            "<details><summary>a</summary>\n\n<details><summary>b</summary>\n\nx\n\n</details>\n\n</details>\n\n<details><summary>c</summary>y</details>"
        )
        var ids: [Int] = []
        func collect(_ blocks: [MarkdownBlock]) {
            for case .details(let details) in blocks {
                ids.append(details.id)
                collect(details.blocks)
            }
        }
        collect(parsed.blocks)
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3)
    }

    @Test func inlineTagsBecomeWhatTheyMean() {
        let parsed = parse(
            "<kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, <ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>, <b>b</b> <span>s</span>")
        #expect(
            parsed.blocks == [
                .paragraph([
                    .keyboard([.text("Ctrl")]), .text("+"), .keyboard([.text("C")]), .text(", H"), .subscript([.text("2")]),
                    .text("O, 漢字《かんじ》, "), .strong([.text("b")]), .text(" s"),
                ])
            ])
    }

    @Test func imagesAndLinksGoToTheReferenceListInReadingOrder() {
        let parsed = parse(
            "<p><a href=\"https://a.example/\">a</a></p>\n\n[b](https://b.example/) <img src=\"https://c.example/c.png\" alt=\"C\">")
        #expect(parsed.links.map(\.url) == ["https://a.example/", "https://b.example/", "https://c.example/c.png"])
        #expect(parsed.links.map(\.kind) == [.link, .link, .image])
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)",
        "&#106;avascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<b>x</b>",
    ])
    func unsafeTargetsAreNeverLinks(_ target: String) {
        let markdown = "<a href=\"\(target)\" onclick=\"x()\">html</a> [md](\(target)) ![img](\(target)) <img src=\"\(target)\" alt=\"i\">"
        let parsed = parse(markdown)
        #expect(parsed.links.isEmpty, "\(parsed.links)")
        let text = RenderedText.text(markdown, width: 80, linkList: true)
        #expect(text.contains("html") && text.contains("md"))
        #expect(!text.lowercased().contains("script:") && !text.contains("data:"))
    }

    @Test func scriptsAndStylesAreNeverShown() {
        let text = RenderedText.text(
            "<script>alert('a')</script>\n\nbefore <script>alert('b')</script> after <style>p{}</style>\n\n<style>\nbody { color: red }\n</style>",
            width: 80)
        #expect(!text.contains("alert") && !text.contains("color") && !text.contains("p{}"))
        #expect(text.contains("before") && text.contains("after"))
    }

    /// Markdown blocks written straight inside `<ul>` (no `<li>`) are one item each, as a
    /// browser shows them, however many stand between the two tags.
    @Test func eachMarkdownBlockInsideAListWithoutItemsIsAnItem() {
        let parsed = parse("<ul>\n\nfirst\n\n## second\n\nthird\n\n</ul>")
        guard case .list(let list) = parsed.blocks.first else {
            Issue.record("no list in \(parsed.blocks)")
            return
        }
        #expect(list.items.map(\.blocks.count) == [1, 1, 1])
        #expect(list.items.first?.blocks == [.paragraph([.text("first")])])
    }

    @Test func markdownCaughtInsideAnUnclosedTableIsKept() {
        let text = RenderedText.text("<table><tr><td>cell\n\nkept paragraph\n\n# kept heading", width: 80)
        #expect(text.contains("cell") && text.contains("kept paragraph") && text.contains("kept heading"))
    }

    @Test func embedsBecomeCards() {
        let parsed = parse(
            "<iframe src=\"//www.youtube.com/embed/abc\" title=\"A talk\"></iframe>\n\n"
                + "<blockquote class=\"twitter-tweet\"><p>Hello</p>&mdash; Alice (@alice) <a href=\"https://twitter.com/alice/status/1\">May 1</a></blockquote>"
        )
        #expect(
            parsed.blocks == [
                .embed(Embed(provider: "YouTube", url: "https://www.youtube.com/embed/abc", number: 1, title: "A talk")),
                .embed(
                    Embed(
                        provider: "X (Twitter)", url: "https://twitter.com/alice/status/1", number: 2, title: "Hello",
                        author: "Alice (@alice)")),
            ])
        #expect(parsed.links.map(\.kind) == [.embed, .embed])
    }

    @Test func anIframeInTextIsACardAfterItsParagraph() {
        let parsed = parse("see <iframe src=\"https://codepen.io/a/embed/x\"></iframe> here")
        #expect(parsed.blocks.count == 2)
        #expect(parsed.blocks.first == .paragraph([.text("see here")]))
        if case .embed(let embed) = parsed.blocks.last { #expect(embed.provider == "CodePen") } else { Issue.record("no card") }
    }

    @Test func htmlTablesAreTables() {
        let parsed = parse("<table><tr><th>名前</th><th align=\"right\">値</th></tr><tr><td>a</td><td>1</td></tr></table>")
        guard case .table(let table) = parsed.blocks.first else {
            Issue.record("no table in \(parsed.blocks)")
            return
        }
        #expect(table.header == [[.text("名前")], [.text("値")]])
        #expect(table.alignments == [.none, .right])
        #expect(table.rows == [[[.text("a")], [.text("1")]]])
    }

    @Test func unknownTagsKeepTheirText() {
        #expect(parse("<my-widget>kept <b>text</b></my-widget>").blocks == [.paragraph([.text("kept "), .strong([.text("text")])])])
    }
}
