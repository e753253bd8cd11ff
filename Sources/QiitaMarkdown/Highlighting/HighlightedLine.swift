/// One line of highlighted code together with what the line is as a whole.
///
/// The kind exists for diffs: in `diff_swift` an added line's tokens are the `+` marker as
/// `.inserted` followed by Swift tokens (`.keyword`, `.string`, …), so the tokens alone cannot
/// carry "this whole line was added". A renderer paints the line's background or gutter from
/// `kind` and the text's colours from `tokens`.
package struct HighlightedLine: Sendable, Hashable {
    /// What a line is as a whole.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// An ordinary line: code, or a diff's context line.
        case code
        /// A diff line starting with `+`.
        case inserted
        /// A diff line starting with `-`.
        case deleted
        /// A diff header or hunk marker (`@@`, `+++`, `---`, `diff `, `index `).
        case meta
    }

    package var kind: Kind
    /// The line's tokens; their texts concatenate to the line exactly, and an empty line has none.
    package var tokens: [HighlightedToken]

    package init(_ kind: Kind, _ tokens: [HighlightedToken]) {
        self.kind = kind
        self.tokens = tokens
    }
}
