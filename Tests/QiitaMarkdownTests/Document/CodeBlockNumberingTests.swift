import Testing
import TerminalText
@testable import QiitaMarkdown

@Suite struct CodeBlockNumberingTests {
    /// What the title bars of the code blocks say (`#2 ruby`), top to bottom of the page,
    /// whatever gutter, indent or note frame they stand in.
    private func titleBars(_ renderer: ArticleRenderer) -> [String] {
        renderer.render(RenderOptions(width: 30, colors: false)).lines.map(\.plainText).compactMap { line in
            guard let corner = line.range(of: "┌─") else { return nil }
            return line[corner.upperBound...].split(separator: " ").filter { !$0.hasPrefix("─") && $0 != "│" }.joined(separator: " ")
        }
    }

    @Test func blocksAreNumberedInTheOrderTheyAreShownAndMathIsNot() {
        let markdown = """
            ```swift
            let first = 1
            ```

            > quoted:
            >
            > ```ruby
            > second
            > ```

            $$
            x^2
            $$

            - item

                  indented()

            :::note info
            ```
            fourth
            ```
            :::

            See the note.[^1]

            [^1]: The fifth:

                ```sh
                fifth
                ```
            """
        let renderer = ArticleRenderer(header: nil, body: markdown)
        #expect(titleBars(renderer) == ["#1 swift", "#2 ruby", "math", "#3", "#4", "#5 sh"])
        #expect(renderer.codeBlocks == ["let first = 1", "second", "indented()", "fourth", "fifth"])
    }

    @Test func theCodeIsKeptAsWrittenNotAsShown() {
        let code = "\tif x {\n\t\treturn \"" + String(repeating: "長い", count: 40) + "\"  \n\t}\n\n// end"
        let renderer = ArticleRenderer(header: nil, body: "```go\n\(code)\n```\n")
        #expect(renderer.codeBlocks == [code])
    }

    @Test func commentsGoOnCountingAfterTheBody() {
        let renderer = ArticleRenderer(
            header: nil, body: "```\nbody\n```",
            comments: [ArticleComment(authorID: "reader", authorName: nil, date: "2024-05-02", body: "```js\ncomment\n```")])
        #expect(titleBars(renderer) == ["#1", "#2 js"])
        #expect(renderer.codeBlocks == ["body", "comment"])
    }

    @Test func terminalControlsInCodeAreRemovedFromWhatIsKept() {
        let renderer = ArticleRenderer(header: nil, body: "```\nred\u{1B}[31m text\u{07}\n```")
        #expect(renderer.codeBlocks.count == 1)
        #expect(!renderer.codeBlocks[0].contains("\u{1B}") && !renderer.codeBlocks[0].contains("\u{07}"))
        #expect(renderer.codeBlocks[0].contains("red") && renderer.codeBlocks[0].contains("text"))
    }
}
