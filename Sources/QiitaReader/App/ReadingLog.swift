import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the reader remembers of reading, between runs: the local library in the app, a
/// dictionary in tests. Writes are best-effort: a failed one leaves the reader as it was.
package protocol ReadingLog: Sendable {
    /// The ids among `ids` that are marked read.
    func readIDs(among ids: [String]) -> Set<String>
    func markRead(_ ids: [String])
    func markUnread(_ ids: [String])
    /// The line an article was left at, when it was read before.
    func position(of itemID: String) -> Int?
    func setPosition(_ line: Int, of itemID: String)
    /// The article's markdown and `updated_at` as they were when last read.
    func readVersion(of itemID: String) -> (body: String, updatedAt: String)?
    /// The articles read, newest first, as list rows.
    func history(limit: Int) -> [ItemSummary]
    /// The articles in the library that match `words`, best first.
    func find(_ words: String, limit: Int) -> [ItemSummary]
    /// Records that `place` is shown at `date`; when it was shown before, if ever.
    func recordVisit(to place: String, at date: Date) -> Date?
}
