import Synchronization

/// Results of recent searches, by query text, for one corpus version. Paging through a search
/// asks the same question once per page; on a corpus of 10,000 large items each answer means
/// writing every body again, so the answer is kept until the corpus changes.
final class SearchCache: Sendable {
    private struct Storage {
        var version = -1
        var positions: [String: [Int]] = [:]
    }

    private let storage = Mutex(Storage())
    private let capacity = 32

    /// Positions in `corpus.items` of the public items matching `text`, computed on a miss.
    func positions(for text: String, in corpus: FakeCorpus) -> [Int] {
        if let hit = storage.withLock({ $0.version == corpus.version ? $0.positions[text] : nil }) {
            return hit
        }
        let query = SearchQuery(text)
        let positions = corpus.publicItemPositions { item in query.matches(item) { item.body } }
        storage.withLock { storage in
            if storage.version != corpus.version || storage.positions.count >= capacity {
                storage = Storage(version: corpus.version)
            }
            storage.positions[text] = positions
        }
        return positions
    }
}
