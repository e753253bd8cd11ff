import Foundation
import GRDB

extension LibraryStore {
    /// Saves a list reply: its items and, in order, which ids it returned, in one transaction.
    /// `key` is the caller's text for the request (method, path and query).
    package func saveList(key: String, items: [StoredItem], metadata: ResponseMetadata) throws(LibraryError) {
        try write { db in
            for item in items { try Self.upsert(item, fetchedAt: metadata.fetchedAt, in: db) }
            try db.execute(
                sql: """
                    INSERT INTO list (key, fetched_at, headers) VALUES (?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET fetched_at = excluded.fetched_at, headers = excluded.headers
                    """, arguments: [key, metadata.fetchedAt.timeIntervalSince1970, metadata.encodedHeaders])
            try db.execute(sql: "DELETE FROM list_entry WHERE list_key = ?", arguments: [key])
            let insert = try db.cachedStatement(sql: "INSERT INTO list_entry (list_key, position, item_id) VALUES (?, ?, ?)")
            for (position, item) in items.enumerated() {
                try insert.execute(arguments: [key, position, item.id])
            }
        }
    }

    /// The list saved under `key` with its items in order, or nil when it was never saved or one
    /// of its items has since been pruned (a partial list would mislead).
    package func list(key: String) throws(LibraryError) -> CachedList? {
        try read { db in
            guard let metadata = try Self.listMetadata(db, key: key) else { return nil }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT item.id, item.json, item.updated_at, item.fetched_at FROM list_entry
                    LEFT JOIN item ON item.id = list_entry.item_id
                    WHERE list_entry.list_key = ? ORDER BY list_entry.position
                    """, arguments: [key])
            if rows.contains(where: { $0["id"] == nil }) { return nil }
            return CachedList(key: key, metadata: metadata, items: rows.map(Self.cachedItem))
        }
    }

    /// When the list under `key` was fetched and its headers, without its items.
    package func listMetadata(key: String) throws(LibraryError) -> ResponseMetadata? {
        try read { db in try Self.listMetadata(db, key: key) }
    }

    private static func listMetadata(_ db: Database, key: String) throws -> ResponseMetadata? {
        try Row.fetchOne(db, sql: "SELECT fetched_at, headers FROM list WHERE key = ?", arguments: [key]).map { row in
            ResponseMetadata(fetchedAt: row["fetched_at"], encodedHeaders: row["headers"])
        }
    }

    /// Records that the server confirmed a list or response unchanged (a 304): its time, and for a
    /// list the time of the items it carries, become `date`. Returns false when `key` is unknown.
    @discardableResult
    package func touch(key: String, at date: Date = Date()) throws(LibraryError) -> Bool {
        try write { db in
            let time = date.timeIntervalSince1970
            try db.execute(sql: "UPDATE list SET fetched_at = ? WHERE key = ?", arguments: [time, key])
            if db.changesCount > 0 {
                try db.execute(
                    sql: "UPDATE item SET fetched_at = ? WHERE id IN (SELECT item_id FROM list_entry WHERE list_key = ?)",
                    arguments: [time, key])
                return true
            }
            try db.execute(sql: "UPDATE response SET fetched_at = ? WHERE key = ?", arguments: [time, key])
            return db.changesCount > 0
        }
    }
}
