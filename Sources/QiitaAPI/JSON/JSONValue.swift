/// A JSON value whose objects keep their key order and whose numbers keep their text: what
/// `--json` selects from and prints, so the output repeats the API's own objects.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as written (`12`, `-3.5e2`), so nothing is lost to a conversion.
    case number(String)
    /// A string as written, decoded when read (``JSONString/value``).
    case string(JSONString)
    case array([JSONValue])
    case object([JSONField])

    /// The value of `key` in an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// An object with only the fields named, in the order named; names it lacks are skipped.
    package func selecting(_ names: [String]) -> JSONValue {
        guard case .object(let fields) = self else { return self }
        return .object(names.compactMap { name in fields.first { $0.key == name } })
    }

    package var stringValue: String? {
        if case .string(let string) = self { return string.value }
        return nil
    }

    package var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }
}

/// One key and value of a JSON object.
package struct JSONField: Sendable, Hashable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    package init(_ string: String?) { self = string.map { .string(JSONString($0)) } ?? .null }
    package init(_ int: Int?) { self = int.map { .number(String($0)) } ?? .null }
    package init(_ bool: Bool?) { self = bool.map { .bool($0) } ?? .null }
}

extension JSONValue: Decodable {
    /// Decoding through `Decoder` cannot see key order, so keys come sorted; the API's models use
    /// this only for fields passed through without a model (Qiita Team's `group`).
    package init(from decoder: any Decoder) throws {
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
            self = .number(String(int))
        } else if let double = try? single.decode(Double.self) {
            self = .number(String(double))
        } else {
            self = .string(JSONString(try single.decode(String.self)))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
