import QiitaMarkdown
import TerminalText

/// Shortcuts for tests: markdown rendered at a width as the plain text a reader would see.
enum RenderedText {
    /// The lines of `markdown` at `width`, without colour unless asked (then the text is
    /// still plain, but laid out as it is when styles replace the Markdown marks).
    static func lines(_ markdown: String, width: Int, linkList: Bool = false, colors: Bool = false) -> [String] {
        let options = RenderOptions(width: width, colors: colors, includesLinkList: linkList)
        return ArticleRenderer(header: nil, body: markdown).render(options).lines.map(\.plainText)
    }

    /// The lines joined with newlines.
    static func text(_ markdown: String, width: Int, linkList: Bool = false) -> String {
        lines(markdown, width: width, linkList: linkList).joined(separator: "\n")
    }
}
