import Testing
@testable import QiitaMarkdown

@Suite struct MarkdownParserTests {
    private func parse(_ markdown: String) -> (MarkdownDocument, [LinkReference]) {
        var links = LinkRegistry()
        let document = MarkdownDocument(parsing: markdown, links: &links)
        return (document, links.references)
    }

    private func blocks(_ markdown: String) -> [MarkdownBlock] { parse(markdown).0.blocks }

    @Test(arguments: [("info", NoteKind.info), ("warn", .warn), ("alert", .alert), ("", .info), ("other", .info)])
    func noteBlocks(_ word: String, _ kind: NoteKind) {
        let parsed = blocks(":::note \(word)\nInside **bold**\n\n- item\n:::\nAfter")
        #expect(parsed.count == 2)
        guard case .note(let parsedKind, let children) = parsed.first else {
            Issue.record("no note in \(parsed)")
            return
        }
        #expect(parsedKind == kind)
        #expect(children.count == 2)
        #expect(parsed.last == .paragraph([.text("After")]))
    }

    @Test(arguments: ["\r", "\r\n", "\n"])
    func everyLineEndEndsALine(_ end: String) {
        let parsed = blocks("# Title\(end)body\(end)\(end):::note\(end)inside\(end):::")
        #expect(parsed.count == 3, "\(parsed)")
        #expect(parsed.dropFirst().first == .paragraph([.text("body")]))
        guard case .note(.info, let children)? = parsed.last else {
            Issue.record("no note in \(parsed)")
            return
        }
        #expect(children == [.paragraph([.text("inside")])])
    }

    @Test func noteMarkersInsideCodeStayCode() {
        let parsed = blocks("```\n:::note info\n:::\n```")
        #expect(parsed == [.code(CodeBlock(info: CodeFenceInfo(""), code: ":::note info\n:::"))])
    }

    @Test func unclosedNoteRunsToTheEnd() {
        guard case .note(.warn, let children)? = blocks(":::note warn\ntext").first else {
            Issue.record("no note")
            return
        }
        #expect(children == [.paragraph([.text("text")])])
    }

    @Test func footnotesAcrossANoteStillResolve() {
        let (document, _) = parse("Text[^a]\n\n:::note\nnote\n:::\n\n[^a]: The note.")
        #expect(document.footnotes == [Footnote(number: 1, blocks: [.paragraph([.text("The note.")])])])
        #expect(document.blocks.first == .paragraph([.text("Text"), .footnoteReference(1)]))
    }

    @Test(arguments: [
        ("$$\nE = mc^2\n$$", "E = mc^2"),
        ("$$E = mc^2$$", "E = mc^2"),
        ("```math\n\\sum_{i=1}^n i\n```", "\\sum_{i=1}^n i"),
        ("$$\n`a` *b*\n$$", "`a` *b*"),
    ])
    func displayMath(_ markdown: String, _ tex: String) {
        #expect(blocks(markdown) == [.math(tex)])
    }

    @Test func unclosedDisplayMathStaysText() {
        #expect(blocks("$$\nx") == [.paragraph([.text("$$"), .lineBreak, .text("x")])])
    }

    @Test(arguments: [
        ("$x^2$ です", [MarkdownInline.math("x^2"), .text(" です")]),
        ("a $`y_1`$ b", [.text("a "), .math("y_1"), .text(" b")]),
        ("costs $5 and $6", [.text("costs $5 and $6")]),
        ("$5/$10", [.text("$5/$10")]),
        ("@qiita さん", [.mention("qiita"), .text(" さん")]),
        ("cc @_alice_ and @__name__", [.text("cc "), .mention("_alice_"), .text(" and "), .mention("__name__")]),
        ("@_a_b_ さん", [.mention("_a_b_"), .text(" さん")]),
        ("an _emphasis_ and @*star*", [.text("an "), .emphasis([.text("emphasis")]), .text(" and @"), .emphasis([.text("star")])]),
        ("@_two words_", [.text("@"), .emphasis([.text("two words")])]),
        ("ping user@localhost", [.text("ping user@localhost")]),
        ("npm i @types/node", [.text("npm i @types/node")]),
        (":smile: :+1: :qiitan:", [.text("😄 👍 :qiitan:")]),
        ("time 12:30:45", [.text("time 12:30:45")]),
    ])
    func qiitaInlineSyntax(_ markdown: String, _ expected: [MarkdownInline]) {
        #expect(blocks(markdown) == [.paragraph(expected)])
    }

    @Test func newlinesInAParagraphAreKeptAsBreaks() {
        #expect(blocks("one\ntwo") == [.paragraph([.text("one"), .lineBreak, .text("two")])])
    }

    /// A path or query written in Japanese is the URL's own: one link, its number after it.
    @Test func aURLWithAJapanesePathStaysOneLink() {
        let url = "https://ja.wikipedia.org/wiki/東京都"
        let (document, links) = parse("\(url) の記事")
        #expect(document.blocks == [.paragraph([.link(url: url, number: 1, [.text(url)]), .text(" の記事")])])
        #expect(links == [LinkReference(number: 1, url: url, kind: .link)])
        #expect(RenderedText.lines("\(url)", width: 80, linkList: false) == ["\(url)[1]"])
        let search = "https://www.google.com/search?q=寿司"
        #expect(parse(search).0.blocks == [.paragraph([.link(url: search, number: 1, [.text(search)])])])
    }

    @Test func autolinkGivesBackTheJapaneseTextItSwallowed() {
        let (document, links) = parse("https://example.com/pathを参照")
        #expect(document.blocks == [.paragraph([
            .link(url: "https://example.com/path", number: 1, [.text("https://example.com/path")]), .text("を参照"),
        ])])
        #expect(links == [LinkReference(number: 1, url: "https://example.com/path", kind: .link)])
    }

    @Test func linksAreNumberedOncePerURLInReadingOrder() {
        let (_, links) = parse("[a](https://a.example) ![i](https://i.example/x.png) [again](https://a.example) [b](https://b.example)")
        #expect(links.map(\.url) == ["https://a.example", "https://i.example/x.png", "https://b.example"])
        #expect(links.map(\.kind) == [.link, .image, .link])
    }

    @Test(arguments: [
        ("https://www.youtube.com/watch?v=abc", "YouTube"),
        ("https://youtu.be/abc", "YouTube"),
        ("https://twitter.com/qiita/status/1", "X (Twitter)"),
        ("https://x.com/qiita/status/1", "X (Twitter)"),
        ("https://codepen.io/a/pen/b", "CodePen"),
        ("https://speakerdeck.com/a/b", "Speaker Deck"),
        ("https://www.slideshare.net/a/b", "SlideShare"),
        ("https://www.figma.com/file/abc", "Figma"),
        ("https://asciinema.org/a/123", "asciinema"),
        ("https://stackblitz.com/edit/x", "StackBlitz"),
        ("https://gist.github.com/a/b", "GitHub Gist"),
    ])
    func embedsOnTheirOwnLine(_ url: String, _ provider: String) {
        let (document, links) = parse("Look:\n\(url)\nnice")
        #expect(document.blocks == [
            .paragraph([.text("Look:")]), .embed(Embed(provider: provider, url: url, number: 1)),
            .paragraph([.text("nice")]),
        ])
        #expect(links.first?.kind == .embed)
    }

    @Test func aURLInsideASentenceIsNotAnEmbed() {
        let parsed = blocks("see https://youtu.be/abc here")
        guard case .paragraph = parsed.first else {
            Issue.record("expected a paragraph, got \(parsed)")
            return
        }
        #expect(parsed.count == 1)
    }

    @Test func tasksTablesAndStrikethrough() {
        let parsed = blocks("- [ ] open\n- [x] done\n\n|a|b|\n|:-|-:|\n|1|~~2~~|")
        guard case .list(let list) = parsed.first, case .table(let table) = parsed.last else {
            Issue.record("unexpected \(parsed)")
            return
        }
        #expect(list.items.map(\.task) == [false, true])
        #expect(table.alignments == [.left, .right])
        #expect(table.header == [[.text("a")], [.text("b")]])
        #expect(table.rows == [[[.text("1")], [.strikethrough([.text("2")])]]])
    }

    @Test func htmlCommentsVanishAndOtherHTMLShowsItsText() {
        #expect(blocks("<!-- hidden -->\n\n<div>shown</div>") == [.paragraph([.text("shown")])])
        #expect(blocks("a<br>b <span>c</span>") == [.paragraph([.text("a"), .lineBreak, .text("b c")])])
    }

    @Test func controlCharactersFromEntitiesAreRemoved() {
        let parsed = blocks("red&#27;[31m &#x9b;31m\n\n[x](https://e.example/&#27;]0;t&#7;)")
        // ESC [31m goes whole, and the C1 CSI takes its parameters with it.
        #expect(parsed.first == .paragraph([.text("red ")]))
        guard case .paragraph(let inlines)? = parsed.last, case .link(let url, _, _)? = inlines.first else {
            Issue.record("no link")
            return
        }
        #expect(!url.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func deepNestingIsFlattenedInsteadOfRecursingWithoutBound() {
        let markdown = String(repeating: "> ", count: 5000) + "deep"
        for width in [30, 80] {
            let rendered = RenderedText.lines(markdown, width: width)
            if width == 80 { #expect(rendered.joined().contains("deep")) }
            #expect(rendered.allSatisfy { $0.count <= width }, "at \(width)")
        }
        let lists = (0..<40).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        for width in [12, 40] {
            #expect(RenderedText.lines(lists, width: width).allSatisfy { $0.count <= width }, "lists at \(width)")
        }
    }
}
