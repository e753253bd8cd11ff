/// Percent-encoding for the parts of a URL built from user input (user ids, tag names such as
/// `C#` or `初心者`, search queries): everything but RFC 3986's unreserved characters is encoded.
package enum PathSegment {
    package static func encode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%"
                result += hexDigit(byte >> 4)
                result += hexDigit(byte & 0x0F)
            }
        }
        return result
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(UnicodeScalar(nibble < 10 ? 48 + nibble : 55 + nibble))
    }
}
