import TerminalText

/// The style of every token kind for one code block, looked up by position instead of by
/// hashing the kind into the theme's dictionary for every token of every line.
struct TokenStyles {
    private let styles: [TextStyle]

    /// The theme's token colours, or `override` for every kind (display math).
    init(theme: Theme, override: TextStyle?) {
        styles = TokenKind.allCases.map { override ?? theme.token($0) }
    }

    subscript(kind: TokenKind) -> TextStyle {
        styles[kind.position]
    }
}

extension TokenKind {
    /// The kind's place in `allCases`.
    fileprivate var position: Int {
        switch self {
        case .plain: 0
        case .keyword: 1
        case .type: 2
        case .string: 3
        case .number: 4
        case .comment: 5
        case .punctuation: 6
        case .attribute: 7
        case .tag: 8
        case .property: 9
        case .variable: 10
        case .inserted: 11
        case .deleted: 12
        case .meta: 13
        }
    }
}
