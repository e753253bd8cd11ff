/// Scans of UTF-8 that look at eight bytes at once, for the passes that every byte of an
/// article goes through (sanitizing, measuring, finding line ends) and that mostly find nothing.
///
/// A word of eight bytes is loaded as one `UInt64` and tested with the carry tricks of
/// "Bit Twiddling Hacks" (Sean Eron Anderson): subtracting a constant from every byte lane at
/// once sets a lane's high bit where that byte was below the constant. The tests never miss a
/// byte that is there; the scans look at a word's bytes one by one whenever a test says it may
/// hold one, so a word is only ever skipped when it certainly holds none.
///
/// Each scan is one call that loops inside this module: other targets cannot inline `package`
/// functions, and a call per word would cost more than the word.
package enum ByteScan {
    /// The offset of the first byte at or after `start` that is `first`, `second` or `third`,
    /// nil when there is none.
    package static func firstIndex(
        of first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil, in bytes: UnsafeBufferPointer<UInt8>,
        from start: Int = 0
    ) -> Int? {
        let second = second ?? first
        let third = third ?? first
        var index = start
        while index + 8 <= bytes.count {
            let word = Self.word(bytes, at: index)
            if hasByte(first, in: word) || hasByte(second, in: word) || hasByte(third, in: word) { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first || byte == second || byte == third { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes from `start` on are printable ASCII (0x20 to 0x7E), one column each.
    package static func printableASCIIPrefix(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        var index = start
        while index + 8 <= bytes.count, isPrintableASCII(word(bytes, at: index)) { index += 8 }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index - start
    }

    // MARK: Words

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (which must leave eight bytes in `bytes`) in one integer;
    /// the tests do not depend on their order.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset + 8 <= bytes.count, "a word must lie inside the buffer")
        // A buffer with eight bytes has a base address; an unaligned load reads them as they lie.
        guard let base = bytes.baseAddress else { return 0 }
        return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Whether some byte of `word` is less than `limit` (which must be at most 0x80).
    @inline(__always)
    static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        // A byte b < limit borrows, leaving its lane's high bit set; `& ~word` keeps only lanes
        // whose byte had the high bit clear (b < 0x80), so bytes >= 0x80 never count. A borrow
        // into the next lane can only follow a byte that counts.
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// Whether some byte of `word` equals `byte`: a zero byte of `word ^ byte…byte`.
    @inline(__always)
    static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// Whether some byte of `word` is 0x80 or above (not ASCII).
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highBits != 0
    }

    /// Whether every byte of `word` is printable ASCII (0x20 to 0x7E).
    @inline(__always)
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        !hasNonASCII(word) && !hasByte(below: 0x20, in: word) && !hasByte(0x7F, in: word)
    }
}
