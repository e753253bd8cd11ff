/// A run of code of one kind. Concatenating a line's tokens gives back the line exactly.
package struct HighlightedToken: Sendable, Hashable {
    package var kind: TokenKind
    package var text: String

    package init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
