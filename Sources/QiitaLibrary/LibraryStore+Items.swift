import Foundation
import GRDB

extension LibraryStore {
    /// Saves items in one transaction (all or none). An item seen before is replaced; its search
    /// entry is rewritten only when the indexed text changed.
    package func save(items: [StoredItem], fetchedAt: Date = Date()) throws(LibraryError) {
        try write { db in
            for item in items { try Self.upsert(item, fetchedAt: fetchedAt, in: db) }
        }
    }

    /// The item with this id, or nil when the library has never received it.
    package func item(id: String) throws(LibraryError) -> CachedItem? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, json, updated_at, fetched_at FROM item WHERE id = ?", arguments: [id]
            ).map(Self.cachedItem)
        }
    }

    /// The items among `ids` that the library has, by id.
    package func items(ids: [String]) throws(LibraryError) -> [String: CachedItem] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, json, updated_at, fetched_at FROM item
                    WHERE id IN (SELECT value FROM json_each(?))
                    """, arguments: [Self.jsonArgument(ids)])
            return Dictionary(rows.map(Self.cachedItem).map { ($0.id, $0) }) { first, _ in first }
        }
    }

    static func cachedItem(_ row: Row) -> CachedItem {
        CachedItem(
            id: row["id"], json: row["json"], updatedAt: row["updated_at"],
            fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]))
    }

    static func upsert(_ item: StoredItem, fetchedAt: Date, in db: Database) throws {
        let tags = item.tags.joined(separator: "\n")
        let existing = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT num, title, body, tags, author_id, author_name FROM item WHERE id = ?"),
            arguments: [item.id])
        let values: StatementArguments = [
            item.id, item.json, item.title, item.body, tags, item.authorID, item.authorName, item.createdAt,
            item.updatedAt, fetchedAt.timeIntervalSince1970,
        ]
        if let existing {
            let num: Int64 = existing["num"]
            try db.cachedStatement(
                sql: """
                    UPDATE item SET id = ?, json = ?, title = ?, body = ?, tags = ?, author_id = ?, author_name = ?,
                        created_at = ?, updated_at = ?, fetched_at = ?
                    WHERE num = ?
                    """
            ).execute(arguments: values + [num])
            let unchanged =
                existing["title"] == item.title && existing["body"] == item.body && existing["tags"] == tags
                && existing["author_id"] == item.authorID && existing["author_name"] == item.authorName
            if unchanged { return }
            try db.cachedStatement(sql: "DELETE FROM item_search WHERE rowid = ?").execute(arguments: [num])
            try index(item, tags: tags, num: num, in: db)
        } else {
            try db.cachedStatement(
                sql: """
                    INSERT INTO item (id, json, title, body, tags, author_id, author_name, created_at, updated_at, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: values)
            try index(item, tags: tags, num: db.lastInsertedRowID, in: db)
        }
    }

    private static func index(_ item: StoredItem, tags: String, num: Int64, in db: Database) throws {
        let author = item.authorName.isEmpty ? item.authorID : "\(item.authorID) \(item.authorName)"
        try db.cachedStatement(sql: "INSERT INTO item_search (rowid, title, body, tags, author) VALUES (?, ?, ?, ?, ?)")
            .execute(arguments: [
                num, SearchText.fold(item.title), SearchText.fold(item.body), SearchText.fold(tags),
                SearchText.fold(author),
            ])
    }
}
