/// Numbers: radix prefixes, digit separators, fractions, exponents, suffixes and units.
extension CodeScanner {
    /// Whether a number starts at `position`: a digit, or `.` and a digit where `.` is not
    /// member access (`t.0`) or part of a range (`1..5`).
    func startsNumber() -> Bool {
        let byte = bytes[position]
        if ASCII.isDigit(byte) { return true }
        guard byte == ASCII.dot, position + 1 < lineEnd, ASCII.isDigit(bytes[position + 1]) else { return false }
        guard let previous = previousByte else { return true }
        return !language.identifiers.continues(previous) && previous != ASCII.dot
            && previous != ASCII.closeParenthesis && previous != ASCII.closeBracket
    }

    mutating func scanNumber(_ rule: NumberRule) {
        var cursor = position
        if bytes[cursor] == ASCII.dot {
            cursor = digitsEnd(from: cursor + 1, rule, isDigit: ASCII.isDigit)
        } else if rule.radixPrefixes, bytes[cursor] == ASCII.zero, cursor + 2 < lineEnd,
            let end = radixNumberEnd(marker: bytes[cursor + 1] | 0x20, digits: cursor + 2, rule)
        {
            cursor = end
        } else {
            cursor = digitsEnd(from: cursor, rule, isDigit: ASCII.isDigit)
            if cursor + 1 < lineEnd, bytes[cursor] == ASCII.dot, ASCII.isDigit(bytes[cursor + 1]) {
                cursor = digitsEnd(from: cursor + 1, rule, isDigit: ASCII.isDigit)
            }
        }
        cursor = exponentEnd(from: cursor, marker: UInt8(ascii: "e"), rule)
        while cursor < lineEnd, ASCII.isWordByte(bytes[cursor]) { cursor += 1 }
        if cursor < lineEnd, rule.units.contains(bytes[cursor]) { cursor += 1 }
        emit(.number, to: cursor)
    }

    /// The end of the digits after `0x`, `0b` or `0o` (`marker` lowercased), nil when none follow.
    private func radixNumberEnd(marker: UInt8, digits start: Int, _ rule: NumberRule) -> Int? {
        let isDigit: (UInt8) -> Bool
        switch marker {
        case UInt8(ascii: "x"): isDigit = ASCII.isHexDigit
        case UInt8(ascii: "b"): isDigit = { $0 == 0x30 || $0 == 0x31 }
        case UInt8(ascii: "o"): isDigit = { $0 &- 0x30 < 8 }
        default: return nil
        }
        guard isDigit(bytes[start]) else { return nil }
        let end = digitsEnd(from: start, rule, isDigit: isDigit)
        return marker == UInt8(ascii: "x") ? exponentEnd(from: end, marker: UInt8(ascii: "p"), rule) : end
    }

    /// The end of a run of digits in which a separator may stand between two digits.
    private func digitsEnd(from start: Int, _ rule: NumberRule, isDigit: (UInt8) -> Bool) -> Int {
        var cursor = start
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if isDigit(byte) {
                cursor += 1
            } else if cursor > start, cursor + 1 < lineEnd, rule.separators.contains(byte), isDigit(bytes[cursor + 1]) {
                cursor += 2
            } else {
                break
            }
        }
        return cursor
    }

    /// After a mantissa: `e`, an optional sign and digits (`p` for hexadecimal floats).
    private func exponentEnd(from start: Int, marker: UInt8, _ rule: NumberRule) -> Int {
        guard start < lineEnd, bytes[start] | 0x20 == marker else { return start }
        var cursor = start + 1
        if cursor < lineEnd, bytes[cursor] == ASCII.plus || bytes[cursor] == ASCII.minus { cursor += 1 }
        guard cursor < lineEnd, ASCII.isDigit(bytes[cursor]) else { return start }
        return digitsEnd(from: cursor, rule, isDigit: ASCII.isDigit)
    }
}
