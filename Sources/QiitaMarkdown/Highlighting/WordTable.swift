/// A language's reserved words and built-in names, each with the kind it is coloured as.
///
/// Built once per language (the definitions are `static let`s) and looked up by `WordKey`,
/// so a lookup costs no allocation.
struct WordTable: Sendable {
    /// Whether `SELECT` and `select` are the same word (SQL).
    let ignoresCase: Bool
    private let kinds: [WordKey: TokenKind]

    /// `groups` pairs a kind with its words written as one space-separated string.
    init(ignoringCase: Bool = false, _ groups: [(TokenKind, String)]) {
        var kinds: [WordKey: TokenKind] = [:]
        for (kind, words) in groups {
            // Split at spaces a byte at a time: every language's tables are built on first use,
            // and splitting by `Character` made that a visible part of rendering an article.
            var words = words
            words.withUTF8 { bytes in
                var start = 0
                for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") {
                    defer { start = end + 1 }
                    guard end > start else { continue }
                    let key = WordKey(bytes, start..<end, foldingCase: ignoringCase)
                    assert(
                        key != nil, "\(String(decoding: bytes[start..<end], as: UTF8.self)) is too long or not ASCII")
                    if let key { kinds[key] = kind }
                }
            }
        }
        self.ignoresCase = ignoringCase
        self.kinds = kinds
    }

    /// The kind of the word at `range`, nil when the table does not hold it.
    func kind(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> TokenKind? {
        guard !kinds.isEmpty, let key = WordKey(bytes, range, foldingCase: ignoresCase) else { return nil }
        return kinds[key]
    }

    /// Whether the table holds `word`.
    func contains(_ word: String) -> Bool {
        guard let key = WordKey(word, foldingCase: ignoresCase) else { return false }
        return kinds[key] != nil
    }

    /// How many words the table holds.
    var count: Int { kinds.count }
}
