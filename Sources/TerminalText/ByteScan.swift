import Glibc

/// Scans of UTF-8 that look at eight bytes at once, for the passes that every byte of an
/// article goes through (sanitizing, measuring, finding line ends) and that mostly find nothing;
/// one byte alone is looked for with glibc's `memchr`, which reads a vector register at a time.
///
/// A word of eight bytes is loaded as one `UInt64`, and a test sets the high bit of each byte
/// lane whose byte matches (a "lane mask"), with the carry-free forms of the tricks in
/// "Bit Twiddling Hacks" (Sean Eron Anderson): every lane's arithmetic stays inside its lane, so
/// the masks are exact and can be combined with `&`, `|` and `~`. The first matching byte is
/// then found from the lowest set bit, the word being loaded in little-endian order.
///
/// Each public scan is one call that loops inside this module: other targets cannot inline
/// `package` functions, and a call per word would cost more than the word.
package enum ByteScan {
    /// The offset of the first byte at or after `start` that is `first`, `second` or `third`,
    /// nil when there is none.
    package static func firstIndex(
        of first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil, in bytes: UnsafeBufferPointer<UInt8>,
        from start: Int = 0
    ) -> Int? {
        // One loop per number of bytes looked for, so that no loop tests what it need not.
        switch (second, third) {
        case (nil, nil):
            // glibc's memchr reads a vector register at a time: most calls look for a line's end.
            precondition(start >= 0, "a scan starts inside the buffer")
            guard start < bytes.count, let base = bytes.baseAddress else { return nil }
            guard let found = memchr(base + start, Int32(first), bytes.count - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        case (let second?, nil), (nil, let second?):
            return firstIndex(
                in: bytes, from: start, { lanes(equalTo: first, in: $0) | lanes(equalTo: second, in: $0) },
                { $0 == first || $0 == second })
        case (let second?, let third?):
            return firstIndex(
                in: bytes, from: start,
                { lanes(equalTo: first, in: $0) | lanes(equalTo: second, in: $0) | lanes(equalTo: third, in: $0) },
                { $0 == first || $0 == second || $0 == third })
        }
    }

    /// The first byte at or after `start` that `matches`, eight at a time by `lanes` (the lanes
    /// of a word whose bytes match), then one at a time at the end.
    @inline(__always)
    private static func firstIndex(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ lanes: (UInt64) -> UInt64, _ matches: (UInt8) -> Bool
    ) -> Int? {
        var index = start
        while index + 8 <= bytes.count {
            let mask = lanes(word(bytes, at: index))
            if mask != 0 { return index + firstLane(of: mask) }
            index += 8
        }
        while index < bytes.count {
            if matches(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes from `start` on are printable ASCII (0x20 to 0x7E), one column each.
    package static func printableASCIIPrefix(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let mask = notPrintableASCII(word(bytes, at: index))
            if mask != 0 { return index + firstLane(of: mask) - start }
            index += 8
        }
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
        return index - start
    }

    // MARK: Lane masks

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` (which must leave eight bytes in `bytes`), the first byte in
    /// the lowest lane.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset + 8 <= bytes.count, "a word must lie inside the buffer")
        // A buffer with eight bytes has a base address; an unaligned load reads them as they lie.
        guard let base = bytes.baseAddress else { return 0 }
        return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The offset in its word of the byte whose lane is the lowest set in `mask` (not zero).
    @inline(__always)
    static func firstLane(of mask: UInt64) -> Int {
        mask.trailingZeroBitCount / 8
    }

    /// Lanes whose byte is less than `limit` (at most 0x80). Adding `0x80 - limit` to the low
    /// seven bits reaches the high bit exactly when the byte is at least `limit`; bytes with the
    /// high bit set are never below.
    @inline(__always)
    static func lanes(below limit: UInt8, in word: UInt64) -> UInt64 {
        ~(((word & lowSevenBits) &+ ones &* UInt64(0x80 - limit)) | word) & highBits
    }

    /// Lanes whose byte equals `byte`: the zero lanes of `word ^ byte…byte`.
    @inline(__always)
    static func lanes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~(((difference & lowSevenBits) &+ lowSevenBits) | difference) & highBits
    }

    /// Lanes whose byte is not printable ASCII: a control character, DEL, or not ASCII.
    @inline(__always)
    static func notPrintableASCII(_ word: UInt64) -> UInt64 {
        lanes(below: 0x20, in: word) | lanes(equalTo: 0x7F, in: word) | (word & highBits)
    }
}
