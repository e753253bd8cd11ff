/// A comment between two delimiters, which may span lines.
struct BlockCommentRule: Sendable {
    let open: [UInt8]
    let close: [UInt8]
    /// Whether an opener inside the comment needs its own closer (Swift, Rust, Kotlin).
    let nests: Bool

    init(_ open: String, _ close: String, nests: Bool = false) {
        self.open = Array(open.utf8)
        self.close = Array(close.utf8)
        self.nests = nests
    }
}
