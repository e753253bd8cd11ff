import TerminalText

/// An article (optional header, body, optional comments) parsed once and laid out at any width:
/// what `qiita item` prints, what the interactive reader re-lays out on every resize, and, with
/// no header, bare markdown for `qiita render`.
///
/// Links are numbered across the body and the comments, so `[n]` is unique on the page.
package struct ArticleRenderer: Sendable {
    package let header: ArticleHeader?
    let body: MarkdownDocument
    let comments: [(comment: ArticleComment, document: MarkdownDocument)]
    /// Every numbered link target of the page.
    package let links: [LinkReference]

    package init(header: ArticleHeader?, body: String, comments: [ArticleComment] = []) {
        self.header = header
        var registry = LinkRegistry()
        self.body = MarkdownDocument(parsing: body, links: &registry)
        var parsedComments: [(ArticleComment, MarkdownDocument)] = []
        for comment in comments {
            parsedComments.append((comment, MarkdownDocument(parsing: comment.body, links: &registry)))
        }
        self.comments = parsedComments
        self.links = registry.references
    }

    package func render(_ options: RenderOptions) -> RenderedDocument {
        let layout = DocumentLayout(options: options)
        let width = options.layoutWidth
        var lines: [StyledLine] = []
        if let header {
            lines += HeaderLayout(layout: layout).lines(for: header, width: width)
            lines.append(StyledLine())
        }
        lines += layout.lines(for: body, width: width)
        if !comments.isEmpty {
            lines.append(StyledLine())
            lines.append(layout.sectionTitle("Comments (\(comments.count))", width: width))
            for (index, entry) in comments.enumerated() {
                if index > 0 { lines.append(StyledLine()) }
                lines += HeaderLayout(layout: layout).lines(for: entry.comment, width: width)
                let body = layout.lines(for: entry.document, width: width - 2)
                let indent = StyledLine("  ")
                lines += layout.prefixed(body, first: indent, rest: indent)
            }
        }
        if options.includesLinkList {
            lines += LinkListLayout(layout: layout).lines(for: links, width: width, after: lines)
        }
        return RenderedDocument(lines: layout.fitted(lines), links: links)
    }
}
