import Foundation
import GRDB

extension LibraryStore {
    /// Marks items read at `date`: the first time starts their history; every time keeps the
    /// body and `updated_at` the library has now as the version read. Ask `readSnapshot` first
    /// when the old version is wanted (to show what changed).
    package func markRead(_ ids: [String], at date: Date = Date()) throws(LibraryError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO reading (item_id, title, first_read_at, last_read_at, is_read, marked_at, position,
                        read_body, read_updated_at)
                    SELECT ids.value, item.title, ?2, ?2, 1, ?2, 0, item.body, item.updated_at
                    FROM json_each(?1) AS ids LEFT JOIN item ON item.id = ids.value WHERE true
                    ON CONFLICT (item_id) DO UPDATE SET
                        title = coalesce(excluded.title, title),
                        last_read_at = excluded.last_read_at,
                        marked_at = CASE WHEN is_read = 1 THEN marked_at ELSE excluded.marked_at END,
                        is_read = 1,
                        read_body = coalesce(excluded.read_body, read_body),
                        read_updated_at = coalesce(excluded.read_updated_at, read_updated_at)
                    """, arguments: [Self.jsonArgument(ids), date.timeIntervalSince1970])
        }
    }

    /// Clears the read flag; the history, position and version read are kept.
    package func markUnread(_ ids: [String], at date: Date = Date()) throws(LibraryError) {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE reading SET is_read = 0, marked_at = ?2
                    WHERE is_read = 1 AND item_id IN (SELECT value FROM json_each(?1))
                    """, arguments: [Self.jsonArgument(ids), date.timeIntervalSince1970])
        }
    }

    /// Remembers the line the reader is at. An item never marked read is marked read too: a
    /// position exists only for an article that was opened.
    package func setPosition(_ line: Int, for id: String, at date: Date = Date()) throws(LibraryError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO reading (item_id, title, first_read_at, last_read_at, is_read, marked_at, position,
                        read_body, read_updated_at)
                    SELECT one.id, item.title, ?2, ?2, 1, ?2, ?3, item.body, item.updated_at
                    FROM (SELECT ?1 AS id) AS one LEFT JOIN item ON item.id = one.id WHERE true
                    ON CONFLICT (item_id) DO UPDATE SET position = excluded.position
                    """, arguments: [id, date.timeIntervalSince1970, line])
        }
    }

    /// The reading state of each of `ids` that was ever read, for dimming rows of a list.
    package func readingStates(for ids: [String]) throws(LibraryError) -> [String: ReadingState] {
        try read { db in
            let states = try Row.fetchAll(
                db, sql: "\(Self.readingColumns) WHERE item_id IN (SELECT value FROM json_each(?))",
                arguments: [Self.jsonArgument(ids)]
            ).map(Self.readingState)
            return Dictionary(states.map { ($0.itemID, $0) }) { first, _ in first }
        }
    }

    package func readingState(for id: String) throws(LibraryError) -> ReadingState? {
        try readingStates(for: [id])[id]
    }

    /// The markdown and `updated_at` of the version last read, or nil when the item was read
    /// before the library had its body.
    package func readSnapshot(for id: String) throws(LibraryError) -> ReadSnapshot? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT read_body, read_updated_at FROM reading WHERE item_id = ? AND read_body IS NOT NULL",
                arguments: [id]
            ).map { ReadSnapshot(body: $0["read_body"], updatedAt: $0["read_updated_at"] ?? "") }
        }
    }

    /// What was read, newest first; items marked unread stay in it (with `isRead` false).
    package func history(limit: Int = 50) throws(LibraryError) -> [ReadingState] {
        try read { db in
            try Row.fetchAll(
                db, sql: "\(Self.readingColumns) ORDER BY last_read_at DESC, item_id LIMIT ?", arguments: [limit]
            ).map(Self.readingState)
        }
    }

    static let readingColumns = """
        SELECT item_id, title, first_read_at, last_read_at, is_read, marked_at, position, read_updated_at FROM reading
        """

    static func readingState(_ row: Row) -> ReadingState {
        ReadingState(
            itemID: row["item_id"], title: row["title"],
            firstReadAt: Date(timeIntervalSince1970: row["first_read_at"]),
            lastReadAt: Date(timeIntervalSince1970: row["last_read_at"]), isRead: row["is_read"],
            markedAt: Date(timeIntervalSince1970: row["marked_at"]), position: row["position"],
            readUpdatedAt: row["read_updated_at"])
    }
}
