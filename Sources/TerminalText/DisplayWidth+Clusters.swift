extension DisplayWidth {
    /// One grapheme cluster of a string, as layout needs it: where it is, how wide it is, and
    /// the scalar it starts with (which decides how lines may break around it).
    package struct Cluster: Sendable, Hashable {
        package var start: String.Index
        package var end: String.Index
        package var first: Unicode.Scalar
        package var width: Int
        /// Whether the cluster is one scalar (an `e` rather than an `e` with an accent on it).
        package var isSingleScalar: Bool

        @usableFromInline
        init(start: String.Index, end: String.Index, first: Unicode.Scalar, width: Int, isSingleScalar: Bool) {
            self.start = start
            self.end = end
            self.first = first
            self.width = width
            self.isSingleScalar = isSingleScalar
        }
    }

    /// Calls `body` with each grapheme cluster of `text`, in order.
    ///
    /// The clusters and widths are those that iterating the string's `Character`s and measuring
    /// each with ``of(_:)-(Character)`` gives, found much faster: the UTF-8 is decoded in place,
    /// and Unicode's segmentation rules run only where they can matter (see ``Step``).
    ///
    /// Inlinable, so that layout's loops over clusters compile into one loop with `body` inside
    /// rather than a call per cluster.
    @inlinable
    package static func forEachCluster(in text: String, _ body: (Cluster) throws -> Void) rethrows {
        let walked: Void? = try text.utf8.withContiguousStorageIfAvailable { bytes in
            let utf8 = text.utf8
            var offset = 0
            while offset < bytes.count {
                let cluster = Self.cluster(in: text, utf8: bytes, at: offset)
                try body(cluster)
                offset = utf8.distance(from: utf8.startIndex, to: cluster.end)
            }
        }
        if walked != nil { return }
        // Not stored as contiguous UTF-8 (a bridged string): measure every character.
        let scalars = text.unicodeScalars
        var start = text.startIndex
        while start < text.endIndex {
            let end = text.index(after: start)
            try body(
                Cluster(
                    start: start, end: end, first: scalars[start], width: of(text[start]),
                    isSingleScalar: scalars.index(after: start) == end))
            start = end
        }
    }

    /// The cluster of `text` that starts at `offset` of `bytes`, which must be the string's UTF-8
    /// (from `text.utf8.withContiguousStorageIfAvailable`), at a cluster boundary: for callers
    /// that pass over bytes of their own (runs of ASCII) and measure the rest one cluster at a
    /// time, as ``forEachCluster(in:_:)`` does.
    @inlinable
    package static func cluster(in text: String, utf8 bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Cluster {
        let step = Step(in: text, bytes: bytes, at: offset)
        let utf8 = text.utf8
        return Cluster(
            start: utf8.index(utf8.startIndex, offsetBy: offset), end: utf8.index(utf8.startIndex, offsetBy: step.end),
            first: step.first, width: step.width, isSingleScalar: step.isSingleScalar)
    }

    /// The width of `text` that is not all ASCII, a cluster at a time.
    static func widthOfClusters(_ text: String) -> Int {
        let summed = text.utf8.withContiguousStorageIfAvailable { bytes in
            var width = 0
            var offset = 0
            while offset < bytes.count {
                let step = Step(in: text, bytes: bytes, at: offset)
                width += step.width
                offset = step.end
            }
            return width
        }
        if let summed { return summed }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// One cluster found in the UTF-8 of a string, as a byte offset where it ends.
    ///
    /// A scalar is a cluster of its own when neither it nor the scalar after it can join a
    /// neighbour: ASCII other than CR, and the scalars of ``standsAlone(_:)`` (Latin-1, kana,
    /// kanji, box drawing …). Two such scalars always have a cluster boundary between them,
    /// whatever precedes them, so no segmentation rule needs to run. Anything else is measured
    /// as the `Character` it starts, segmented from there on as the string is from its start
    /// (the offset is a cluster boundary, and a substring's clusters begin at its start).
    @usableFromInline
    struct Step {
        @usableFromInline var end: Int
        @usableFromInline var first: Unicode.Scalar
        @usableFromInline var width: Int
        @usableFromInline var isSingleScalar: Bool

        @inlinable @inline(__always)
        init(in text: String, bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
            let lead = bytes[offset]
            let next = offset + 1
            if lead < 0x80, lead != 0x0D, next == bytes.count || bytes[next] < 0x80 {
                self.init(end: next, first: Unicode.Scalar(lead), width: asciiColumns(lead), isSingleScalar: true)
                return
            }
            let (value, length) = scalarValue(in: bytes, at: offset)
            let after = offset + length
            let alone = value < 0x80 ? value != 0x0D : standsAlone(value)
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if alone, after == bytes.count || bytes[after] < 0x80 || standsAlone(scalarValue(in: bytes, at: after).0) {
                self.init(
                    end: after, first: scalar, width: value < 0x80 ? asciiColumns(lead) : of(scalar),
                    isSingleScalar: true)
                return
            }
            self = Self.measuredAsCharacter(in: text, at: offset, first: scalar, length: length)
        }

        @inlinable
        init(end: Int, first: Unicode.Scalar, width: Int, isSingleScalar: Bool) {
            self.end = end
            self.first = first
            self.width = width
            self.isSingleScalar = isSingleScalar
        }

        /// The cluster at `offset` measured as a `Character`, for scalars that may join others.
        @usableFromInline
        static func measuredAsCharacter(in text: String, at offset: Int, first: Unicode.Scalar, length: Int) -> Step {
            let utf8 = text.utf8
            let rest = text[utf8.index(utf8.startIndex, offsetBy: offset)...]
            let end = rest.index(after: rest.startIndex)
            return Step(
                end: utf8.distance(from: utf8.startIndex, to: end), first: first, width: of(rest[rest.startIndex]),
                isSingleScalar: end == utf8.index(utf8.startIndex, offsetBy: offset + length))
        }
    }

    /// The scalar whose UTF-8 starts at `offset` and how many bytes it takes. Strings always
    /// hold valid UTF-8; a truncated sequence (which cannot occur) reads as U+FFFD.
    @inlinable @inline(__always)
    static func scalarValue(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 {
            guard offset + 2 <= bytes.count else { return (0xFFFD, bytes.count - offset) }
            return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
        }
        if lead < 0xF0 {
            guard offset + 3 <= bytes.count else { return (0xFFFD, bytes.count - offset) }
            return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
        }
        guard offset + 4 <= bytes.count else { return (0xFFFD, bytes.count - offset) }
        return (
            (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
                | UInt32(bytes[offset + 3] & 0x3F), 4
        )
    }
}
