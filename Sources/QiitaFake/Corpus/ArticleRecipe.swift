/// Everything needed to write a generated item's body and comments again, byte for byte.
package struct ArticleRecipe: Sendable, Hashable {
    package var seed: UInt64
    /// The item's number in generation order; one stream of randomness per serial.
    package var serial: Int
    /// The body's approximate size in bytes.
    package var targetSize: Int
    package var title: String
    package var tags: [String]
    /// Users the body mentions (`@alice`).
    package var mentions: [String]
    /// Authors of the item's comments, one per comment.
    package var commenters: [String]
}
