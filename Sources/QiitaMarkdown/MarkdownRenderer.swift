import TerminalText

/// Bare markdown (`qiita render FILE`) parsed once and laid out at any width.
public struct MarkdownRenderer: Sendable {
    let document: MarkdownDocument
    let links: [LinkReference]

    public init(markdown: String) {
        var registry = LinkRegistry()
        document = MarkdownDocument(parsing: markdown, links: &registry)
        links = registry.references
    }

    /// The document laid out for `options.width`, followed by the numbered link list.
    public func render(_ options: RenderOptions) -> RenderedDocument {
        let layout = DocumentLayout(options: options)
        var lines = layout.lines(for: document, width: options.layoutWidth)
        if options.includesLinkList { lines += LinkListLayout(layout: layout).lines(for: links, width: options.layoutWidth, after: lines) }
        return RenderedDocument(lines: layout.fitted(lines), links: links)
    }
}
