/// The figures of one kind of key: how many presses were timed, the median and the tail of the
/// time from the key's delivery to its frame being written, and the bytes of those frames.
struct LatencySummary: Sendable {
    let name: String
    let samples: Int
    let median: Duration
    let p90: Duration
    let p99: Duration
    let medianBytes: Int

    /// Summarises presses of one kind; nil when there were none.
    init?(name: String, presses: [KeyPress]) {
        guard !presses.isEmpty else { return nil }
        let times = presses.map(\.elapsed).sorted()
        let bytes = presses.map(\.bytes).sorted()
        self.name = name
        samples = presses.count
        median = Self.percentile(50, of: times)
        p90 = Self.percentile(90, of: times)
        p99 = Self.percentile(99, of: times)
        medianBytes = Self.percentile(50, of: bytes)
    }

    /// The nearest-rank percentile of sorted values (the median of an even count is the lower
    /// middle value, an actual sample).
    static func percentile<Value>(_ percent: Int, of sorted: [Value]) -> Value {
        let rank = (percent * sorted.count + 99) / 100
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}

extension Duration {
    /// In milliseconds, for printing.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
