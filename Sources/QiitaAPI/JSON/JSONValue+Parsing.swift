#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONValue {
    /// Parses `data` as one strict JSON document (RFC 8259: no leading zeros, no trailing commas,
    /// no comments), keeping key order and number text. Foundation's parsers give neither.
    package init(parsing data: Data) throws(JSONSyntaxError) {
        // Read in place: a page of items is megabytes, and a copy would be one more of them.
        let result = data.withUnsafeBytes { bytes -> Result<JSONValue, JSONSyntaxError> in
            var parser = JSONParser(bytes: bytes)
            return Result { () throws(JSONSyntaxError) -> JSONValue in try parser.document() }
        }
        self = try result.get()
    }
}

/// Why a document is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    package var reason: String
    package var offset: Int
    package var description: String { "\(reason) at byte \(offset)" }
}

/// A recursive-descent parser over the document's bytes.
private struct JSONParser {
    /// Deeper documents are refused rather than risking the stack; the API nests three levels.
    static let maximumDepth = 512

    let bytes: UnsafeRawBufferPointer
    var index = 0
    var depth = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard index == bytes.count else { throw failure("unexpected text after the document") }
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return .number(try number())
        }
    }

    private mutating func nested(
        _ parse: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        defer { depth -= 1 }
        return try parse(&self)
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var fields: [JSONField] = []
        skipSpace()
        if consume(UInt8(ascii: "}")) { return .object(fields) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw failure("expected ':'") }
            fields.append(JSONField(key, try value()))
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
        return .object(fields)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return .array(values) }
        repeat {
            values.append(try value())
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
        return .array(values)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // The string's bytes with escapes resolved; most strings have none and are made in one go.
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String?
                if decoded.isEmpty {
                    text = String(validating: bytes[runStart..<index], as: UTF8.self)
                } else {
                    decoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                    text = String(validating: decoded, as: UTF8.self)
                }
                guard let text else { throw failure("invalid UTF-8 in a string") }
                index += 1
                return text
            }
            if byte < 0x20 { throw failure("a control character in a string") }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                UTF8.encode(try escape()) { decoded.append($0) }
                runStart = index
                continue
            }
            index += 1
        }
        throw failure("unterminated string")
    }

    /// The scalar of the escape at `index` (a backslash), leaving `index` after it.
    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unterminated string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
                let saved = index
                index += 2
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                index = saved
            }
            // A lone surrogate cannot be a scalar; it becomes U+FFFD, as Foundation does.
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw failure("an invalid escape")
        }
    }

    /// The four hex digits after `\u`, digits only (a sign is not a digit).
    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("an invalid \\u escape") }
        var unit: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("an invalid \\u escape")
            }
            unit = unit << 4 | UInt32(digit)
        }
        index += 4
        return unit
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw failure("a number with a leading zero") }
        } else {
            guard try digits() > 0 else { throw failure("expected a value") }
        }
        if consume(UInt8(ascii: ".")) {
            guard try digits() > 0 else { throw failure("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard try digits() > 0 else { throw failure("expected an exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() throws(JSONSyntaxError) -> Int {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw failure("expected a value") }
        index += word.utf8.count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private func failure(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: index)
    }
}
