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
            var parser = JSONParser(data: data, bytes: bytes)
            return Result { () throws(JSONSyntaxError) -> JSONValue in try parser.document() }
        }
        self = try result.get()
    }

    /// The elements of `data`, one JSON array, each with its own text as written: a listing's
    /// items are kept by the library exactly as the API sent them.
    package static func elements(parsing data: Data) throws(JSONSyntaxError) -> [JSONElement] {
        let result = data.withUnsafeBytes { bytes -> Result<[JSONElement], JSONSyntaxError> in
            var parser = JSONParser(data: data, bytes: bytes)
            return Result { () throws(JSONSyntaxError) -> [JSONElement] in try parser.documentElements() }
        }
        return try result.get()
    }
}

/// An element of a JSON array: its text, a slice of the document, and its value.
package struct JSONElement: Sendable {
    package var json: Data
    package var value: JSONValue
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

    /// The document, which strings are slices of, and its bytes, which are read.
    let data: Data
    let bytes: UnsafeRawBufferPointer
    var index = 0
    var depth = 0

    init(data: Data, bytes: UnsafeRawBufferPointer) {
        self.data = data
        self.bytes = bytes
    }

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
            let key = try key()
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw failure("expected ':'") }
            fields.append(JSONField(key, try value()))
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
        return .object(fields)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        var spans: [Range<Int>]?
        return .array(try elements(spans: &spans))
    }

    /// The elements of the array at `index`, and where each was written when `spans` is not nil.
    private mutating func elements(spans: inout [Range<Int>]?) throws(JSONSyntaxError) -> [JSONValue] {
        index += 1
        var values: [JSONValue] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return values }
        repeat {
            skipSpace()
            let start = index
            values.append(try value())
            spans?.append(start..<index)
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
        return values
    }

    /// The elements of a document that is one array, each with the slice of the document it is.
    mutating func documentElements() throws(JSONSyntaxError) -> [JSONElement] {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { throw failure("expected an array") }
        var spans: [Range<Int>]? = []
        depth += 1
        let values = try elements(spans: &spans)
        depth -= 1
        skipSpace()
        guard index == bytes.count else { throw failure("unexpected text after the document") }
        let base = data.startIndex
        return zip(spans ?? [], values).map { span, value in
            JSONElement(json: data[base + span.lowerBound..<base + span.upperBound], value: value)
        }
    }

    /// A string value: checked now, decoded when read (``JSONString``), a slice of the document.
    private mutating func string() throws(JSONSyntaxError) -> JSONString {
        let (text, hasEscapes) = try scanString()
        let base = data.startIndex
        return JSONString(checked: data[base + text.lowerBound..<base + text.upperBound], hasEscapes: hasEscapes)
    }

    /// An object's key, decoded now: keys are short and every lookup reads them.
    private mutating func key() throws(JSONSyntaxError) -> String {
        let (text, hasEscapes) = try scanString()
        let raw = UnsafeRawBufferPointer(rebasing: bytes[text])
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return JSONString(checked: Data(raw), hasEscapes: true).value
    }

    /// Checks the string at `index` (its opening quote) and moves past it: every escape valid, no
    /// raw control character, valid UTF-8. Returns the range of its text between the quotes.
    private mutating func scanString() throws(JSONSyntaxError) -> (text: Range<Int>, hasEscapes: Bool) {
        index += 1
        let start = index
        var hasEscapes = false
        var highBits: UInt64 = 0
        while index < bytes.count {
            // Article bodies are most of a page: eight bytes at a time while none of them matters.
            if index + 8 <= bytes.count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !Self.mayEndOrEscape(word) {
                    highBits |= word
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            highBits |= UInt64(byte)
            if byte == UInt8(ascii: "\"") {
                let text = start..<index
                if highBits & 0x8080_8080_8080_8080 != 0 {
                    do {
                        _ = try UTF8Span(validating: UnsafeBufferPointer(rebasing: bytes.assumingMemoryBound(to: UInt8.self)[text]).span)
                    } catch {
                        throw JSONSyntaxError(reason: "invalid UTF-8 in a string", offset: start + error.byteOffsets.lowerBound)
                    }
                }
                index += 1
                return (text, hasEscapes)
            }
            if byte < 0x20 { throw failure("a control character in a string") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try checkEscape()
                continue
            }
            index += 1
        }
        throw failure("unterminated string")
    }

    /// Whether any of the eight bytes in `word` is a quote, a backslash or a control character
    /// (the classic test for a zero byte, after XOR with the byte looked for).
    private static func mayEndOrEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs != 0
        return quote || backslash || control
    }

    /// Checks the escape at `index` (a backslash) and moves past it.
    private mutating func checkEscape() throws(JSONSyntaxError) {
        index += 1
        guard index < bytes.count else { throw failure("unterminated string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            guard HexDigit.unit(in: bytes, at: index) != nil else { throw failure("an invalid \\u escape") }
            index += 4
        default:
            throw failure("an invalid escape")
        }
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
