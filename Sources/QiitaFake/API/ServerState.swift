/// Everything about the server that requests change, kept together under one lock.
struct ServerState: Sendable {
    var corpus: FakeCorpus
    var tokens: TokenRegistry
    var rate: RateLimiter
    var faults = FaultQueue()
    var stats = FakeServerStats()
    /// `http://127.0.0.1:PORT` once started.
    var baseURL = ""
    /// Numbers custom items and comments, so their ids are seeded too and never repeat.
    var customItemSerial = 0
    var customCommentSerial = 0
}
