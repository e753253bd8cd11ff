/// A word of up to 24 ASCII bytes packed into three integers.
///
/// Looking an identifier up in a keyword table then hashes three integers straight from the
/// UTF-8 bytes, instead of building a `String` for every identifier of every line.
struct WordKey: Hashable, Sendable {
    /// Longer words are never keys: no keyword of any table is longer.
    static let maximumLength = 24

    private var first: UInt64 = 0
    private var second: UInt64 = 0
    private var third: UInt64 = 0

    /// Nil when the word is empty, longer than `maximumLength`, or not ASCII.
    /// `foldingCase` lowercases ASCII letters, for case-insensitive tables (SQL).
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, foldingCase: Bool) {
        guard !range.isEmpty, range.count <= Self.maximumLength else { return nil }
        var shift: UInt64 = 0
        for index in range {
            var byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if foldingCase, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            switch shift {
            case 0..<64: first |= UInt64(byte) << shift
            case 64..<128: second |= UInt64(byte) << (shift - 64)
            default: third |= UInt64(byte) << (shift - 128)
            }
            shift += 8
        }
    }

    /// The key of a word written in a table.
    init?(_ word: String, foldingCase: Bool) {
        var utf8 = Array(word.utf8)
        let key = utf8.withUnsafeMutableBufferPointer { buffer in
            WordKey(UnsafeBufferPointer(buffer), 0..<buffer.count, foldingCase: foldingCase)
        }
        guard let key else { return nil }
        self = key
    }
}
