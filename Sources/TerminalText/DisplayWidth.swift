/// How many terminal columns text takes.
///
/// One rule for the whole program, so that tables, articles and the reader agree:
/// - East Asian Wide and Fullwidth characters take 2 columns, combining marks and other
///   zero-width code points 0, everything else 1 (ambiguous-width characters count 1).
/// - An emoji sequence (ZWJ joins, skin tones, flags, keycaps, VS16) is one grapheme of
///   width 2, whatever glibc's `wcwidth` or the number of `Character`s would say.
/// - Control characters count 0: they never reach the terminal (see ``Sanitizer``).
package enum DisplayWidth {
    /// The width of one code point on its own.
    @inlinable
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if isCommonWide(value) { return 2 }
        return fromTables(value)
    }

    /// Kana, CJK ideographs, Hangul syllables and fullwidth forms: most of Japanese text,
    /// answered without searching the tables (which agree; a test checks every code point).
    @inlinable
    static func isCommonWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x309B...0x30FF, 0x3250...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60: return true
        default: return false
        }
    }

    /// The width the generated tables give a code point at or above U+0300.
    @usableFromInline
    static func fromTables(_ value: UInt32) -> Int {
        if contains(WidthTables.zero, value) { return 0 }
        if value >= 0x1100, contains(WidthTables.wide, value) { return 2 }
        return 1
    }

    /// The width of one grapheme cluster.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(first) }
        if first == "\r" && second == "\n" { return 0 }
        if isEmojiSequence(first: first, second: second, rest: scalars) { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return min(of(first), 1) }  // text presentation
        return of(first)
    }

    /// The width of a string: the sum of its graphemes' widths.
    ///
    /// ASCII is counted a byte at a time, and other text a cluster at a time as
    /// ``forEachCluster(in:_:)`` finds them, most without grapheme segmentation.
    package static func of(_ text: String) -> Int {
        asciiWidth(of: text) ?? widthOfClusters(text)
    }

    /// The width of any other string type (a `Substring`, say): that of its text as a `String`.
    package static func of<S: StringProtocol>(_ text: S) -> Int {
        of(String(text))
    }

    /// The width of `text` when it is all ASCII, counted a byte at a time; nil otherwise.
    private static func asciiWidth(of text: String) -> Int? {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var width = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteScan.word(bytes, at: index)
                if word & ByteScan.highBits != 0 { return nil }
                // Controls and DEL take no column; everything else ASCII takes one.
                let zeroWidth = ByteScan.lanes(below: 0x20, in: word) | ByteScan.lanes(equalTo: 0x7F, in: word)
                width += 8 - zeroWidth.nonzeroBitCount
                index += 8
            }
            for byte in bytes[index...] {
                if byte >= 0x80 { return nil }
                width += asciiColumns(byte)
            }
            return width
        }
        return counted ?? nil
    }

    /// Columns of an ASCII byte: printable ones take one, controls none.
    @inlinable
    static func asciiColumns(_ byte: UInt8) -> Int {
        byte >= 0x20 && byte != 0x7F ? 1 : 0
    }

    /// Whether a scalar is always a grapheme cluster of its own (so its width is the cluster's):
    /// it neither extends, joins nor prefixes its neighbours, and is not a CR or LF.
    @inlinable @inline(__always)
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0..<0x300: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F: return true
        case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF9D, 0xFFA0...0xFFEF: return true
        default: return false
        }
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
    /// A wide character that would straddle the edge is dropped, never split.
    package static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        fitted(text, to: width, ellipsis: ellipsis).text
    }

    /// `text` padded with spaces to exactly `width` columns (truncated first if longer).
    package static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let (fitted, fittedWidth) = fitted(text, to: width, ellipsis: "…")
        let gap = max(0, width - fittedWidth)
        switch alignment {
        case .left: return fitted + String(repeating: " ", count: gap)
        case .right: return String(repeating: " ", count: gap) + fitted
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: gap - left)
        }
    }

    /// ``truncate(_:to:ellipsis:)`` and the width of what it returns, the text measured once:
    /// list rows truncate and pad every cell of every frame.
    private static func fitted(_ text: String, to width: Int, ellipsis: String) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let measured = of(text)
        if measured <= width { return (text, measured) }
        let ellipsisWidth = of(ellipsis)
        guard width >= ellipsisWidth else { return (String(repeating: ".", count: width), width) }
        let budget = width - ellipsisWidth
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > budget { break }
            result.append(character)
            used += w
        }
        return (result + ellipsis, used + ellipsisWidth)
    }

    /// Horizontal alignment within a column.
    package enum Alignment: Sendable, Hashable {
        case left, right, center
    }

    private static func isEmojiSequence(
        first: Unicode.Scalar, second: Unicode.Scalar, rest: String.UnicodeScalarView
    ) -> Bool {
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }  // regional-indicator flag
        for scalar in rest {
            switch scalar.value {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF: return true  // VS16, keycap, skin tone
            case 0x200D where first.properties.isEmoji: return true  // ZWJ sequence
            case 0xE0020...0xE007F where first.properties.isEmoji: return true  // tag sequence
            default: continue
            }
        }
        return false
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
