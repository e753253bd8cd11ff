/// Writes ``JSONValue``s as UTF-8 JSON. Control characters, DEL, C1 controls, line and paragraph
/// separators and bidirectional controls are written as `\uXXXX` escapes, so JSON printed to a
/// terminal cannot drive it; the decoded strings are unchanged.
package struct JSONWriter: Sendable {
    package private(set) var bytes: [UInt8] = []
    /// Indentation per level; nil writes compact JSON.
    package let indent: Int?

    package init(indent: Int? = 2) {
        self.indent = indent
    }

    package mutating func write(_ value: JSONValue, level: Int = 0) {
        switch value {
        case .null: raw("null")
        case .bool(let bool): raw(bool ? "true" : "false")
        case .number(let text): raw(text)
        case .string(let string): writeString(string)
        case .array(let values):
            guard !values.isEmpty else { return raw("[]") }
            raw("[")
            for (index, element) in values.enumerated() {
                if index > 0 { raw(",") }
                newline(level + 1)
                write(element, level: level + 1)
            }
            newline(level)
            raw("]")
        case .object(let fields):
            guard !fields.isEmpty else { return raw("{}") }
            raw("{")
            for (index, field) in fields.enumerated() {
                if index > 0 { raw(",") }
                newline(level + 1)
                writeString(field.key)
                raw(indent == nil ? ":" : ": ")
                write(field.value, level: level + 1)
            }
            newline(level)
            raw("}")
        }
    }

    /// Raw JSON punctuation or a newline, for callers that stream an array element by element.
    package mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A newline followed by the indentation of `level` (nothing in compact mode).
    package mutating func newline(_ level: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }

    package mutating func writeString(_ string: String) {
        raw("\"")
        // Runs of bytes that need no escape are copied whole; only the rest is looked at scalar by
        // scalar (a quote, a backslash, a control, or the lead byte of one that may be escaped).
        var utf8 = Array(string.utf8)[...]
        while let special = utf8.firstIndex(where: Self.mayNeedEscape) {
            bytes.append(contentsOf: utf8[..<special])
            let length = utf8[special] < 0x80 ? 1 : utf8[special] < 0xE0 ? 2 : 3
            let end = min(utf8.endIndex, special + length)
            let scalar = String(decoding: utf8[special..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            case _ where Self.mustEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(contentsOf: utf8[special..<end])
            }
            utf8 = utf8[end...]
        }
        bytes.append(contentsOf: utf8)
        raw("\"")
    }

    /// A byte that is, or starts, something ``mustEscape(_:)`` may escape: ASCII controls, the
    /// quote and backslash, DEL, and the lead bytes of C1 controls (C2) and U+2000–U+2FFF (E2).
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// C0 and C1 controls, DEL, U+2028/2029 and the bidirectional embeddings and isolates.
    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
