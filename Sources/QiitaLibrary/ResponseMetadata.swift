import Foundation

/// When a reply was fetched and the few headers the client needs again (paging, revalidation).
/// Only allow-listed headers are ever kept, so no token or cookie can reach the database.
package struct ResponseMetadata: Sendable, Equatable {
    /// The headers kept, in their canonical spelling.
    package static let storedHeaderNames = ["Link", "Total-Count", "ETag", "Last-Modified", "Content-Type"]

    package var fetchedAt: Date
    /// Allow-listed headers by canonical name; repeated fields are joined with ", ".
    package private(set) var headers: [String: String]

    /// Keeps only the allow-listed fields of `headers`, matched without regard to case.
    package init(fetchedAt: Date, headers: [(name: String, value: String)] = []) {
        self.fetchedAt = fetchedAt
        var kept: [String: String] = [:]
        for field in headers {
            guard let name = Self.canonicalName(field.name) else { continue }
            kept[name] = kept[name].map { "\($0), \(field.value)" } ?? field.value
        }
        self.headers = kept
    }

    static func canonicalName(_ name: String) -> String? {
        storedHeaderNames.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The headers as stored in a `headers` column: a JSON object with sorted keys.
    var encodedHeaders: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(headers)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Rebuilds metadata from a row; the header names are filtered again, so a hand-edited
    /// database cannot smuggle other headers back to the client.
    init(fetchedAt: Double, encodedHeaders: String) {
        let decoded = (try? JSONDecoder().decode([String: String].self, from: Data(encodedHeaders.utf8))) ?? [:]
        self.init(
            fetchedAt: Date(timeIntervalSince1970: fetchedAt),
            headers: decoded.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) })
    }
}
