/// Header fields in the order they were added. Lookup ignores case, as HTTP requires (clients
/// send `accept-encoding`, `Accept-Encoding` or `ACCEPT-ENCODING` alike); names are sent as written.
package struct HTTPHeaders: Sendable, Sequence {
    private var fields: [(name: String, value: String)] = []

    package init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of the field, any case.
    package subscript(_ name: String) -> String? {
        let lowered = name.lowercased()
        return fields.first { $0.name.lowercased() == lowered }?.value
    }

    /// All values of the field, any case (`If-None-Match` may repeat).
    package func values(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    package mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    package mutating func remove(_ name: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
    }

    package func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }
}
