import CJSONScan
import Glibc

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON document parsed into one flat array of nodes: containers know how many children they
/// have and where their subtree ends, scalars and strings point into the original bytes. Nothing
/// is converted until it is asked for, so a string nobody decodes (the body of an item in a
/// list) costs only the scan that finds its end.
final class JSONTape: Sendable {
    enum Kind: UInt8, Sendable {
        case null, boolean, number, string, array, object
    }

    struct Node: Sendable, Equatable {
        var kind: Kind
        /// The value of a boolean; of a string, whether it has escapes (found with its end).
        var flag: Bool
        /// Byte range of a scalar; of a string, without its quotes.
        var start: Int32
        var end: Int32
        /// Elements of an array, fields of an object (each field is a key node and a value subtree).
        var count: Int32
        /// The index of the first node after this one's subtree.
        var next: Int32
    }

    /// The document, shared with the reply it came from (not copied: pages are megabytes).
    let data: Data
    let nodes: [Node]
    /// The first elements of the top-level array, already decoded while the reply arrived
    /// (``StreamingArrayReader``); nil when none were.
    let decodedPrefix: DecodedPrefix?

    /// Elements decoded ahead, as the type they were decoded as (``Array/init(tape:)`` takes them
    /// only as that type), and the node of the first element after them.
    struct DecodedPrefix: Sendable {
        let elements: any Sendable
        let nextNode: Int
    }

    /// Nesting deeper than this is refused: hostile input must not exhaust the stack.
    static let maximumDepth = 512

    convenience init(parsing data: Data) throws(JSONTapeError) {
        guard data.count < Int(Int32.max) else { throw .tooLarge }
        try self.init(data: data) { parser throws(JSONTapeError) in try parser.parseDocument() }
    }

    /// A tape of `data` whose nodes `parse` appends to `parser`.
    init(
        data: Data, nodes: consuming [Node] = [], index: Int = 0, decodedPrefix: DecodedPrefix? = nil,
        _ parse: (inout Parser) throws(JSONTapeError) -> Void
    ) throws(JSONTapeError) {
        let parsed = data.withUnsafeBytes { (raw) -> Result<[Node], JSONTapeError> in
            var parser = Parser(bytes: raw.assumingMemoryBound(to: UInt8.self), nodes: nodes, index: index)
            nodes = []
            do throws(JSONTapeError) {
                try parse(&parser)
                return .success(parser.nodes)
            } catch {
                return .failure(error)
            }
        }
        self.data = data
        self.nodes = try parsed.get()
        self.decodedPrefix = decodedPrefix
    }

    /// A tape of nodes parsed already (as far as a page has arrived: ``StreamingArrayReader``).
    init(data: Data, nodes: [Node]) {
        self.data = data
        self.nodes = nodes
        decodedPrefix = nil
    }

    /// The document's bytes, for the duration of `body`.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try data.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// The text of a string node, escapes resolved; nil when it is not valid UTF-8 or holds a
    /// raw control character (JSON requires those escaped).
    func string(at index: Int) -> String? {
        let node = nodes[index]
        let start = Int(node.start)
        let end = Int(node.end)
        return withBytes { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[start..<end])
            // Most of a page's strings are printable ASCII (ids, URLs, dates, names): one pass
            // shows that, and they need neither check below.
            if !node.flag && Self.isPrintableASCII(raw) { return String(decoding: raw, as: UTF8.self) }
            guard !raw.contains(where: { $0 < 0x20 }) else { return nil }
            if !node.flag { return Self.validatedString(raw) }
            guard let unescaped = Self.unescape(raw) else { return nil }
            return unescaped.withUnsafeBufferPointer(Self.validatedString)
        }
    }

    /// Whether every byte is in 0x20...0x7F: no control character, and ASCII (valid UTF-8).
    /// Eight bytes at a time: a byte below 0x20 borrows into its top bit when 0x20 is taken
    /// from it, and one above 0x7F has it set already.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if ((word &- 0x2020_2020_2020_2020) | word) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            guard bytes[index] >= 0x20 && bytes[index] < 0x80 else { return false }
            index += 1
        }
        return true
    }

    /// `bytes` as a String when they are valid UTF-8: ASCII skips `String(validating:as:)`,
    /// whose generic entry looks up type metadata on every call (~8 % of decoding a page).
    static func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress else { return "" }
        var index = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                return String(validating: bytes, as: UTF8.self)
            }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return String(validating: bytes, as: UTF8.self) }
            index += 1
        }
        // ASCII is valid UTF-8: nothing to repair.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON string escapes resolved into UTF-8 bytes; nil for a malformed escape.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.endIndex else { return nil }
            var value: UInt32 = 0
            for byte in UnsafeBufferPointer(rebasing: raw[at..<(at + 4)]) {
                let digit: UInt32
                switch byte {
                case 48...57: digit = UInt32(byte - 48)
                case 65...70: digit = UInt32(byte - 55)
                case 97...102: digit = UInt32(byte - 87)
                default: return nil
                }
                value = value << 4 | digit
            }
            return value
        }
        while index < raw.endIndex {
            let byte = raw[index]
            guard byte == 0x5C else {
                output.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.endIndex else { return nil }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case 0x22, 0x5C, 0x2F: output.append(escape)
            case 0x62: output.append(0x08)
            case 0x66: output.append(0x0C)
            case 0x6E: output.append(0x0A)
            case 0x72: output.append(0x0D)
            case 0x74: output.append(0x09)
            case 0x75:
                guard var scalar = hex4(index) else { return nil }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A surrogate pair; a lone half becomes U+FFFD, as JSONSerialization does.
                    if index + 6 <= raw.endIndex, raw[index] == 0x5C, raw[index + 1] == 0x75,
                        let low = hex4(index + 2), (0xDC00...0xDFFF).contains(low)
                    {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0xFFFD
                }
                output.append(contentsOf: Unicode.Scalar(scalar).map { Array(String($0).utf8) } ?? [0xEF, 0xBF, 0xBD])
            default:
                return nil
            }
        }
        return output
    }

    /// A recursive-descent parser that appends nodes as it goes; strict about the grammar.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var nodes: [Node] = []
        var index = 0

        /// A parser that goes on from `index`, after `nodes`. (The caller lets go of its reference
        /// to `nodes` before parsing, so that appending does not copy them.)
        init(bytes: UnsafeBufferPointer<UInt8>, nodes: [Node] = [], index: Int = 0) {
            self.bytes = bytes
            self.nodes = nodes
            self.index = index
            if nodes.isEmpty { self.nodes.reserveCapacity(256) }
        }

        mutating func parseDocument() throws(JSONTapeError) {
            let buffer = bytes
            skipWhitespace(buffer)
            try parseValue(buffer, depth: 0)
            skipWhitespace(buffer)
            guard index == buffer.count else { throw .unexpected(at: index) }
        }

        mutating func skipWhitespace() { skipWhitespace(bytes) }

        /// One value, its nodes appended; `depth` is its nesting (0 for the document itself).
        mutating func parseValue(depth: Int) throws(JSONTapeError) { try parseValue(bytes, depth: depth) }

        /// What follows a container's element.
        enum AfterElement { case more, closed }

        /// Past what follows an element of a container that ends with `close`: a comma and the
        /// whitespace after it (another element comes), or `close`. An error for anything else,
        /// and `unexpectedEnd` when the bytes end first. (``StreamingTape`` takes an array's
        /// elements with this too, so the two parse arrays alike.)
        mutating func afterElement(_ close: UInt8) throws(JSONTapeError) -> AfterElement {
            skipWhitespace(bytes)
            guard index < bytes.count else { throw .unexpectedEnd }
            switch bytes[index] {
            case 0x2C:
                index += 1
                skipWhitespace(bytes)
                return .more
            case close:
                index += 1
                return .closed
            default:
                throw .unexpected(at: index)
            }
        }

        /// Past `close` when it comes right after a container's opening (an empty container).
        mutating func closesEmpty(_ close: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == close else { return false }
            index += 1
            return true
        }

        /// The byte at the current position, nil at the end.
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace(_ buffer: UnsafeBufferPointer<UInt8>) {
            while index < buffer.count {
                switch buffer[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        private mutating func parseValue(_ buffer: UnsafeBufferPointer<UInt8>, depth: Int) throws(JSONTapeError) {
            guard depth < JSONTape.maximumDepth else { throw .tooDeep }
            guard index < buffer.count else { throw .unexpectedEnd }
            switch buffer[index] {
            case 0x7B: try parseContainer(buffer, depth: depth, isObject: true)
            case 0x5B: try parseContainer(buffer, depth: depth, isObject: false)
            case 0x22: try parseString(buffer)
            case 0x74: try parseLiteral(buffer, "true", kind: .boolean, flag: true)
            case 0x66: try parseLiteral(buffer, "false", kind: .boolean, flag: false)
            case 0x6E: try parseLiteral(buffer, "null", kind: .null, flag: false)
            case 0x2D, 0x30...0x39: try parseNumber(buffer)
            default: throw .unexpected(at: index)
            }
        }

        /// An object (`{"key": value, …}`) or an array (`[value, …]`): one node for the
        /// container, then its keys and values in order.
        private mutating func parseContainer(
            _ buffer: UnsafeBufferPointer<UInt8>, depth: Int, isObject: Bool
        ) throws(JSONTapeError) {
            let close: UInt8 = isObject ? 0x7D : 0x5D
            let slot = nodes.count
            nodes.append(Node(kind: isObject ? .object : .array, flag: false, start: Int32(index), end: 0, count: 0, next: 0))
            index += 1
            skipWhitespace(buffer)
            var count: Int32 = 0
            if !closesEmpty(close) {
                repeat {
                    if isObject {
                        guard index < buffer.count, buffer[index] == 0x22 else { throw .unexpected(at: index) }
                        try parseString(buffer)
                        skipWhitespace(buffer)
                        guard index < buffer.count, buffer[index] == 0x3A else { throw .unexpected(at: index) }
                        index += 1
                        skipWhitespace(buffer)
                    }
                    try parseValue(buffer, depth: depth + 1)
                    count += 1
                } while try afterElement(close) == .more
            }
            nodes[slot].end = Int32(index)
            nodes[slot].count = count
            nodes[slot].next = Int32(nodes.count)
        }

        /// A string: its end found 16 or 32 bytes at a time (`qiita_json_string_end`, CJSONScan),
        /// past escaped quotes. Control characters, which the grammar forbids inside strings, are
        /// refused when the string is converted (``JSONTape/string(at:)``), so only the strings
        /// that are read are checked for them.
        private mutating func parseString(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONTapeError) {
            let start = index + 1
            guard let base = buffer.baseAddress else { throw .unexpectedEnd }
            var escaped: Int32 = 0
            let offset = qiita_json_string_end(base + start, buffer.count - start, &escaped)
            guard offset >= 0 else { throw .unexpectedEnd }
            let end = start + offset
            nodes.append(Node(kind: .string, flag: escaped != 0, start: Int32(start), end: Int32(end), count: 0, next: Int32(nodes.count + 1)))
            index = end + 1
        }

        private mutating func parseLiteral(
            _ buffer: UnsafeBufferPointer<UInt8>, _ literal: StaticString, kind: Kind, flag: Bool
        ) throws(JSONTapeError) {
            let length = literal.utf8CodeUnitCount
            guard index + length <= buffer.count,
                memcmp(buffer.baseAddress! + index, literal.utf8Start, length) == 0
            else { throw .unexpected(at: index) }
            nodes.append(Node(kind: kind, flag: flag, start: Int32(index), end: Int32(index + length), count: 0, next: Int32(nodes.count + 1)))
            index += length
        }

        private mutating func parseNumber(_ buffer: UnsafeBufferPointer<UInt8>) throws(JSONTapeError) {
            let start = index
            if buffer[index] == 0x2D { index += 1 }
            func digits() -> Int {
                let first = index
                while index < buffer.count, (0x30...0x39).contains(buffer[index]) { index += 1 }
                return index - first
            }
            guard digits() > 0 else { throw .unexpected(at: index) }
            if index < buffer.count, buffer[index] == 0x2E {
                index += 1
                guard digits() > 0 else { throw .unexpected(at: index) }
            }
            if index < buffer.count, buffer[index] == 0x65 || buffer[index] == 0x45 {
                index += 1
                if index < buffer.count, buffer[index] == 0x2B || buffer[index] == 0x2D { index += 1 }
                guard digits() > 0 else { throw .unexpected(at: index) }
            }
            nodes.append(Node(kind: .number, flag: false, start: Int32(start), end: Int32(index), count: 0, next: Int32(nodes.count + 1)))
        }
    }
}

/// Why a document is not JSON.
enum JSONTapeError: Error, Sendable, Hashable, CustomStringConvertible {
    case unexpected(at: Int)
    case unexpectedEnd
    case tooDeep
    case tooLarge

    var description: String {
        switch self {
        case .unexpected(let offset): return "not valid JSON at byte \(offset)"
        case .unexpectedEnd: return "the JSON ends too early"
        case .tooDeep: return "JSON nested deeper than \(JSONTape.maximumDepth) levels"
        case .tooLarge: return "JSON larger than 2 GB"
        }
    }
}
