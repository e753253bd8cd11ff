/// A JSON value whose objects keep their key order: what `--json` prints, and the shape of
/// API fields that are passed through without a model (Qiita Team's `group`).
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONField])

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { JSONField($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? single.decode(Int.self) {
            self = .int(int)
        } else if let double = try? single.decode(Double.self) {
            self = .double(double)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// One key and value of a JSON object.
public struct JSONField: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    public init(_ string: String?) { self = string.map { .string($0) } ?? .null }
    public init(_ int: Int?) { self = int.map { .int($0) } ?? .null }
    public init(_ bool: Bool?) { self = bool.map { .bool($0) } ?? .null }
}

extension JSONValue: TapeReadable {
    /// As ``init(from:)`` reads it: objects' keys sorted, whole numbers as integers.
    public init(tape value: TapeValue) throws {
        let tape = value.tape
        switch value.kind {
        case .null:
            self = .null
        case .boolean:
            self = .bool(try value.boolean())
        case .number:
            if let int = try? value.integer() {
                self = .int(int)
            } else {
                self = .double(try value.double())
            }
        case .string:
            self = .string(try value.string())
        case .array:
            self = .array(try [JSONValue](tape: value))
        case .object:
            let path = value.codingPath
            self = .object(
                try tape.firstFields(ofObject: value.node).sorted { $0.name < $1.name }.map { field in
                    let key = AnyKey(stringValue: field.name)
                    return JSONField(field.name, try JSONValue(tape: TapeValue(tape: tape, node: field.node, containerPath: path, key: key)))
                })
        }
    }
}
