import Foundation

/// A deterministic Qiita API v2 on 127.0.0.1 for tests, benchmarks and demos: a real HTTP/1.1
/// server with Qiita's paging, search, auth, stocks, OAuth, rate limit, ETags and gzip, plus
/// staged faults and counters that tests read back.
///
/// ```swift
/// let server = try FakeQiitaServer(configuration: .init(seed: 7, items: 300))
/// try server.start()
/// defer { server.stop() }
/// // point the client at server.baseURL
/// ```
package final class FakeQiitaServer: Sendable {
    package let configuration: Configuration
    private let http: HTTPServer
    private let responder: APIResponder

    /// Generates the corpus; nothing listens until `start()`.
    package convenience init(configuration: Configuration = Configuration()) throws(FakeServerError) {
        try self.init(configuration: configuration, pause: APIResponder.sleep(milliseconds:))
    }

    /// `pause` waits for latency and slow-response faults (tests record the waits instead).
    init(
        configuration: Configuration, pause: @escaping @Sendable (_ milliseconds: Int) -> Void
    ) throws(FakeServerError) {
        try configuration.validate()
        let corpus = CorpusGenerator.generate(configuration.corpusOptions)
        for userID in configuration.tokens.values.sorted() + (configuration.oauthUser.map { [$0] } ?? [])
        where corpus.user(id: userID) == nil {
            throw .unknownUser(userID)
        }
        self.configuration = configuration
        http = HTTPServer(port: configuration.port)
        responder = APIResponder(configuration: configuration, corpus: corpus, pause: pause)
    }

    deinit {
        http.stop()
    }

    /// Starts listening on 127.0.0.1 (`configuration.port`, or any free port for 0).
    package func start() throws(FakeServerError) {
        try http.start { [weak self] request in
            guard let self else { return HTTPResponse(status: 503) }
            return request.path.hasPrefix(ControlEndpoints.prefix)
                ? ControlEndpoints.respond(to: request, server: self) : responder.respond(to: request)
        }
        let base = baseURL
        responder.state.withLock { $0.baseURL = base }
    }

    /// Closes the listener and all connections and joins every thread. Safe to call twice.
    package func stop() {
        http.stop()
    }

    /// The bound port; 0 before `start()`.
    package var port: Int {
        http.port.map(Int.init) ?? 0
    }

    /// `http://127.0.0.1:PORT`, the base for every URL the server writes.
    package var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// The listening socket's address as the kernel reports it; always `127.0.0.1` while running.
    package var listeningAddress: String? {
        http.listeningAddress
    }

    // MARK: Observation

    package var stats: FakeServerStats {
        var stats = responder.state.withLock { $0.stats }
        let counters = http.counters
        stats.connectionsAccepted = counters.connectionsAccepted
        stats.connectionsOpen = counters.connectionsOpen
        stats.bytesSent = counters.bytesSent
        return stats
    }

    /// Zeroes the counters (open connections stay as they are).
    package func resetStats() {
        responder.state.withLock { $0.stats = FakeServerStats() }
        http.resetCounters()
    }

    /// A snapshot of the corpus as it is now, stocks and added items included.
    package var corpus: FakeCorpus {
        responder.state.withLock { $0.corpus }
    }

    // MARK: Control

    /// Stages a fault for the next `count` API requests whose path starts with `pathPrefix`
    /// (`/api/v2/items`), or for any API request when it is nil.
    package func inject(_ fault: Fault, count: Int = 1, pathPrefix: String? = nil) {
        responder.state.withLock { $0.faults.add(fault, count: count, pathPrefix: pathPrefix) }
    }

    /// Drops every staged fault.
    package func clearFaults() {
        responder.state.withLock { $0.faults.removeAll() }
    }

    /// Sets what is left of a budget and when it refills: the token's, or the anonymous one.
    package func setRateBudget(remaining: Int, resetIn seconds: Int, token: String? = nil) {
        let now = Int(Date().timeIntervalSince1970)
        responder.state.withLock {
            $0.rate.set(token.map { .token($0) } ?? .anonymous, remaining: remaining, resetIn: seconds, now: now)
        }
    }

    /// Adds (or replaces, by id) a user.
    package func add(_ user: FakeUser) {
        responder.state.withLock { $0.corpus.add(user) }
    }

    /// Adds (or replaces, by id) an item.
    package func add(_ item: FakeItem) {
        responder.state.withLock { $0.corpus.add(item) }
    }

    /// Adds an item newer than every other, with a seeded id, and returns it.
    @discardableResult
    package func addItem(
        title: String, body: String, tags: [String], userID: String, isPrivate: Bool = false,
        likesCount: Int = 0, stocksCount: Int = 0
    ) -> FakeItem {
        responder.state.withLock { state in
            state.customItemSerial += 1
            var random = SeededRandom(seed: configuration.seed, stream: 7, index: UInt64(state.customItemSerial))
            var id = random.hex(20)
            while state.corpus.item(id: id) != nil { id = random.hex(20) }
            let newest = state.corpus.items.first?.createdAt.secondsSince1970 ?? CorpusGenerator.newestCreation.secondsSince1970
            let item = FakeItem(
                id: id, title: title, userID: userID, tags: tags,
                createdAt: QiitaTimestamp(secondsSince1970: newest + 3_600), likesCount: likesCount,
                stocksCount: stocksCount, isPrivate: isPrivate, content: .written(body))
            state.corpus.add(item)
            return item
        }
    }

    /// Adds a comment to an item (newest first in listings) and returns it; nil for an unknown item.
    @discardableResult
    package func addComment(itemID: String, userID: String, body: String) -> FakeComment? {
        responder.state.withLock { state in
            guard let item = state.corpus.item(id: itemID) else { return nil }
            state.customCommentSerial += 1
            var random = SeededRandom(seed: configuration.seed, stream: 8, index: UInt64(state.customCommentSerial))
            let existing = state.corpus.comments(onItem: itemID)
            // Its own random stream, numbered server-wide: no two added comments share an id.
            let id = random.hex(20)
            let latest = existing.first?.createdAt ?? item.createdAt
            let comment = FakeComment(
                id: id, itemID: itemID, userID: userID, body: body,
                createdAt: QiitaTimestamp(secondsSince1970: latest.secondsSince1970 + 60))
            state.corpus.add(comment)
            return comment
        }
    }
}
