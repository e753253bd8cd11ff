import Synchronization

/// gzip output of recent replies, keyed by their entity tag, so a page served again is not
/// compressed again. Benchmarks fetch the same pages many times; compressing 2 MB per request
/// would measure zlib in the server instead of the client.
final class CompressionCache: Sendable {
    private struct Storage {
        var entries: [String: [UInt8]] = [:]
        /// Insertion order, for first-in-first-out eviction.
        var order: [String] = []
        var bytes = 0
    }

    private let capacity: Int
    private let storage = Mutex(Storage())

    init(capacityBytes: Int = 64 * 1024 * 1024) {
        capacity = capacityBytes
    }

    /// `body` compressed, from the cache when `tag` was seen; nil when zlib fails.
    func compressed(_ body: [UInt8], tag: String) -> [UInt8]? {
        if let hit = storage.withLock({ $0.entries[tag] }) { return hit }
        guard let compressed = Gzip.compress(body) else { return nil }
        guard compressed.count <= capacity else { return compressed }
        storage.withLock { storage in
            guard storage.entries[tag] == nil else { return }
            storage.entries[tag] = compressed
            storage.order.append(tag)
            storage.bytes += compressed.count
            while storage.bytes > capacity, !storage.order.isEmpty {
                let evicted = storage.order.removeFirst()
                storage.bytes -= storage.entries.removeValue(forKey: evicted)?.count ?? 0
            }
        }
        return compressed
    }
}
