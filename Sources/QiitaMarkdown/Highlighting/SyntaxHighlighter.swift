/// What a piece of code is, for colouring. The renderer's theme maps kinds to styles.
public enum TokenKind: Sendable, Hashable, CaseIterable {
    case plain, keyword, type, string, number, comment, punctuation, attribute, tag, property, variable
    /// `diff` lines: added, removed, and headers / hunk markers.
    case inserted, deleted, meta
}

/// A run of code of one kind. Concatenating a line's tokens gives back the line exactly.
public struct HighlightedToken: Sendable, Hashable {
    public var kind: TokenKind
    public var text: String

    public init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// Splits code into coloured tokens, line by line, from per-language tables.
///
/// INTERFACE ONLY: this first version marks everything `.plain`; the table-driven
/// implementation replaces the body of `highlight(_:)` and `init(language:)`.
public struct SyntaxHighlighter: Sendable {
    /// The canonical name of the language the info string resolved to, nil when unknown.
    public let language: String?

    /// `language` is a fence's language as written (`swift`, `js`, `sh`, `diff`, `diff_ruby`, …).
    public init(language: String) {
        self.language = nil
    }

    /// The code's lines (split at `\n`), each as tokens whose texts concatenate to the line.
    public func highlight(_ code: String) -> [[HighlightedToken]] {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? [] : [HighlightedToken(.plain, String(line))]
        }
    }
}
