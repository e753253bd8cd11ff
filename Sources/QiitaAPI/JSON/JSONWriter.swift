#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        case .string(let string): write(string)
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

    /// A key: escaped as JSON, then written like any string.
    private mutating func writeString(_ string: String) {
        write(JSONString(string))
    }

    /// A string as it was written, except what ``mustEscape(_:)`` names, which may stand raw in
    /// JSON but not reach a terminal. Checked text holds no raw ASCII control, quote or backslash
    /// outside an escape, so only DEL and the lead bytes of the others are looked at: C2 (C1
    /// controls) and E2 (U+2000–U+2FFF).
    private mutating func write(_ string: JSONString) {
        raw("\"")
        string.escaped.withUnsafeBytes { text in
            var index = 0
            while let special = text[index...].firstIndex(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) {
                let length = text[special] == 0x7F ? 1 : text[special] == 0xC2 ? 2 : 3
                let end = min(text.count, special + length)
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: text[index..<special]))
                let scalar = String(decoding: UnsafeRawBufferPointer(rebasing: text[special..<end]), as: UTF8.self)
                    .unicodeScalars.first ?? "\u{FFFD}"
                if Self.mustEscape(scalar) {
                    bytes.append(contentsOf: JSONString.unicodeEscape(scalar.value))
                } else {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: text[special..<end]))
                }
                index = end
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: text[index...]))
        }
        raw("\"")
    }

    /// C0 and C1 controls, DEL, U+2028/2029 and the bidirectional embeddings and isolates.
    private static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
