import TerminalText

/// An article (optional header, body, optional comments) parsed once and laid out at any width:
/// what `qiita item` prints, what the interactive reader re-lays out on every resize, and, with
/// no header, bare markdown for `qiita render`.
///
/// Links are numbered across the body and the comments, so `[n]` is unique on the page; so are
/// code blocks (``CodeBlockNumbering``).
///
/// Parsing has a ``RenderBudget``: an article it cannot parse in time is shown as plain text,
/// with a notice first. Laying out is linear in the parsed document, so it needs none.
package struct ArticleRenderer: Sendable, Hashable {
    package private(set) var header: ArticleHeader?
    let body: MarkdownDocument
    let comments: [ArticleComment]
    /// The comments' bodies, parsed, in the order of `comments`.
    let commentDocuments: [MarkdownDocument]
    /// Every numbered link target of the page.
    package let links: [LinkReference]
    /// The code of every numbered code block, as written: block N is at index N - 1.
    package let codeBlocks: [String]

    package init(header: ArticleHeader?, body: String, comments: [ArticleComment] = [], budget: RenderBudget = .standard) {
        self.header = header
        self.comments = comments
        let inputBytes = comments.reduce(body.utf8.count) { $0 + $1.body.utf8.count }
        let parsed = budget.run(inputBytes: inputBytes) { Self.parse(body: body, comments: comments) }
        if let parsed {
            (self.body, self.commentDocuments, self.links, self.codeBlocks) = parsed
        } else {
            self.body = MarkdownDocument(plainText: body, notice: RenderBudget.notice)
            self.commentDocuments = comments.map { MarkdownDocument(plainText: $0.body, notice: nil) }
            self.links = []
            self.codeBlocks = []
        }
    }

    /// The same article under another header (its stock count moved): nothing is parsed again.
    package func replacingHeader(_ header: ArticleHeader?) -> ArticleRenderer {
        var copy = self
        copy.header = header
        return copy
    }

    private static func parse(
        body: String, comments: [ArticleComment]
    ) -> (body: MarkdownDocument, comments: [MarkdownDocument], links: [LinkReference], code: [String]) {
        var registry = LinkRegistry()
        var folds = 0
        var numbering = CodeBlockNumbering()
        let document = numbering.numbered(MarkdownDocument(parsing: body, links: &registry, folds: &folds))
        let commentDocuments = comments.map {
            numbering.numbered(MarkdownDocument(parsing: $0.body, links: &registry, folds: &folds))
        }
        return (document, commentDocuments, registry.references, numbering.code)
    }

    /// Code block `number` as written (its `#N` on screen), nil when there is no such block.
    package func codeBlock(_ number: Int) -> String? {
        codeBlocks.indices.contains(number - 1) ? codeBlocks[number - 1] : nil
    }

    package func render(_ options: RenderOptions) -> RenderedDocument {
        let layout = DocumentLayout(options: options)
        let width = options.layoutWidth
        var lines: [StyledLine] = []
        if let header {
            lines += HeaderLayout(layout: layout).lines(for: header, width: width)
            lines.append(StyledLine())
        }
        var headings: [DocumentHeading] = []
        let bodyStart = lines.count
        lines += layout.lines(for: body, width: width, headings: &headings)
        headings = headings.map { DocumentHeading(line: $0.line + bodyStart, level: $0.level, title: $0.title) }
        if !comments.isEmpty {
            lines.append(StyledLine())
            lines.append(layout.sectionTitle("Comments (\(comments.count))", width: width))
            for (index, (comment, document)) in zip(comments, commentDocuments).enumerated() {
                if index > 0 { lines.append(StyledLine()) }
                lines += HeaderLayout(layout: layout).lines(for: comment, width: width)
                let body = layout.lines(for: document, width: width - 2)
                let indent = StyledLine("  ")
                lines += layout.prefixed(body, first: indent, rest: indent)
            }
        }
        if options.includesLinkList {
            lines += LinkListLayout(layout: layout).lines(for: links, width: width, after: lines)
        }
        let fitted = layout.fitted(lines)
        // Lines squeezed into a narrower width than planned moved: no outline then, rather than a wrong one.
        return RenderedDocument(
            lines: fitted, links: links, headings: fitted.count == lines.count ? headings : [],
            folds: Self.folds(in: fitted, options: options))
    }

    /// The folds' labels, found by the anchor their marker carries.
    private static func folds(in lines: [StyledLine], options: RenderOptions) -> [DocumentFold] {
        var folds: [DocumentFold] = []
        for (index, line) in lines.enumerated() {
            guard let id = line.spans.lazy.compactMap(\.anchor).first else { continue }
            folds.append(DocumentFold(line: index, id: id, isFolded: options.isFolded(id)))
        }
        return folds
    }
}
