/// One entry of the numbered reference list printed after an article.
///
/// The body shows the number next to the link text (`text[3]`), so a reader in any terminal,
/// with or without OSC 8 support, can find, copy or open the target; the interactive reader
/// uses the same numbers to follow links.
package struct LinkReference: Sendable, Hashable {
    package var number: Int
    package var url: String
    package var kind: Kind

    package init(number: Int, url: String, kind: Kind) {
        self.number = number
        self.url = url
        self.kind = kind
    }

    /// What the body showed for the target.
    package enum Kind: String, Sendable, Hashable {
        case link, image, embed
    }
}
