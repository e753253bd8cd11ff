/// Faults waiting for requests: each entry fires for its next `remaining` requests whose path
/// starts with its prefix (every API request when there is none), oldest entry first.
struct FaultQueue: Sendable {
    struct Entry: Sendable {
        var fault: Fault
        var remaining: Int
        var pathPrefix: String?
    }

    private(set) var entries: [Entry] = []

    mutating func add(_ fault: Fault, count: Int, pathPrefix: String?) {
        guard count > 0 else { return }
        entries.append(Entry(fault: fault, remaining: count, pathPrefix: pathPrefix))
    }

    /// The fault for a request to `path`, used up by one.
    mutating func take(forPath path: String) -> Fault? {
        guard let index = entries.firstIndex(where: { entry in entry.pathPrefix.map { path.hasPrefix($0) } ?? true }) else {
            return nil
        }
        let fault = entries[index].fault
        entries[index].remaining -= 1
        if entries[index].remaining == 0 { entries.remove(at: index) }
        return fault
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}
