import Synchronization

/// Serialized `body` and `rendered_body` of recently served items. Writing and rendering a large
/// generated body is the costly part of a listing, and benchmarks page through the same items
/// again and again; the cache is bounded in bytes so the server's memory stays modest.
final class BodyCache: Sendable {
    struct Entry: Sendable {
        var body: [UInt8]
        var renderedBody: [UInt8]
        var size: Int { body.count + renderedBody.count }
    }

    private struct Storage {
        var entries: [String: Entry] = [:]
        /// Insertion order, for first-in-first-out eviction.
        var order: [String] = []
        var bytes = 0
    }

    private let capacity: Int
    private let storage = Mutex(Storage())

    init(capacityBytes: Int = 64 * 1024 * 1024) {
        capacity = capacityBytes
    }

    /// The item's serialized texts, written and stored on a miss. Keyed by id: whoever replaces
    /// an item's content calls `remove(itemID:)`.
    func entry(for item: FakeItem) -> Entry {
        let key = item.id
        if let hit = storage.withLock({ $0.entries[key] }) {
            return hit
        }
        let markdown = item.body
        let entry = Entry(
            body: JSONValue.serialized(markdown), renderedBody: JSONValue.serialized(MarkdownHTMLRenderer.render(markdown)))
        guard entry.size <= capacity / 4 else { return entry }
        storage.withLock { storage in
            if storage.entries[key] == nil { storage.order.append(key) }
            storage.bytes += entry.size - (storage.entries[key]?.size ?? 0)
            storage.entries[key] = entry
            while storage.bytes > capacity, !storage.order.isEmpty {
                let evicted = storage.order.removeFirst()
                storage.bytes -= storage.entries.removeValue(forKey: evicted)?.size ?? 0
            }
        }
        return entry
    }

    /// Drops an item's entry (its content was replaced).
    func remove(itemID: String) {
        storage.withLock { storage in
            guard let entry = storage.entries.removeValue(forKey: itemID) else { return }
            storage.bytes -= entry.size
            storage.order.removeAll { $0 == itemID }
        }
    }
}
