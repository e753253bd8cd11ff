#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON string as it was written: the text between its quotes, escapes unresolved, checked
/// when it was parsed and decoded only when read. `--json` prints the API's strings as sent,
/// and a page's megabytes of article bodies cost nothing unless something reads them.
package struct JSONString: Sendable {
    /// The text between the quotes: valid UTF-8, every escape valid, no raw control character.
    package let escaped: Data
    private let hasEscapes: Bool

    /// `escaped` must already have been checked (``JSONValue/init(parsing:)`` does).
    init(checked escaped: Data, hasEscapes: Bool) {
        self.escaped = escaped
        self.hasEscapes = hasEscapes
    }

    /// The string written as JSON: quote, backslash and control characters escaped.
    package init(_ string: String) {
        var escaped = Data()
        escaped.reserveCapacity(string.utf8.count)
        var hasEscapes = false
        for byte in string.utf8 {
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                escaped.append(byte)
                continue
            }
            hasEscapes = true
            switch byte {
            case UInt8(ascii: "\""): escaped.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): escaped.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): escaped.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): escaped.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): escaped.append(contentsOf: #"\t"#.utf8)
            default: escaped.append(contentsOf: JSONString.unicodeEscape(UInt32(byte)))
            }
        }
        self.init(checked: escaped, hasEscapes: hasEscapes)
    }

    /// The decoded string.
    package var value: String {
        guard hasEscapes else { return String(decoding: escaped, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(escaped.count)
        escaped.withUnsafeBytes { bytes in
            var index = 0
            while let backslash = bytes[index...].firstIndex(of: UInt8(ascii: "\\")) {
                decoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<backslash]))
                let (scalar, next) = Self.unescape(bytes, at: backslash)
                UTF8.encode(scalar) { decoded.append($0) }
                index = next
            }
            decoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index...]))
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The scalar of the checked escape at `start` (a backslash), and the index after it. A lone
    /// surrogate cannot be a scalar: it becomes U+FFFD, as Foundation's decoder makes it.
    private static func unescape(_ bytes: UnsafeRawBufferPointer, at start: Int) -> (Unicode.Scalar, Int) {
        switch bytes[start + 1] {
        case UInt8(ascii: "b"): return ("\u{08}", start + 2)
        case UInt8(ascii: "f"): return ("\u{0C}", start + 2)
        case UInt8(ascii: "n"): return ("\n", start + 2)
        case UInt8(ascii: "r"): return ("\r", start + 2)
        case UInt8(ascii: "t"): return ("\t", start + 2)
        case UInt8(ascii: "u"):
            let unit = HexDigit.unit(in: bytes, at: start + 2) ?? 0xFFFD
            let low = start + 6
            if (0xD800..<0xDC00).contains(unit), low + 6 <= bytes.count, bytes[low] == UInt8(ascii: "\\"),
                bytes[low + 1] == UInt8(ascii: "u")
            {
                let second = HexDigit.unit(in: bytes, at: low + 2) ?? 0
                if (0xDC00..<0xE000).contains(second) {
                    return (Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}", low + 6)
                }
            }
            return (Unicode.Scalar(unit) ?? "\u{FFFD}", start + 6)
        case let letter:
            // `"`, `\` and `/` stand for themselves.
            return (Unicode.Scalar(letter), start + 2)
        }
    }

    /// `\u` and four lowercase hex digits.
    static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        [UInt8(ascii: "\\"), UInt8(ascii: "u")] + [12, 8, 4, 0].map { hexDigits[Int(value >> UInt32($0) & 0xF)] }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension JSONString: Hashable {
    /// Equal when the decoded strings are: `"é"` and `"\u00e9"` are the same string.
    package static func == (lhs: JSONString, rhs: JSONString) -> Bool {
        lhs.escaped == rhs.escaped || lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension JSONString: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) {
        self.init(value)
    }
}
