/// Everything about the server that requests change, kept together under one lock.
struct ServerState: Sendable {
    var corpus: FakeCorpus
    var tokens: TokenRegistry
    var rate: RateLimiter
    var faults = FaultQueue()
    var stats = FakeServerStats()
    /// `http://127.0.0.1:PORT` once started.
    var baseURL = ""
    /// The bound port once started; the connection-reset fault finds its socket by it.
    var port: UInt16 = 0
    /// Numbers custom items and comments, so their ids are seeded too and never repeat.
    var customItemSerial = 0
    var customCommentSerial = 0
}
