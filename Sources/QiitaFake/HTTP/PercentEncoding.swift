/// Percent-encoding as the server reads and writes URLs: decoding request paths and queries,
/// and encoding `query` values into `Link` headers the way Rails does (`tag%3ASwift`, space as `+`).
package enum PercentEncoding {
    /// Decodes `%XX` sequences; malformed ones stay as they are. Invalid UTF-8 becomes U+FFFD.
    package static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A query component: `+` is a space, then `%XX` decoding.
    package static func decodeQueryComponent(_ text: String) -> String {
        decode(text.replacingPlus())
    }

    /// Encodes a query value like Ruby's `CGI.escape`: letters, digits and `_.-~` stay, space
    /// becomes `+`, everything else `%XX` (upper-case hex).
    package static func encodeQueryComponent(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                out.append("+")
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    fileprivate func replacingPlus() -> String {
        String(map { $0 == "+" ? " " : $0 })
    }
}
