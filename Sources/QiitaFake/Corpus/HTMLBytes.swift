/// Byte-level helpers shared by the block and inline HTML renderers.

/// A literal piece of HTML as UTF-8 bytes.
func htmlLiteral(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Line tests for the renderers, on raw UTF-8.
extension ArraySlice where Element == UInt8 {
    func hasPrefix(_ text: String) -> Bool {
        let prefix = text.utf8
        guard count >= prefix.count else { return false }
        return zip(self, prefix).allSatisfy { $0 == $1 }
    }

    func trimmed() -> ArraySlice<UInt8> {
        var slice = self
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0D { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0D { slice.removeLast() }
        return slice
    }

    var isBlank: Bool { trimmed().isEmpty }

    var indentation: Int { prefix { $0 == 0x20 }.count }
}

/// Appends one byte, as an entity when HTML needs one (text and attribute values alike).
func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "&"): out += htmlLiteral("&amp;")
    case UInt8(ascii: "<"): out += htmlLiteral("&lt;")
    case UInt8(ascii: ">"): out += htmlLiteral("&gt;")
    case UInt8(ascii: "\""): out += htmlLiteral("&quot;")
    default: out.append(byte)
    }
}

/// The bytes with `&`, `<`, `>` and `"` as entities.
func htmlEscaped(_ text: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    for byte in text { appendEscaped(byte, to: &out) }
    return out
}
