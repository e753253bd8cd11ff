/// Everything about the server that requests change, kept together under one lock.
struct ServerState: Sendable {
    var corpus: FakeCorpus
    var tokens: TokenRegistry
    var rate: RateLimiter
    var faults = FaultQueue()
    var stats = FakeServerStats()
    /// `http://127.0.0.1:PORT` once started.
    var baseURL = ""
    /// Numbers custom items, so their ids are seeded too.
    var customItemSerial = 0
}
