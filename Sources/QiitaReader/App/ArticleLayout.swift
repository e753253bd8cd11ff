import QiitaMarkdown

/// How wide the reader lays an article out, and where it sits in a wider window: lines much
/// longer than 100 columns are hard to follow, so an article stops there by default, centred.
/// Its code is framed or plain (`code.style`).
package struct ArticleLayout: Sendable, Hashable {
    package var width: Int
    package var centred: Bool
    package var codeStyle: CodeStyle

    package init(width: Int = 100, centred: Bool = true, codeStyle: CodeStyle = .framed) {
        self.width = max(1, width)
        self.centred = centred
        self.codeStyle = codeStyle
    }

    /// The width to lay out at in a window `columns` wide.
    func width(in columns: Int) -> Int { max(1, min(columns, width)) }

    /// Columns left of the article in a window `columns` wide.
    func margin(in columns: Int) -> Int { centred ? max(0, (columns - width(in: columns)) / 2) : 0 }
}
