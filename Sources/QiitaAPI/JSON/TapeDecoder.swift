#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes JSON through a ``JSONTape``: `Decodable` values through a `Decoder` (``decode(_:from:)``:
/// error bodies, access tokens, the rate ledger and credentials files), and the API's models
/// straight off the tape (``read(_:from:)``, see ``TapeReadable``).
///
/// It replaces Foundation's `JSONDecoder`, which spent thousands of instructions per field (most
/// of the time of a listing). Keys are compared against the document's bytes without making
/// strings, and only the values asked for are converted. Errors are the `DecodingError`s
/// `JSONDecoder` gives, with the same coding paths.
public enum APIDecoder {
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try Value(from: TapeDecoder(tape: try tape(data), node: 0, codingPath: []))
    }

    /// The same for a ``TapeReadable`` model, without `Decoder`'s containers.
    package static func read<Value: TapeReadable>(_ type: Value.Type, from data: Data) throws -> Value {
        try read(type, from: try tape(data))
    }

    /// The same from a document already parsed.
    static func read<Value: TapeReadable>(_ type: Value.Type, from tape: JSONTape) throws -> Value {
        try Value(tape: TapeValue(tape: tape, node: 0, codingPath: []))
    }

    private static func tape(_ data: Data) throws -> JSONTape {
        do {
            return try JSONTape(parsing: data)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: error.description))
        }
    }
}

struct TapeDecoder: Decoder {
    let tape: JSONTape
    let node: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tape.nodes[node].kind == .object else {
            throw TapeScalar.mismatch([String: Any].self, codingPath: codingPath, node: node, tape: tape)
        }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(tape: tape, node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape.nodes[node].kind == .array else {
            throw TapeScalar.mismatch([Any].self, codingPath: codingPath, node: node, tape: tape)
        }
        return TapeUnkeyedContainer(tape: tape, node: node, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TapeSingleValueContainer(tape: tape, node: node, codingPath: codingPath)
    }
}

/// The kind of value found, for type-mismatch messages.
private func describe(_ kind: JSONTape.Kind) -> String {
    switch kind {
    case .null: return "null"
    case .boolean: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
}

/// What reading an integer's digits gave.
private enum IntegerOutcome<Value> {
    case value(Value), notWhole, overflow
}

/// The scalar decoding shared by the three containers and ``TapeReadable`` models.
enum TapeScalar {
    /// `valueNotFound` for a null, `typeMismatch` for anything else.
    static func mismatch(_ expected: Any.Type, codingPath: @autoclosure () -> [any CodingKey], node: Int, tape: JSONTape) -> DecodingError {
        let codingPath = codingPath()
        let kind = tape.nodes[node].kind
        if kind == .null {
            return .valueNotFound(expected, .init(codingPath: codingPath, debugDescription: "found null"))
        }
        return .typeMismatch(expected, .init(codingPath: codingPath, debugDescription: "found \(describe(kind))"))
    }

    static func keyNotFound(_ key: any CodingKey, codingPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no field \"\(key.stringValue)\""))
    }

    static func mismatch(_ expected: Any.Type, _ value: TapeValue) -> DecodingError {
        mismatch(expected, codingPath: value.codingPath, node: value.node, tape: value.tape)
    }

    static func string(_ tape: JSONTape, _ node: Int, _ path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard tape.nodes[node].kind == .string else { throw mismatch(String.self, codingPath: path(), node: node, tape: tape) }
        guard let text = tape.string(at: node) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: path(), debugDescription: "a string that is not valid UTF-8 or holds a raw control character"))
        }
        return text
    }

    static func bool(_ tape: JSONTape, _ node: Int, _ path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard tape.nodes[node].kind == .boolean else { throw mismatch(Bool.self, codingPath: path(), node: node, tape: tape) }
        return tape.nodes[node].flag
    }

    static func integer<Value: FixedWidthInteger>(_ type: Value.Type, _ tape: JSONTape, _ node: Int, _ path: @autoclosure () -> [any CodingKey]) throws -> Value {
        let entry = tape.nodes[node]
        guard entry.kind == .number else { throw mismatch(type, codingPath: path(), node: node, tape: tape) }
        let outcome = tape.withBytes { bytes -> IntegerOutcome<Value> in
            var index = Int(entry.start)
            let end = Int(entry.end)
            let negative = bytes[index] == 0x2D
            if negative { index += 1 }
            var value: Value = 0
            while index < end {
                let byte = bytes[index]
                guard byte >= 0x30 && byte <= 0x39 else {
                    // A fraction or an exponent: accept it only when it is a whole number.
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<end]), as: UTF8.self)
                    guard let double = Double(text), let whole = Value(exactly: double) else { return .notWhole }
                    return .value(whole)
                }
                let digit = Value(byte - 0x30)
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
                guard !overflow1 && !overflow2 else { return .overflow }
                value = sum
                index += 1
            }
            return .value(value)
        }
        switch outcome {
        case .value(let value): return value
        case .notWhole: throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: "not a whole number"))
        case .overflow:
            throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: "a number too large for \(type)"))
        }
    }

    static func double(_ tape: JSONTape, _ node: Int, _ path: @autoclosure () -> [any CodingKey]) throws -> Double {
        let entry = tape.nodes[node]
        let text = tape.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.start)..<Int(entry.end)]), as: UTF8.self) }
        guard entry.kind == .number, let value = Double(text) else {
            throw mismatch(Double.self, codingPath: path(), node: node, tape: tape)
        }
        return value
    }
}

private struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let node: Int
    let codingPath: [any CodingKey]

    /// The node of `key`'s value, or nil when the object has no such field.
    func valueNode(_ key: Key) -> Int? {
        tape.valueNode(ofField: key.stringValue, inObject: node)
    }

    func required(_ key: Key) throws -> Int {
        guard let found = valueNode(key) else { throw TapeScalar.keyNotFound(key, codingPath: codingPath) }
        return found
    }

    /// Each name once (its value is the first field of that name's, as ``valueNode(_:)`` finds).
    var allKeys: [Key] {
        tape.firstFields(ofObject: node).compactMap { Key(stringValue: $0.name) }
    }

    func contains(_ key: Key) -> Bool { valueNode(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        tape.nodes[try required(key)].kind == .null
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try TapeScalar.string(tape, try required(key), codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try TapeScalar.bool(tape, try required(key), codingPath + [key])
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try TapeScalar.integer(Int.self, tape, try required(key), codingPath + [key])
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try TapeScalar.double(tape, try required(key), codingPath + [key])
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = valueNode(key), tape.nodes[value].kind != .null else { return nil }
        return try TapeScalar.string(tape, value, codingPath + [key])
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = valueNode(key), tape.nodes[value].kind != .null else { return nil }
        return try TapeScalar.bool(tape, value, codingPath + [key])
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = valueNode(key), tape.nodes[value].kind != .null else { return nil }
        return try TapeScalar.integer(Int.self, tape, value, codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = valueNode(key), tape.nodes[value].kind != .null else { return nil }
        return try T(from: TapeDecoder(tape: tape, node: value, codingPath: codingPath + [key]))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: TapeDecoder(tape: tape, node: try required(key), codingPath: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TapeDecoder(tape: tape, node: try required(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TapeDecoder(tape: tape, node: try required(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TapeDecoder(tape: tape, node: node, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TapeDecoder(tape: tape, node: try required(key), codingPath: codingPath + [key])
    }
}

private struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0
    private var cursor: Int

    init(tape: JSONTape, node: Int, codingPath: [any CodingKey]) {
        self.tape = tape
        self.codingPath = codingPath
        self.count = Int(tape.nodes[node].count)
        self.cursor = node + 1
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func next(_ type: Any.Type) throws -> (node: Int, path: [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: "the array has no more elements"))
        }
        let node = cursor
        let path = codingPath + [IndexKey(currentIndex)]
        cursor = Int(tape.nodes[node].next)
        currentIndex += 1
        return (node, path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, tape.nodes[cursor].kind == .null else { return false }
        _ = try next(Never.self)
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let (node, path) = try next(type)
        return try TapeScalar.string(tape, node, path)
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let (node, path) = try next(type)
        return try TapeScalar.integer(Int.self, tape, node, path)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (node, path) = try next(type)
        return try TapeScalar.bool(tape, node, path)
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next(type)
        return try T(from: TapeDecoder(tape: tape, node: node, codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next(type)
        return try TapeDecoder(tape: tape, node: node, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next([Any].self)
        return try TapeDecoder(tape: tape, node: node, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next(Any.self)
        return TapeDecoder(tape: tape, node: node, codingPath: path)
    }
}

private struct TapeSingleValueContainer: SingleValueDecodingContainer {
    let tape: JSONTape
    let node: Int
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { tape.nodes[node].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try TapeScalar.bool(tape, node, codingPath) }
    func decode(_ type: String.Type) throws -> String { try TapeScalar.string(tape, node, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try TapeScalar.double(tape, node, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try TapeScalar.double(tape, node, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try TapeScalar.integer(Int.self, tape, node, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try TapeScalar.integer(Int8.self, tape, node, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try TapeScalar.integer(Int16.self, tape, node, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try TapeScalar.integer(Int32.self, tape, node, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try TapeScalar.integer(Int64.self, tape, node, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try TapeScalar.integer(UInt.self, tape, node, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try TapeScalar.integer(UInt8.self, tape, node, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try TapeScalar.integer(UInt16.self, tape, node, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try TapeScalar.integer(UInt32.self, tape, node, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try TapeScalar.integer(UInt64.self, tape, node, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: TapeDecoder(tape: tape, node: node, codingPath: codingPath)) }
}
