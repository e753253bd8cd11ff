/// How to lay an article out: for which width, in which styles.
package struct RenderOptions: Sendable, Hashable {
    /// The narrowest width layout works at; narrower terminals get lines cut to fit.
    static let minimumLayoutWidth = 10

    /// Display columns available. Every rendered line fits in it (for any width of 1 or more).
    package var width: Int
    package var theme: Theme
    /// Whether the styles will be shown (the caller's `ANSIEncoder(colors:)`). When they will
    /// not, emphasis, strong text, strikethrough and inline code are marked with characters
    /// (`_`, `**`, `~~`, backticks) so that what the author stressed is not lost.
    package var colors: Bool
    /// Columns between tab stops in code.
    package var tabWidth: Int
    /// Whether to end with the numbered list of link targets.
    package var includesLinkList: Bool
    /// Code framed with a gutter, or plain for selecting with the mouse.
    package var codeStyle: CodeStyle
    /// Whether `<details>` folds start closed, as on qiita.com (the reader), or open (printed
    /// output, which no one can unfold).
    package var foldsStartClosed: Bool
    /// The folds (by ``DocumentFold/id``) the reader opened or closed against that start.
    package var toggledFolds: Set<Int>

    package init(
        width: Int, theme: Theme = .standard, colors: Bool = true, tabWidth: Int = 4, includesLinkList: Bool = true,
        codeStyle: CodeStyle = .framed, foldsStartClosed: Bool = false, toggledFolds: Set<Int> = []
    ) {
        self.width = width
        self.theme = theme
        self.colors = colors
        self.tabWidth = tabWidth
        self.includesLinkList = includesLinkList
        self.codeStyle = codeStyle
        self.foldsStartClosed = foldsStartClosed
        self.toggledFolds = toggledFolds
    }

    /// Whether the fold `id` is closed.
    func isFolded(_ id: Int) -> Bool { foldsStartClosed != toggledFolds.contains(id) }

    /// The width layout works at: the width asked, but at least ``minimumLayoutWidth``.
    var layoutWidth: Int { max(Self.minimumLayoutWidth, width) }

    /// The width no line may exceed.
    var outputWidth: Int { max(1, width) }
}
