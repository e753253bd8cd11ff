import Testing

@testable import QiitaFake

@Suite struct MarkdownHTMLRendererTests {
    @Test(arguments: [
        ("# Title", "<h1><span id=\"Title\" class=\"fragment\"></span><a href=\"#Title\"><i class=\"fa fa-link\"></i></a>Title</h1>\n"),
        ("a <b> & \"c\"", "<p>a &lt;b&gt; &amp; &quot;c&quot;</p>\n"),
        ("use `x < y` here", "<p>use <code>x &lt; y</code> here</p>\n"),
        ("**bold**", "<p><strong>bold</strong></p>\n"),
        ("[site](https://example.com)", "<p><a href=\"https://example.com\">site</a></p>\n"),
        ("hi @alice!", "<p>hi <a href=\"/alice\" class=\"user-mention js-hovercard\" title=\"alice\" data-hovercard-target-type=\"user\" data-hovercard-target-name=\"alice\">@alice</a>!</p>\n"),
        ("mail a@b", "<p>mail a@b</p>\n"),
        ("line one\nline two", "<p>line one<br>\nline two</p>\n"),
        ("---", "<hr>\n"),
        (":unknown_emoji:", "<p>:unknown_emoji:</p>\n"),
    ])
    func rendersInlineAndSimpleBlocks(_ markdown: String, _ html: String) {
        #expect(MarkdownHTMLRenderer.render(markdown) == html)
    }

    @Test func codeFramesCarryLanguageAndFileName() {
        let html = MarkdownHTMLRenderer.render("```swift:Sources/main.swift\nlet a = \"<x>\"\n```\n")
        #expect(html.contains("<div class=\"code-frame\" data-lang=\"swift\">"))
        #expect(html.contains("<span class=\"bold\">Sources/main.swift</span>"))
        #expect(html.contains("let a = &quot;&lt;x&gt;&quot;\n</code>"))
    }

    @Test func notesTablesListsAndFootnotes() {
        let markdown = """
            :::note warn
            careful
            :::

            | a | b | c |
            |:--|:-:|--:|
            | 1 | 2 | 3 |

            - [x] done
            - todo
              - nested

            text[^1]

            [^1]: the note
            """
        let html = MarkdownHTMLRenderer.render(markdown)
        #expect(html.contains("<div class=\"note warn\">"))
        #expect(html.contains("<th style=\"text-align: left\">a</th>"))
        #expect(html.contains("<td style=\"text-align: center\">2</td>"))
        #expect(html.contains("<td style=\"text-align: right\">3</td>"))
        #expect(html.contains("<input type=\"checkbox\" class=\"task-list-item-checkbox\" checked disabled>done"))
        #expect(html.contains("<li>todo\n<ul>\n<li>nested</li>\n</ul>\n</li>"))
        #expect(html.contains("<sup id=\"fnref-1\"><a href=\"#fn-1\">1</a></sup>"))
        #expect(html.contains("<li id=\"fn-1\">\n<p>the note"))
    }

    @Test func embedsBecomeIframesOrTweets() {
        #expect(MarkdownHTMLRenderer.render("https://www.youtube.com/watch?v=abc").contains("youtube-nocookie.com/embed/abc"))
        #expect(MarkdownHTMLRenderer.render("https://x.com/a/status/1").contains("twitter-tweet"))
    }

    @Test func controlCharactersPassThroughUnchanged() {
        let attack = "\u{1B}]0;title\u{07}\u{9B}31m\u{202E}"
        #expect(MarkdownHTMLRenderer.render(attack) == "<p>\(attack)</p>\n")
    }

    @Test func unterminatedConstructsNeverLoseText() {
        for markdown in ["```swift\nno end", ":::note info\nopen", "**half", "[link](no-end", "`tick", "| a |\n|--|"] {
            let html = MarkdownHTMLRenderer.render(markdown)
            for word in ["end", "open", "half", "link", "tick", "a"] where markdown.contains(word) {
                #expect(html.contains(word), "\(markdown.debugDescription) lost \(word)")
            }
        }
    }
}
