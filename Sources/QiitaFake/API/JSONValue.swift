/// A JSON document built by the fake server. Objects keep their key order, so responses are
/// byte-identical run to run and read like Qiita's (which lists keys in a fixed order).
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// Already serialized JSON, spliced in as it is (cached item bodies).
    case raw([UInt8])

    /// A string, or `null` when absent.
    static func optional(_ string: String?) -> JSONValue {
        string.map(JSONValue.string) ?? .null
    }

    /// The serialized bytes, escaped the way Rails does (`<`, `>`, `&`, U+2028 and U+2029 as
    /// `\uXXXX`), which is what Qiita's responses show.
    package var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return out
    }

    package func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .string(let value): JSONValue.writeString(value, into: &out)
        case .raw(let bytes): out.append(contentsOf: bytes)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.bytes == rhs.bytes
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// One string's JSON text, quotes included.
    static func serialized(_ string: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count + 16)
        writeString(string, into: &out)
        return out
    }

    static func writeString(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var copy = string
        copy.withUTF8 { utf8 in
            writeEscaped(utf8, into: &out)
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Bytes that JSON or Rails escape: controls, `"`, `\\`, `<`, `>`, `&`, and 0xE2 (the lead byte
    /// of U+2028/U+2029, checked further when met).
    private static let needsEscape: [Bool] = (0...255).map { byte in
        byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(byte)
    }

    /// Copies runs of plain bytes in bulk; only the rare escaped byte is handled one at a time.
    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.reserveCapacity(out.count + utf8.count + utf8.count / 8)
        var index = 0
        var runStart = 0
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            guard needsEscape[Int(byte)] else {
                index += 1
                continue
            }
            if byte == 0xE2 && !(index + 2 < count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)) {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
            case 0x0A: out.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [92, UInt8(ascii: "f")])
            case 0xE2:
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &out)
                index += 2
            default:
                appendUnicodeEscape(UInt16(byte), into: &out)
            }
            index += 1
            runStart = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }

    private static func appendUnicodeEscape(_ value: UInt16, into out: inout [UInt8]) {
        out.append(contentsOf: [92, UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(hexDigits[Int((value >> UInt16(shift)) & 0xF)])
        }
    }
}
