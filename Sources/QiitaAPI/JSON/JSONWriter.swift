/// Writes ``JSONValue``s as UTF-8 JSON into a byte buffer, fast enough to stream thousands of
/// items: no intermediate `String`s, non-ASCII written as is. Control characters, DEL, C1
/// controls, line/paragraph separators and bidirectional overrides are written as `\uXXXX`
/// escapes, so JSON printed to a terminal cannot drive it; the decoded strings are unchanged.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// Indentation per level; nil writes compact JSON.
    public let indent: Int?

    public init(indent: Int? = 2) {
        self.indent = indent
        bytes.reserveCapacity(1 << 16)
    }

    public mutating func write(_ value: JSONValue, level: Int = 0) {
        switch value {
        case .null: raw("null")
        case .bool(let bool): raw(bool ? "true" : "false")
        case .int(let int): raw(String(int))
        case .double(let double):
            raw(double.isFinite ? String(double) : "null")
        case .string(let string): writeString(string)
        case .array(let values):
            guard !values.isEmpty else { return raw("[]") }
            bytes.append(UInt8(ascii: "["))
            for index in values.indices {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                write(values[index], level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            writeObject(fields, level: level)
        }
    }

    public mutating func writeObject(_ fields: [JSONField], level: Int = 0) {
        guard !fields.isEmpty else { return raw("{}") }
        // By index: each field taken out of the array would be a copy (its key and value retained).
        for index in fields.indices {
            writeKey(fields[index].key, first: index == 0, level: level + 1)
            write(fields[index].value, level: level + 1)
        }
        endObject(level)
    }

    /// `model`'s `fields` as an object, each value written as soon as it is read: the same bytes
    /// as writing `model.jsonObject(fields)`, without making that object first (a list's pages
    /// are written this way).
    public mutating func writeObject<Model>(_ model: Model, fields: [JSONFieldReader<Model>], level: Int = 0) {
        guard !fields.isEmpty else { return raw("{}") }
        for index in fields.indices {
            writeKey(fields[index].name, first: index == 0, level: level + 1)
            write(fields[index].read(model), level: level + 1)
        }
        endObject(level)
    }

    /// What comes before a member's value: `{` or `,`, the indentation, the key and `:`.
    private mutating func writeKey(_ key: String, first: Bool, level: Int) {
        bytes.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
        newline(level)
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func endObject(_ level: Int) {
        newline(level)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Raw JSON punctuation or a newline, for callers that stream an array element by element.
    public mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A newline followed by the indentation of `level` (nothing in compact mode).
    public mutating func newline(_ level: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(indent * level) { bytes.append(UInt8(ascii: " ")) }
    }

    public mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = string.utf8
        let handled: Bool? = utf8.withContiguousStorageIfAvailable { buffer in
            appendEscaped(buffer)
            return true
        }
        if handled == nil {
            var copy = string
            copy.makeContiguousUTF8()
            utf8 = copy.utf8
            _ = utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ buffer: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            if Self.plain[Int(byte)] {
                index += 1
                continue
            }
            if let escaped = Self.escapedScalar(buffer, at: index) {
                if index > runStart {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                }
                raw(escaped.text)
                index += escaped.length
                runStart = index
                continue
            }
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else {
                index += 1
                continue
            }
            if index > runStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index])) }
            switch byte {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            default:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0x0F)])
            }
            index += 1
            runStart = index
        }
        if runStart < buffer.count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<buffer.count]))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// The bytes written as they are without a second look: not a control character, quote,
    /// backslash or DEL, nor the lead byte of a C1 control (C2) or of U+2028/2029 and the
    /// bidirectional controls (E2). One load a byte instead of six comparisons.
    private static let plain: [Bool] = (0...255).map { byte in
        byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
    }

    /// DEL, a C1 control (C2 80–9F), or U+2028/2029, U+202A–202E, U+2066–2069 at `index`.
    private static func escapedScalar(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (text: String, length: Int)? {
        let byte = buffer[index]
        if byte == 0x7F { return ("\\u007f", 1) }
        if byte == 0xC2, index + 1 < buffer.count, (0x80...0x9F).contains(buffer[index + 1]) {
            return ("\\u00" + String(buffer[index + 1], radix: 16), 2)
        }
        if byte == 0xE2, index + 2 < buffer.count {
            let second = buffer[index + 1]
            let third = buffer[index + 2]
            let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            if (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                return ("\\u" + String(scalar, radix: 16), 3)
            }
        }
        return nil
    }
}
