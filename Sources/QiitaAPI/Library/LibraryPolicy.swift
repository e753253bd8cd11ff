/// When the client may answer from the library instead of the network.
package struct LibraryPolicy: Sendable, Hashable {
    /// Whether to ask the network at all.
    package enum Mode: Sendable, Hashable {
        /// Kept replies while fresh, the network otherwise (and kept replies when it fails).
        case normal
        /// The network first, always (`r` in the reader, `--refresh`); kept replies only when it fails.
        case refresh
        /// Kept replies only; nothing is sent (`--offline`).
        case offline
    }

    package var mode: Mode
    /// How long a kept list is used before it is asked again.
    package var listFreshness: Duration
    /// How long an article a listing brought (or a kept reply) is used before it is asked again.
    package var itemFreshness: Duration
    /// Whether a kept reply answers when Qiita cannot (the network failed, the budget is spent),
    /// rather than the failure.
    package var answersWhenUnreachable = true

    package init(mode: Mode = .normal, listFreshness: Duration = .seconds(120), itemFreshness: Duration = .seconds(600)) {
        self.mode = mode
        self.listFreshness = listFreshness
        self.itemFreshness = itemFreshness
    }

    /// How long a kept reply of this kind stays fresh.
    package func freshness(of storage: LibraryStorage) -> Duration {
        switch storage {
        case .itemList: return listFreshness
        case .item, .reply, .none: return itemFreshness
        }
    }
}

extension Duration {
    /// The duration in seconds, as `Date` arithmetic counts them.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
