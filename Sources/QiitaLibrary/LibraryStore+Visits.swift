import Foundation
import GRDB

extension LibraryStore {
    /// Records that `place` (the timeline of a user) is shown at `date`, and returns when it
    /// was shown before, if ever.
    package func recordVisit(to place: String, at date: Date) throws(LibraryError) -> Date? {
        try write { db in
            let previous = try Double.fetchOne(db, sql: "SELECT at FROM visit WHERE place = ?", arguments: [place])
            try db.execute(
                sql: "INSERT INTO visit (place, at) VALUES (?, ?) ON CONFLICT (place) DO UPDATE SET at = excluded.at",
                arguments: [place, date.timeIntervalSince1970])
            return previous.map(Date.init(timeIntervalSince1970:))
        }
    }
}
