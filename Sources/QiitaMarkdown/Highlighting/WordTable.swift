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
            for word in words.split(separator: " ") {
                let key = WordKey(String(word), foldingCase: ignoringCase)
                assert(key != nil, "\(word) is too long or not ASCII for a word table")
                if let key { kinds[key] = kind }
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
