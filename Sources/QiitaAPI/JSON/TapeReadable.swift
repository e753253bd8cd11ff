import Dispatch
import Glibc
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of a parsed reply: where it is in the tape, and the coding path that leads to it
/// (for errors). What ``TapeReadable`` models are read from.
public struct TapeValue {
    /// Not retained: a value lives only while the decode that made it runs, and that decode
    /// holds the tape (every value is made from a tape its maker holds: a parameter, a local or
    /// ``TapeFields``'s own). A page's two halves are decoded on two cores, and retaining the one
    /// tape for every field moved its reference count between them: with ``TapeFields`` holding
    /// it once per object, 15.36 -> 14.81 ms for one page (curl 10.14), medians of 200
    /// interleaved runs.
    unowned(unsafe) let tape: JSONTape
    let node: Int
    /// The path to the container holding this value, and this value's key in it: the whole
    /// path is only put together for an error or a nested container, not for every field.
    private let containerPath: [any CodingKey]
    private let key: (any CodingKey)?

    init(tape: JSONTape, node: Int, codingPath: [any CodingKey]) {
        self.init(tape: tape, node: node, containerPath: codingPath, key: nil)
    }

    init(tape: JSONTape, node: Int, containerPath: [any CodingKey], key: (any CodingKey)?) {
        self.tape = tape
        self.node = node
        self.containerPath = containerPath
        self.key = key
    }

    var codingPath: [any CodingKey] { key.map { containerPath + [$0] } ?? containerPath }

    var kind: JSONTape.Kind { tape.nodes[node].kind }

    /// The fields of this object; a type mismatch when it is no object.
    func fields<Key: CodingKey>(_ keys: Key.Type) throws -> TapeFields<Key> {
        guard kind == .object else { throw TapeScalar.mismatch([String: Any].self, self) }
        return TapeFields(self)
    }

    // The paths are autoclosures: made only when there is an error to report.
    func string() throws -> String { try TapeScalar.string(tape, node, codingPath) }
    func integer() throws -> Int { try TapeScalar.integer(Int.self, tape, node, codingPath) }
    func boolean() throws -> Bool { try TapeScalar.bool(tape, node, codingPath) }
    func double() throws -> Double { try TapeScalar.double(tape, node, codingPath) }
}

/// A model read straight off a ``JSONTape``: the API's models, for the replies that are most of
/// what qiita decodes (pages of items). Their `Decodable` conformances stay (``Request`` asks
/// for them, and tests hold both to the same results); this path skips `Decoder`'s generic
/// containers and the type metadata they instantiate on first use.
///
/// Public because ``Request``'s default `decode(_:)` for such responses is public. A type outside
/// the package can conform but cannot read anything: ``TapeValue`` exposes nothing.
///
/// A conformance reads fields in the order its `CodingKeys` declare them, as the synthesized
/// `init(from:)` does, so that a malformed reply fails at the same field with the same
/// `DecodingError` whichever path decoded it.
public protocol TapeReadable: Decodable, Sendable {
    init(tape value: TapeValue) throws
}

extension Array: TapeReadable where Element: TapeReadable {
    public init(tape value: TapeValue) throws {
        guard value.kind == .array else { throw TapeScalar.mismatch([Any].self, value) }
        let tape = value.tape
        let count = Int(tape.nodes[value.node].count)
        var elements: [Element] = []
        var node = value.node + 1
        // The reply's own array may have been read in part while it arrived, as these elements.
        if value.node == 0, let prefix = tape.decodedPrefix, let decoded = prefix.elements as? [Element],
            decoded.count <= count
        {
            elements = decoded
            node = prefix.nextNode
        }
        let path = value.codingPath
        if value.node == 0 && count - elements.count >= Self.decodedInHalvesFrom {
            self = try Self.decodedInHalves(of: tape, from: node, after: elements, count: count, path: path)
            return
        }
        // Only when some are left: the elements read ahead are shared with the tape, and making
        // room copies them all.
        if elements.count < count { elements.reserveCapacity(count) }
        for index in elements.count..<count {
            elements.append(try Element(tape: TapeValue(tape: tape, node: node, containerPath: path, key: IndexKey(index))))
            node = Int(tape.nodes[node].next)
        }
        self = elements
    }

    /// A page's `count` elements (the reply's own array): `prefix`, those read while it arrived,
    /// then the rest from `node` on, decoded in two halves on both cores straight into the array
    /// (no element is copied after it is made: copying one retains each of its strings). Each
    /// half stops at its first failure, and the first failure in order is thrown, as one pass
    /// would throw it.
    private static func decodedInHalves(
        of tape: JSONTape, from node: Int, after prefix: [Element], count: Int, path: [any CodingKey]
    ) throws -> [Element] {
        let left = count - prefix.count
        let half = left / 2
        // Each half follows the elements' `next` links from its first node.
        var secondHalf = node
        for _ in 0..<half { secondHalf = Int(tape.nodes[secondHalf].next) }
        let firstNodes = [node, secondHalf]
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            _ = buffer.initialize(from: prefix)
            // Each half initializes its own elements of the array, from the other core too.
            nonisolated(unsafe) let rest = base + prefix.count
            // How many elements each half made, and why it stopped short.
            let outcomes = Mutex<[(made: Int, failure: (any Error)?)]>([(0, nil), (0, nil)])
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                let range = part == 0 ? 0..<half : half..<left
                var node = firstNodes[part]
                var made = 0
                var failure: (any Error)?
                do {
                    for offset in range {
                        let value = TapeValue(
                            tape: tape, node: node, containerPath: path, key: IndexKey(prefix.count + offset))
                        (rest + offset).initialize(to: try Element(tape: value))
                        made += 1
                        node = Int(tape.nodes[node].next)
                    }
                } catch {
                    failure = error
                }
                outcomes.withLock { $0[part] = (made, failure) }
            }
            let halves = outcomes.withLock { $0 }
            if let failure = halves[0].failure ?? halves[1].failure {
                // The array is left empty, as it began: what was made is undone.
                (rest + half).deinitialize(count: halves[1].made)
                rest.deinitialize(count: halves[0].made)
                base.deinitialize(count: prefix.count)
                throw failure
            }
            initialized = count
        }
    }

    /// Fewer elements left than this are decoded on one core.
    static var decodedInHalvesFrom: Int { 16 }
}

/// An array of ``TapeReadable`` elements: what the list endpoints answer, and what a
/// ``StreamingArrayReader`` can decode while it arrives.
public protocol TapeReadableArray: TapeReadable {
    associatedtype Element: TapeReadable
}

extension Array: TapeReadableArray where Element: TapeReadable {}

extension String: TapeReadable {
    public init(tape value: TapeValue) throws { self = try value.string() }
}

extension Int: TapeReadable {
    public init(tape value: TapeValue) throws { self = try value.integer() }
}

extension Bool: TapeReadable {
    public init(tape value: TapeValue) throws { self = try value.boolean() }
}

/// The fields of one object, looked up by key as the `Decoder` path looks them up
/// (``JSONTape/valueNode(ofField:inObject:)``).
struct TapeFields<Key: CodingKey> {
    /// Held here, once for all the fields: each read through the value's unretained reference
    /// retained and released it.
    private let tape: JSONTape
    private let object: Int
    /// The object's own coding path, put together once for all its fields.
    private let path: [any CodingKey]

    init(_ object: TapeValue) {
        tape = object.tape
        self.object = object.node
        path = object.codingPath
    }

    private func node(_ key: Key) -> Int? {
        tape.valueNode(ofField: key.stringValue, inObject: object)
    }

    private func value(_ key: Key, _ node: Int) -> TapeValue {
        TapeValue(tape: tape, node: node, containerPath: path, key: key)
    }

    /// The field's value; `keyNotFound` when the object has no such field.
    func required(_ key: Key) throws -> TapeValue {
        value(key, try requiredNode(key))
    }

    /// The field's value, or nil when the field is missing or null.
    func optional(_ key: Key) -> TapeValue? {
        optionalNode(key).map { value(key, $0) }
    }

    func read<Value: TapeReadable>(_ key: Key) throws -> Value {
        try Value(tape: try required(key))
    }

    func read<Value: TapeReadable>(_ key: Key) throws -> Value? {
        guard let value = optional(key) else { return nil }
        return try Value(tape: value)
    }

    // Most fields are strings, numbers and booleans: read without a `TapeValue`, whose copy of
    // the object's path (retained and released per field) was a third of decoding a page. The
    // path is put together only for an error, as the generic reads put it together.

    func read(_ key: Key) throws -> String {
        try TapeScalar.string(tape, try requiredNode(key), path + [key])
    }

    func read(_ key: Key) throws -> String? {
        guard let node = optionalNode(key) else { return nil }
        return try TapeScalar.string(tape, node, path + [key])
    }

    func read(_ key: Key) throws -> Int {
        try TapeScalar.integer(Int.self, tape, try requiredNode(key), path + [key])
    }

    func read(_ key: Key) throws -> Int? {
        guard let node = optionalNode(key) else { return nil }
        return try TapeScalar.integer(Int.self, tape, node, path + [key])
    }

    func read(_ key: Key) throws -> Bool {
        try TapeScalar.bool(tape, try requiredNode(key), path + [key])
    }

    func read(_ key: Key) throws -> Bool? {
        guard let node = optionalNode(key) else { return nil }
        return try TapeScalar.bool(tape, node, path + [key])
    }

    private func requiredNode(_ key: Key) throws -> Int {
        guard let node = node(key) else { throw TapeScalar.keyNotFound(key, codingPath: path) }
        return node
    }

    /// Nil when the field is missing or null.
    private func optionalNode(_ key: Key) -> Int? {
        guard let node = node(key), tape.nodes[node].kind != .null else { return nil }
        return node
    }
}

extension JSONTape {
    /// The node of the value of object `object`'s field `name`, or nil when it has none; the
    /// first of duplicated names counts. Names are compared as bytes, lengths first.
    func valueNode(ofField name: String, inObject object: Int) -> Int? {
        var name = name
        return name.withUTF8 { name in
            withBytes { bytes in
                nodes.withUnsafeBufferPointer { nodes in
                    var index = object + 1
                    for _ in 0..<Int(nodes[object].count) {
                        if nameMatches(nodes[index], at: index, name, in: bytes) { return index + 1 }
                        index = Int(nodes[index + 1].next)
                    }
                    return nil
                }
            }
        }
    }

    /// Each field name of object `object` once, in order, with the node of its value: the first
    /// field of a name counts (as ``valueNode(ofField:inObject:)`` finds it), and a name that is
    /// not valid UTF-8 is skipped. Linear in the fields, however many a hostile reply sends.
    func firstFields(ofObject object: Int) -> [(name: String, node: Int)] {
        var fields: [(name: String, node: Int)] = []
        var seen: Set<String> = []
        var index = object + 1
        for _ in 0..<Int(nodes[object].count) {
            if let name = string(at: index), seen.insert(name).inserted { fields.append((name, index + 1)) }
            index = Int(nodes[index + 1].next)
        }
        return fields
    }

    /// Whether key node `node` (at `index`) is exactly `name`: compared as bytes, lengths and
    /// first bytes first, without making a String unless the key has escapes.
    private func nameMatches(
        _ node: Node, at index: Int, _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        if node.flag {
            guard let text = string(at: index) else { return false }
            return text.utf8.elementsEqual(name)
        }
        let length = Int(node.end - node.start)
        guard length == name.count else { return false }
        guard length > 0 else { return true }
        let start = Int(node.start)
        return bytes[start] == name[0] && memcmp(bytes.baseAddress! + start, name.baseAddress!, length) == 0
    }
}

/// Positions in arrays, for coding paths.
struct IndexKey: CodingKey {
    var stringValue: String { "Index \(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
