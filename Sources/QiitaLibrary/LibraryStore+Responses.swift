import Foundation
import GRDB

extension LibraryStore {
    /// Saves any other reply's body under `key`, replacing what was there.
    package func saveResponse(key: String, body: Data, metadata: ResponseMetadata) throws(LibraryError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO response (key, fetched_at, headers, body) VALUES (?, ?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET
                        fetched_at = excluded.fetched_at, headers = excluded.headers, body = excluded.body
                    """,
                arguments: [key, metadata.fetchedAt.timeIntervalSince1970, metadata.encodedHeaders, body])
        }
    }

    /// Removes the reply saved under `key`, if any.
    package func removeResponse(key: String) throws(LibraryError) {
        try write { db in try db.execute(sql: "DELETE FROM response WHERE key = ?", arguments: [key]) }
    }

    /// The reply saved under `key`, or nil.
    package func response(key: String) throws(LibraryError) -> CachedResponse? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT fetched_at, headers, body FROM response WHERE key = ?", arguments: [key])
                .map { row in
                    CachedResponse(
                        metadata: ResponseMetadata(fetchedAt: row["fetched_at"], encodedHeaders: row["headers"]), body: row["body"])
                }
        }
    }
}
