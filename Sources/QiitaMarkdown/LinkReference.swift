/// One entry of the numbered reference list printed after an article.
///
/// The body shows the number next to the link text (`text[3]`), so a reader in any terminal,
/// with or without OSC 8 support, can find, copy or open the target; the interactive reader
/// uses the same numbers to follow links.
public struct LinkReference: Sendable, Hashable {
    public var number: Int
    public var url: String
    public var kind: Kind

    public init(number: Int, url: String, kind: Kind) {
        self.number = number
        self.url = url
        self.kind = kind
    }

    /// What the body showed for the target.
    public enum Kind: String, Sendable, Hashable {
        case link, image, embed
    }
}
