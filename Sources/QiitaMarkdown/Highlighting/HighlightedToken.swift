/// A run of code of one kind. Concatenating a line's tokens gives back the line exactly.
public struct HighlightedToken: Sendable, Hashable {
    public var kind: TokenKind
    public var text: String

    public init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
