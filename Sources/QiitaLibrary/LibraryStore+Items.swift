import Foundation
import GRDB
import TerminalText

extension LibraryStore {
    /// Saves items in one transaction (all or none). An item seen before is replaced; its search
    /// entry is dropped when the indexed text changed. Items are indexed for search when `find`
    /// first runs after them (``indexPending(in:)``), not here: every list the client receives is
    /// saved, and indexing its bodies costs many times the request.
    package func save(items: [StoredItem], fetchedAt: Date = Date()) throws(LibraryError) {
        try write { db in
            for item in items { try Self.upsert(item, fetchedAt: fetchedAt, in: db) }
        }
    }

    /// The item with this id, or nil when the library has never received it.
    package func item(id: String) throws(LibraryError) -> CachedItem? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, json, updated_at, \(Self.itemCurrentAt) FROM item WHERE id = ?", arguments: [id]
            ).map(Self.cachedItem)
        }
    }

    /// The items among `ids` that the library has, by id.
    package func items(ids: [String]) throws(LibraryError) -> [String: CachedItem] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, json, updated_at, \(Self.itemCurrentAt) FROM item
                    WHERE id IN (SELECT value FROM json_each(?))
                    """, arguments: [Self.jsonArgument(ids)])
            return Dictionary(rows.map(Self.cachedItem).map { ($0.id, $0) }) { first, _ in first }
        }
    }

    /// When an item was last known to be current, as the column `fetched_at`: when it was
    /// fetched, or later when a list carrying it was confirmed unchanged (``touch(key:at:)``).
    static let itemCurrentAt = """
        max(item.fetched_at, coalesce((
            SELECT max(list.fetched_at) FROM list_entry JOIN list ON list.key = list_entry.list_key
            WHERE list_entry.item_id = item.id), 0)) AS fetched_at
        """

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
        // A statement in GRDB's cache keeps the arguments it last ran with: a slice of a reply
        // would keep the whole reply (megabytes) alive until the next save, so the JSON is copied.
        let json = item.json.withUnsafeBytes { Data($0) }
        let values: StatementArguments = [
            item.id, json, item.title, item.body, tags, item.authorID, item.authorName, item.createdAt,
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
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO search_pending (num) VALUES (?)").execute(arguments: [num])
        } else {
            try db.cachedStatement(
                sql: """
                    INSERT INTO item (id, json, title, body, tags, author_id, author_name, created_at, updated_at, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: values)
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO search_pending (num) VALUES (?)")
                .execute(arguments: [db.lastInsertedRowID])
        }
    }

    /// Indexes for search every item saved (new, or changed) since the last time: those in
    /// `search_pending`, so that a search with nothing new to index reads no item.
    static func indexPending(in db: Database) throws {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT num, title, body, tags, author_id, author_name FROM search_pending JOIN item USING (num)
                """)
        let insert = try db.cachedStatement(sql: "INSERT INTO item_search (rowid, title, body, tags, author) VALUES (?, ?, ?, ?, ?)")
        while let row = try rows.next() {
            let authorID: String = row["author_id"]
            let authorName: String = row["author_name"]
            let author = authorName.isEmpty ? authorID : "\(authorID) \(authorName)"
            let num: Int64 = row["num"]
            try insert.execute(arguments: [
                num, SearchText.fold(row["title"]), SearchText.fold(row["body"]), SearchText.fold(row["tags"]),
                SearchText.fold(author),
            ])
        }
        try db.execute(sql: "DELETE FROM search_pending")
    }
}
