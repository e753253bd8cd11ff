/// One block of a parsed document: the unit that layout stacks vertically.
///
/// The tree is our own, built once from cmark's AST (whose nodes are freed right after), so
/// that the same article can be laid out again at every terminal width without parsing again.
indirect enum MarkdownBlock: Sendable, Hashable {
    case heading(level: Int, [MarkdownInline])
    case paragraph([MarkdownInline])
    case list(MarkdownList)
    case quote([MarkdownBlock])
    case code(CodeBlock)
    /// Display math (```` ```math ```` or `$$ … $$`), kept as its TeX source.
    case math(String)
    case table(MarkdownTable)
    /// Qiita's `:::note info|warn|alert … :::`.
    case note(NoteKind, [MarkdownBlock])
    case rule
    /// Raw HTML as cmark found it; the parser turns it into the blocks it stands for, and only
    /// HTML that libxml2 could not read at all is left to be shown as its source.
    case html(String)
    /// `<details><summary>`: a labelled fold.
    case details(Details)
    /// A bare URL of a known embedding service on a line of its own, or an embed's HTML
    /// (a tweet, an iframe, a script), shown as a card.
    case embed(Embed)
    /// One line from qiita itself about how the article is shown (cut, or shown as text).
    case notice(String)
    /// Source shown as it is, line by line: an article that could not be parsed in time.
    case plainText(String)
}

/// The flavour of a `:::note` block, which decides its label and colour.
enum NoteKind: String, Sendable, Hashable, CaseIterable {
    case info, warn, alert

    /// `:::note` alone is an info note; an unknown word is treated as info too, as Qiita does.
    init(word: String) {
        self = NoteKind(rawValue: word.lowercased()) ?? .info
    }
}

/// An ordered or bulleted list.
struct MarkdownList: Sendable, Hashable {
    /// The first number of an ordered list; nil for a bulleted one.
    var start: Int?
    /// Tight lists put no blank line between items.
    var isTight: Bool
    var items: [MarkdownListItem]
}

/// One list item; `task` is nil for an ordinary item, else whether its box is ticked.
struct MarkdownListItem: Sendable, Hashable {
    var task: Bool?
    var blocks: [MarkdownBlock]
}

/// A fenced or indented code block with what its info string said.
struct CodeBlock: Sendable, Hashable {
    var info: CodeFenceInfo
    /// The code as written (sanitized), kept whole for copying: the lines on screen have tabs
    /// expanded and long lines cut.
    var code: String
    /// The code's lines, highlighted once here: highlighting does not depend on the width, and
    /// an article is laid out again on every resize.
    var tokenLines: [[HighlightedToken]]
    /// Whether the code has a tab, which the layout expands: found once, like the highlighting.
    var hasTabs: Bool
    /// Its number on the page (``CodeBlockNumbering``), by which the reader and `--code N` name it.
    var number: Int?

    /// `code` is without its final newline, and already sanitized.
    init(info: CodeFenceInfo, code: String) {
        self.info = info
        self.code = code
        tokenLines = SyntaxHighlighter(language: info.language ?? "", filename: info.filename ?? "").highlight(code)
        hasTabs = TabStops.hasTab(code)
    }
}

/// A GFM table; every row has exactly `alignments.count` cells.
struct MarkdownTable: Sendable, Hashable {
    var alignments: [ColumnAlignment]
    var header: [[MarkdownInline]]
    var rows: [[[MarkdownInline]]]
}

/// Column alignment from a table's delimiter row.
enum ColumnAlignment: Sendable, Hashable {
    case none, left, center, right
}

/// A recognised embed: which service, the URL's number in the reference list, and the title
/// (a tweet's text) and author when the markup carries them.
struct Embed: Sendable, Hashable {
    var provider: String
    var url: String
    var number: Int
    var title: String?
    var author: String?

    init(provider: String, url: String, number: Int, title: String? = nil, author: String? = nil) {
        self.provider = provider
        self.url = url
        self.number = number
        self.title = title
        self.author = author
    }
}

/// A `<details>` element: its summary, and the blocks it folds away. `id` tells folds apart
/// (the reader keeps which ones are open); it is unique within the document.
struct Details: Sendable, Hashable {
    var id: Int
    var summary: [MarkdownInline]
    var blocks: [MarkdownBlock]
}
