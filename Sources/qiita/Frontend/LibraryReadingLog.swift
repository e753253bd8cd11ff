import QiitaAPI
import QiitaLibrary
import QiitaReader

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The reader's memory of reading, kept in the local library. Every call is best-effort: a
/// library that fails leaves the reader as it was, which only forgets.
struct LibraryReadingLog: ReadingLog {
    let store: LibraryStore

    func readIDs(among ids: [String]) -> Set<String> {
        let states = (try? store.readingStates(for: ids)) ?? [:]
        return Set(states.values.filter(\.isRead).map(\.itemID))
    }

    func recordVisit(to place: String, at date: Date) -> Date? {
        (try? store.recordVisit(to: place, at: date)) ?? nil
    }

    func markRead(_ ids: [String]) { try? store.markRead(ids) }
    func markUnread(_ ids: [String]) { try? store.markUnread(ids) }

    func position(of itemID: String) -> Int? {
        (try? store.readingState(for: itemID))??.position
    }

    func setPosition(_ line: Int, of itemID: String) { try? store.setPosition(line, for: itemID) }

    func readVersion(of itemID: String) -> (body: String, updatedAt: String)? {
        guard let snapshot = (try? store.readSnapshot(for: itemID)) ?? nil else { return nil }
        return (snapshot.body, snapshot.updatedAt)
    }

    func history(limit: Int) -> [ItemSummary] {
        summaries(((try? store.history(limit: limit)) ?? []).map(\.itemID))
    }

    func find(_ words: String, limit: Int) -> [ItemSummary] {
        let terms = words.split(whereSeparator: \.isWhitespace).map(String.init)
        return summaries(((try? store.find(terms, limit: limit)) ?? []).map(\.itemID))
    }

    /// The stored items as list rows, in the order of `ids`; those the library lost are left out.
    private func summaries(_ ids: [String]) -> [ItemSummary] {
        let items = (try? store.items(ids: ids)) ?? [:]
        let decoder = JSONDecoder()
        return ids.compactMap { id in items[id].flatMap { try? decoder.decode(ItemSummary.self, from: $0.json) } }
    }
}
