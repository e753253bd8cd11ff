import TerminalText

/// The styles of every element an article is drawn with.
///
/// Styles only add colour and emphasis: the structure is always drawn with characters as well
/// (heading marks, gutters, boxes, labels), so an article stays readable when the encoder
/// writes no colour at all.
package struct Theme: Sendable, Hashable {
    /// Styles of heading levels 1 to 6.
    package var headings: [TextStyle]
    package var headingMark: TextStyle
    package var emphasis: TextStyle
    package var strong: TextStyle
    package var strikethrough: TextStyle
    package var inlineCode: TextStyle
    package var link: TextStyle
    /// The `[3]` after a link, an image or an embed.
    package var linkNumber: TextStyle
    package var image: TextStyle
    package var mention: TextStyle
    package var math: TextStyle
    package var footnote: TextStyle
    package var html: TextStyle
    package var quoteGutter: TextStyle
    package var listMarker: TextStyle
    package var taskDone: TextStyle
    package var taskOpen: TextStyle
    package var rule: TextStyle
    package var codeFrame: TextStyle
    package var codeTitle: TextStyle
    /// Colours of highlighted code, by token kind; kinds not listed are drawn plain.
    package var tokens: [TokenKind: TextStyle]
    package var noteInfo: TextStyle
    package var noteWarn: TextStyle
    package var noteAlert: TextStyle
    package var tableBorder: TextStyle
    package var tableHeader: TextStyle
    package var embedLabel: TextStyle
    /// The article header: title, the meta lines, tags.
    package var title: TextStyle
    package var meta: TextStyle
    package var tag: TextStyle
    package var sectionTitle: TextStyle

    package init(
        headings: [TextStyle], headingMark: TextStyle, emphasis: TextStyle, strong: TextStyle,
        strikethrough: TextStyle, inlineCode: TextStyle, link: TextStyle, linkNumber: TextStyle,
        image: TextStyle, mention: TextStyle, math: TextStyle, footnote: TextStyle, html: TextStyle,
        quoteGutter: TextStyle, listMarker: TextStyle, taskDone: TextStyle, taskOpen: TextStyle, rule: TextStyle,
        codeFrame: TextStyle, codeTitle: TextStyle, tokens: [TokenKind: TextStyle], noteInfo: TextStyle,
        noteWarn: TextStyle, noteAlert: TextStyle, tableBorder: TextStyle, tableHeader: TextStyle,
        embedLabel: TextStyle, title: TextStyle, meta: TextStyle, tag: TextStyle, sectionTitle: TextStyle
    ) {
        self.headings = headings
        self.headingMark = headingMark
        self.emphasis = emphasis
        self.strong = strong
        self.strikethrough = strikethrough
        self.inlineCode = inlineCode
        self.link = link
        self.linkNumber = linkNumber
        self.image = image
        self.mention = mention
        self.math = math
        self.footnote = footnote
        self.html = html
        self.quoteGutter = quoteGutter
        self.listMarker = listMarker
        self.taskDone = taskDone
        self.taskOpen = taskOpen
        self.rule = rule
        self.codeFrame = codeFrame
        self.codeTitle = codeTitle
        self.tokens = tokens
        self.noteInfo = noteInfo
        self.noteWarn = noteWarn
        self.noteAlert = noteAlert
        self.tableBorder = tableBorder
        self.tableHeader = tableHeader
        self.embedLabel = embedLabel
        self.title = title
        self.meta = meta
        self.tag = tag
        self.sectionTitle = sectionTitle
    }

    /// The style of heading `level` (1–6).
    func heading(_ level: Int) -> TextStyle {
        headings.isEmpty ? .bold : headings[min(max(level, 1), headings.count) - 1]
    }

    /// The style of a code token.
    func token(_ kind: TokenKind) -> TextStyle {
        tokens[kind] ?? .plain
    }

    /// The frame style of a note of `kind`.
    func note(_ kind: NoteKind) -> TextStyle {
        switch kind {
        case .info: return noteInfo
        case .warn: return noteWarn
        case .alert: return noteAlert
        }
    }

    /// Colours from the terminal's own 16-colour palette, so they follow the user's theme.
    package static let standard = Theme(
        headings: [
            TextStyle(foreground: .brightMagenta, attributes: [.bold, .underline]),
            TextStyle(foreground: .brightMagenta, attributes: .bold),
            TextStyle(foreground: .magenta, attributes: .bold),
            TextStyle(foreground: .magenta, attributes: .bold),
            TextStyle(attributes: .bold),
            TextStyle(attributes: [.bold, .dim]),
        ],
        headingMark: TextStyle(foreground: .magenta, attributes: .dim),
        emphasis: .italic,
        strong: .bold,
        strikethrough: TextStyle(attributes: [.strikethrough, .dim]),
        inlineCode: TextStyle(foreground: .brightRed),
        link: TextStyle(foreground: .brightBlue, attributes: .underline),
        linkNumber: TextStyle(foreground: .blue, attributes: .dim),
        image: TextStyle(foreground: .cyan),
        mention: TextStyle(foreground: .cyan, attributes: .bold),
        math: TextStyle(foreground: .yellow),
        footnote: TextStyle(foreground: .blue),
        html: .dim,
        quoteGutter: TextStyle(foreground: .brightBlack),
        listMarker: TextStyle(foreground: .brightBlack, attributes: .bold),
        taskDone: TextStyle(foreground: .green, attributes: .bold),
        taskOpen: TextStyle(foreground: .brightBlack),
        rule: TextStyle(foreground: .brightBlack),
        codeFrame: TextStyle(foreground: .brightBlack),
        codeTitle: TextStyle(foreground: .brightBlack, attributes: .bold),
        tokens: [
            .keyword: TextStyle(foreground: .magenta, attributes: .bold),
            .type: TextStyle(foreground: .cyan),
            .string: TextStyle(foreground: .green),
            .number: TextStyle(foreground: .yellow),
            .comment: TextStyle(foreground: .brightBlack, attributes: .italic),
            .punctuation: .plain,
            .attribute: TextStyle(foreground: .yellow),
            .tag: TextStyle(foreground: .blue),
            .property: TextStyle(foreground: .brightCyan),
            .variable: TextStyle(foreground: .brightRed),
            .inserted: TextStyle(foreground: .green),
            .deleted: TextStyle(foreground: .red),
            .meta: TextStyle(foreground: .cyan, attributes: .bold),
        ],
        noteInfo: TextStyle(foreground: .blue),
        noteWarn: TextStyle(foreground: .yellow),
        noteAlert: TextStyle(foreground: .red),
        tableBorder: TextStyle(foreground: .brightBlack),
        tableHeader: .bold,
        embedLabel: TextStyle(foreground: .magenta, attributes: .bold),
        title: TextStyle(attributes: .bold),
        meta: TextStyle(foreground: .brightBlack),
        tag: TextStyle(foreground: .green),
        sectionTitle: TextStyle(foreground: .brightMagenta, attributes: .bold))
}
