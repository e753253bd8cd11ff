import QiitaMarkdown
import TerminalText

/// Shortcuts for tests: markdown rendered at a width as the plain text a reader would see.
enum RenderedText {
    /// The lines of `markdown` at `width`, without colour.
    static func lines(_ markdown: String, width: Int, linkList: Bool = false) -> [String] {
        let options = RenderOptions(width: width, colors: false, includesLinkList: linkList)
        return ArticleRenderer(header: nil, body: markdown).render(options).lines.map(\.plainText)
    }

    /// The lines joined with newlines.
    static func text(_ markdown: String, width: Int, linkList: Bool = false) -> String {
        lines(markdown, width: width, linkList: linkList).joined(separator: "\n")
    }
}
