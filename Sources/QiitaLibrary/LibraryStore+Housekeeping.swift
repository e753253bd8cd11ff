import Foundation
import GRDB

extension LibraryStore {
    package func stats() throws(LibraryError) -> LibraryStats {
        let counts = try read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM item) AS items,
                        (SELECT count(*) FROM reading WHERE is_read = 1) AS read,
                        (SELECT count(*) FROM reading) AS history,
                        (SELECT count(*) FROM list) AS lists,
                        (SELECT count(*) FROM response) AS responses,
                        (SELECT min(oldest) FROM (
                            SELECT min(fetched_at) AS oldest FROM item UNION ALL
                            SELECT min(fetched_at) FROM list UNION ALL
                            SELECT min(fetched_at) FROM response)) AS oldest
                    """)!
        }
        return LibraryStats(
            path: path, sizeOnDisk: file.sizeOnDisk(), itemCount: counts["items"], readCount: counts["read"],
            historyCount: counts["history"], listCount: counts["lists"], responseCount: counts["responses"],
            oldestEntry: (counts["oldest"] as Double?).map(Date.init(timeIntervalSince1970:)))
    }

    /// Removes what was fetched before `cutoff`, then, while the data is larger than `maxSize`
    /// bytes, the oldest items and the lists that carried them. Items in the reading history and
    /// the history itself are kept unless `keepReadHistory` is false. Lists still kept keep their
    /// items. The file shrinks by the space freed.
    @discardableResult
    package func prune(olderThan cutoff: Date? = nil, maxSize: Int64? = nil, keepReadHistory: Bool = true)
        throws(LibraryError) -> PruneReport
    {
        var report = PruneReport(sizeBefore: file.sizeOnDisk())
        if let cutoff {
            let time = cutoff.timeIntervalSince1970
            try write { db in
                try db.execute(sql: "DELETE FROM list WHERE fetched_at < ?", arguments: [time])
                report.removedLists += db.changesCount
                try db.execute(sql: "DELETE FROM response WHERE fetched_at < ?", arguments: [time])
                report.removedResponses += db.changesCount
                if !keepReadHistory {
                    try db.execute(sql: "DELETE FROM reading WHERE last_read_at < ?", arguments: [time])
                    report.removedReadings += db.changesCount
                }
                try db.execute(
                    sql: """
                        DELETE FROM item WHERE fetched_at < ?
                          AND id NOT IN (SELECT item_id FROM list_entry) AND id NOT IN (SELECT item_id FROM reading)
                        """, arguments: [time])
                report.removedItems += db.changesCount
            }
        }
        if let maxSize {
            while try usedBytes() > maxSize {
                let removed = try evictOldest(keepReadHistory: keepReadHistory, report: &report)
                if !removed { break }
            }
        }
        try reclaimSpace()
        report.sizeAfter = file.sizeOnDisk()
        return report
    }

    /// Removes every item, list and response; the reading history too unless `keepReadHistory`
    /// (it keeps titles and the versions read, so history still shows them).
    @discardableResult
    package func clear(keepReadHistory: Bool = true) throws(LibraryError) -> PruneReport {
        var report = PruneReport(sizeBefore: file.sizeOnDisk())
        try write { db in
            try db.execute(sql: "DELETE FROM list")
            report.removedLists = db.changesCount
            try db.execute(sql: "DELETE FROM response")
            report.removedResponses = db.changesCount
            report.removedItems = try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0
            try db.execute(sql: "DELETE FROM item_search")
            try db.execute(sql: "DELETE FROM item")
            if !keepReadHistory {
                try db.execute(sql: "DELETE FROM reading")
                report.removedReadings = db.changesCount
                try db.execute(sql: "DELETE FROM visit")
            }
        }
        try reclaimSpace()
        report.sizeAfter = file.sizeOnDisk()
        return report
    }

    /// Bytes of pages in use (the file minus its free pages), which deletes lower at once.
    private func usedBytes() throws(LibraryError) -> Int64 {
        try read { db in
            let pages = try Int64.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            let free = try Int64.fetchOne(db, sql: "PRAGMA freelist_count") ?? 0
            let size = try Int64.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
            return (pages - free) * size
        }
    }

    /// Removes the oldest twentieth (at least 20) of the items that may go, with the lists that
    /// carried them and responses no newer. Returns false when nothing could be removed.
    private func evictOldest(keepReadHistory: Bool, report: inout PruneReport) throws(LibraryError) -> Bool {
        try write { db in
            let eligible = keepReadHistory ? "WHERE id NOT IN (SELECT item_id FROM reading)" : ""
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM item \(eligible)") ?? 0
            let responses = try Int.fetchOne(db, sql: "SELECT count(*) FROM response") ?? 0
            guard count + responses > 0 else { return false }
            let batch = max(20, count / 20)
            // Oldest by when each item was last known current: a list confirmed a moment ago
            // keeps its items however long ago they were fetched.
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, \(Self.itemCurrentAt) FROM item \(eligible) ORDER BY fetched_at, num LIMIT ?",
                arguments: [batch])
            let victims: [String] = rows.map { $0["id"] }
            let newest = rows.map { $0["fetched_at"] as Double }.max()
            let ids = Self.jsonArgument(victims)
            try db.execute(
                sql: "DELETE FROM list WHERE key IN (SELECT list_key FROM list_entry WHERE item_id IN (SELECT value FROM json_each(?)))",
                arguments: [ids])
            report.removedLists += db.changesCount
            if let newest {
                try db.execute(sql: "DELETE FROM response WHERE fetched_at <= ?", arguments: [newest])
            } else {
                try db.execute(
                    sql: "DELETE FROM response WHERE key IN (SELECT key FROM response ORDER BY fetched_at LIMIT ?)",
                    arguments: [batch])
            }
            report.removedResponses += db.changesCount
            if !keepReadHistory {
                try db.execute(sql: "DELETE FROM reading WHERE item_id IN (SELECT value FROM json_each(?))", arguments: [ids])
                report.removedReadings += db.changesCount
            }
            try db.execute(sql: "DELETE FROM item WHERE id IN (SELECT value FROM json_each(?))", arguments: [ids])
            report.removedItems += db.changesCount
            return true
        }
    }

    /// Gives free pages back to the file system and empties the WAL when no reader needs it.
    private func reclaimSpace() throws(LibraryError) {
        do {
            try pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA incremental_vacuum")
                _ = try Row.fetchAll(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        } catch {
            throw LibraryError(error, path: path)
        }
    }
}
