import Foundation
import QiitaAPI

@testable import QiitaLibrary

/// Items built the way the client would pass them, with JSON that differs per item.
enum Fixtures {
    static func item(
        _ id: String, title: String = "A title", body: String = "Some markdown body.", tags: [String] = ["Swift"],
        authorID: String = "alice", authorName: String = "Alice", updatedAt: String = "2024-01-02T03:04:05+09:00"
    ) -> StoredItem {
        let object: [String: Any] = [
            "id": id, "title": title, "body": body, "updated_at": updatedAt, "created_at": "2024-01-01T00:00:00+09:00",
            "tags": tags.map { ["name": $0, "versions": [String]()] }, "user": ["id": authorID, "name": authorName],
            "page_views_count": NSNull(),
        ]
        let json = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return StoredItem(
            id: id, json: json, title: title, body: body, tags: tags, authorID: authorID, authorName: authorName,
            createdAt: "2024-01-01T00:00:00+09:00", updatedAt: updatedAt)
    }

    /// A 20-hex-digit id like Qiita's, from a number.
    static func id(_ number: Int) -> String { String(format: "%020x", number) }

    static func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }
}

extension LibraryStore {
    /// The ids of the items of the list kept under `key`, read from its body as the client reads it.
    func listIDs(key: String) throws -> [String]? {
        try listBody(key: key).map { body in try JSONValue.elements(parsing: body).map { $0.value["id"]?.stringValue ?? "" } }
    }
}
