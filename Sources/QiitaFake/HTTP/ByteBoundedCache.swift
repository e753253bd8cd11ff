import Synchronization

/// Values kept by key up to a total size in bytes, the oldest evicted first. The server keeps
/// what is costly to make again and asked for again and again by benchmarks: serialized item
/// bodies, and gzip output of whole replies.
final class ByteBoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Storage {
        var entries: [Key: Value] = [:]
        /// Insertion order, for first-in-first-out eviction.
        var order: [Key] = []
        var bytes = 0
    }

    private let capacity: Int
    private let size: @Sendable (Value) -> Int
    private let storage = Mutex(Storage())

    init(capacityBytes: Int = 64 * 1024 * 1024, size: @escaping @Sendable (Value) -> Int) {
        capacity = capacityBytes
        self.size = size
    }

    /// The value for `key`, made by `make` on a miss. A value larger than a quarter of the
    /// capacity is returned without being kept.
    func value(for key: Key, orMake make: () -> Value) -> Value {
        if let hit = storage.withLock({ $0.entries[key] }) { return hit }
        let value = make()
        let bytes = size(value)
        guard bytes <= capacity / 4 else { return value }
        storage.withLock { storage in
            if let old = storage.entries[key] {
                storage.bytes -= size(old)
            } else {
                storage.order.append(key)
            }
            storage.entries[key] = value
            storage.bytes += bytes
            while storage.bytes > capacity, !storage.order.isEmpty {
                let evicted = storage.order.removeFirst()
                storage.bytes -= storage.entries.removeValue(forKey: evicted).map(size) ?? 0
            }
        }
        return value
    }
}
