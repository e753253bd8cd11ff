import TerminalText

/// Markdown parsed once into a tree of our own, ready to be laid out at any width.
///
/// Building one runs cmark-gfm and Qiita's own rules; laying it out again (on every terminal
/// resize) touches only this tree.
package struct MarkdownDocument: Sendable, Hashable {
    var blocks: [MarkdownBlock]
    /// Footnote definitions in the order of their numbers.
    var footnotes: [Footnote]

    init(blocks: [MarkdownBlock], footnotes: [Footnote]) {
        self.blocks = blocks
        self.footnotes = footnotes
    }

    /// Parses `markdown`, numbering its links in `links` after any already there, and its
    /// `<details>` folds from `folds` on (the documents of one page share both).
    init(parsing markdown: String, links: inout LinkRegistry, folds: inout Int) {
        var parser = MarkdownParser(links: links, firstDetailsID: folds)
        self = parser.parse(markdown)
        links = parser.links
        folds = parser.nextDetailsID
    }

    /// Parses `markdown`, numbering its links in `links` after any already there.
    init(parsing markdown: String, links: inout LinkRegistry) {
        var folds = 0
        self.init(parsing: markdown, links: &links, folds: &folds)
    }

    /// `markdown` as plain text, sanitized and bounded as parsed text would be, after `notice`
    /// (and the notice of the cut, when it was cut).
    init(plainText markdown: String, notice: String?) {
        let bounded = ParserInputBounds.cut(markdown)
        let text = Sanitizer.text(bounded.text)
        let notices = [notice, bounded.wasCut ? ParserInputBounds.cutNotice : nil].compactMap { $0 }
        blocks = notices.map { .notice($0) } + (text.isEmpty ? [] : [.plainText(text)])
        footnotes = []
    }

    /// Whether the document has nothing to show.
    package var isEmpty: Bool { blocks.isEmpty && footnotes.isEmpty }
}

/// A footnote's text, shown after the body under its number.
struct Footnote: Sendable, Hashable {
    var number: Int
    var blocks: [MarkdownBlock]
}
