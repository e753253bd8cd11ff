import Foundation
import GRDB
import QiitaAPI

extension LibraryStore {
    /// Saves a list reply: its items and, in order, which ids it returned, in one transaction.
    /// `key` is the caller's text for the request (``ReplyKey/description``), which also says
    /// where the list sits in its listing (``ListingPage``). `items` is read once,
    /// item by item, so a lazy sequence makes each (a decoded article body) only when it is saved.
    package func saveList(key: String, items: some Sequence<StoredItem>, metadata: ResponseMetadata) throws(LibraryError) {
        try write { db in
            let page = ListingPage(key: key)
            try db.execute(
                sql: """
                    INSERT INTO list (key, fetched_at, headers, listing, first_position, page_size) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET fetched_at = excluded.fetched_at, headers = excluded.headers,
                        listing = excluded.listing, first_position = excluded.first_position, page_size = excluded.page_size
                    """,
                arguments: [
                    key, metadata.fetchedAt.timeIntervalSince1970, metadata.encodedHeaders, page?.listing,
                    page?.positions.lowerBound, page?.paging.perPage,
                ])
            try db.execute(sql: "DELETE FROM list_entry WHERE list_key = ?", arguments: [key])
            let insert = try db.cachedStatement(sql: "INSERT INTO list_entry (list_key, position, item_id) VALUES (?, ?, ?)")
            var count = 0
            for (position, item) in items.enumerated() {
                try Self.upsert(item, fetchedAt: metadata.fetchedAt, in: db)
                try insert.execute(arguments: [key, position, item.id])
                count += 1
            }
            try db.execute(sql: "UPDATE list SET item_count = ?, saved_at = fetched_at WHERE key = ?", arguments: [count, key])
        }
    }

    /// The list saved under `key` as one JSON array of its items as the API sent them, in order;
    /// nil when it was never saved or one of its items has since been pruned (a partial list
    /// would mislead). The items are copied into the array as they are read, into a buffer of
    /// the right size: a page of articles is megabytes, and holding the rows as well would double it.
    package func listBody(key: String) throws(LibraryError) -> Data? {
        try read { db in
            guard try Self.listMetadata(db, key: key) != nil else { return nil }
            let entries = "FROM list_entry LEFT JOIN item ON item.id = list_entry.item_id WHERE list_entry.list_key = ?"
            // length() of a blob reads its size, not its bytes.
            guard
                let sizes = try Row.fetchOne(
                    db, sql: "SELECT count(*), count(item.json), total(length(item.json)) \(entries)", arguments: [key]),
                sizes[0] as Int == sizes[1] as Int
            else { return nil }
            let count: Int = sizes[0]
            var body = Data(capacity: Int(sizes[2] as Double) + count + 2)
            body.append(UInt8(ascii: "["))
            let rows = try Row.fetchCursor(db, sql: "SELECT item.json \(entries) ORDER BY list_entry.position", arguments: [key])
            var first = true
            while let row = try rows.next() {
                let appended = try row.withUnsafeData(atIndex: 0) { json -> Bool in
                    guard let json else { return false }
                    if !first { body.append(UInt8(ascii: ",")) }
                    body.append(json)
                    return true
                }
                guard appended else { return nil }
                first = false
            }
            body.append(UInt8(ascii: "]"))
            return body
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

    /// Records that the server confirmed a list or response unchanged (a 304): its time becomes
    /// `date`, and a list's items count as current from `date` too. Returns false when `key` is unknown.
    @discardableResult
    package func touch(key: String, at date: Date = Date()) throws(LibraryError) -> Bool {
        try write { db in
            let time = date.timeIntervalSince1970
            // The list's items are current as long as it is (``itemCurrentAt``): their rows are
            // not rewritten, which would rewrite every article of the page.
            try db.execute(sql: "UPDATE list SET fetched_at = ? WHERE key = ?", arguments: [time, key])
            if db.changesCount > 0 { return true }
            try db.execute(sql: "UPDATE response SET fetched_at = ? WHERE key = ?", arguments: [time, key])
            return db.changesCount > 0
        }
    }
}
