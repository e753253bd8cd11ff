import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A deterministic Qiita API v2 on 127.0.0.1 for tests, benchmarks and demos, served by
/// FlyingFox: Qiita's paging, search, auth, stocks, OAuth, rate limit, ETags and gzip, plus
/// staged faults and counters that tests read back.
///
/// FlyingFox answers on Swift's cooperative threads, at a priority of the server's own (see
/// `ServingPriority`). Code that blocks one of the threads at that priority while it waits for
/// this server holds what the server needs: wait asynchronously, or on the main actor.
///
/// ```swift
/// let server = try FakeQiitaServer(configuration: .init(seed: 7, items: 300))
/// try server.start()
/// defer { server.stop() }
/// // point the client at server.baseURL
/// ```
package final class FakeQiitaServer: Sendable {
    package let configuration: Configuration
    private let responder: APIResponder
    private let pause: DelayHandler.Pause
    private let counters = ConnectionCounters()
    private let running = Mutex<(http: HTTPServer, port: UInt16)?>(nil)

    /// Generates the corpus; nothing listens until `start()`.
    package convenience init(configuration: Configuration = Configuration()) throws(FakeServerError) {
        try self.init(configuration: configuration, pause: DelayHandler.sleep)
    }

    /// `pause` waits for latency and slow-response faults (tests record the waits instead).
    init(configuration: Configuration, pause: @escaping DelayHandler.Pause) throws(FakeServerError) {
        try configuration.validate()
        let corpus = CorpusGenerator.generate(configuration.corpusOptions)
        for userID in configuration.tokens.values.sorted() + (configuration.oauthUser.map { [$0] } ?? [])
        where corpus.user(id: userID) == nil {
            throw .unknownUser(userID)
        }
        self.configuration = configuration
        self.pause = pause
        responder = APIResponder(configuration: configuration, corpus: corpus)
    }

    deinit {
        stop()
    }

    /// Starts listening on 127.0.0.1 (`configuration.port`, or any free port for 0) and returns
    /// once connections are accepted.
    package func start() throws(FakeServerError) {
        let http = HTTPServer(
            config: HTTPServer.Configuration(
                address: try Self.loopback(port: configuration.port),
                timeout: Self.handlerTimeoutSeconds,
                pool: ServerSocketPool(idleSeconds: configuration.idleTimeoutSeconds), logger: counters),
            handler: makeHandler())
        try running.withLock { (running) throws(FakeServerError) in
            guard running == nil else { throw .alreadyStarted }
            running = (http, 0)
        }
        let requestedPort = configuration.port
        let failure = Failure()
        ServingPriority.start {
            do { try await http.run() } catch { failure.reason.withLock { $0 = "\(error)" } }
        }
        let port = ServingPriority.wait(timeout: .now() + 10) { () -> Result<UInt16, FakeServerError> in
            while true {
                if case .ip4(_, let port)? = await http.listeningAddress { return .success(port) }
                if let reason = failure.reason.withLock({ $0 }) {
                    return .failure(.cannotListen(port: requestedPort, reason: reason))
                }
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        switch port ?? .failure(.cannotListen(port: configuration.port, reason: "timed out")) {
        case .success(let port):
            running.withLock { $0?.port = port }
            responder.state.withLock {
                $0.port = port
                $0.baseURL = "http://127.0.0.1:\(port)"
            }
        case .failure(let error):
            stop()
            throw error
        }
    }

    /// Closes the listener and returns once it is closed (in milliseconds, unless the process is
    /// so busy that the serving threads wait); every connection is closed right after, its
    /// answer in progress cancelled (a slow response, a client that does not read), whatever
    /// the client does. Safe to call twice.
    package func stop() {
        guard let http = running.withLock({ running in defer { running = nil }; return running?.http }) else { return }
        ServingPriority.start { await http.stop(timeout: 0) }
        _ = ServingPriority.wait(timeout: .now() + 10) {
            while await http.isListening { try? await Task.sleep(for: .milliseconds(1)) }
        }
    }

    /// The bound port; 0 before `start()`.
    package var port: Int {
        Int(running.withLock { $0?.port ?? 0 })
    }

    /// `http://127.0.0.1:PORT`, the base for every URL the server writes.
    package var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// The listening socket's address as the kernel reports it; always `127.0.0.1` while running.
    package var listeningAddress: String? {
        guard let http = running.withLock({ $0?.http }) else { return nil }
        let address = ServingPriority.wait(timeout: .now() + 1) { await http.listeningAddress }
        guard case .ip4(let ip, _)?? = address else { return nil }
        return ip
    }

    /// Why `run()` ended, for `start()` to report.
    private final class Failure: Sendable {
        let reason = Mutex<String?>(nil)
    }

    /// Longer than any delay a client can ask for, so FlyingFox never answers 500 for a slow one.
    private static let handlerTimeoutSeconds = Double(Fault.delayRange.upperBound * 3) / 1000

    private static func loopback(port: UInt16) throws(FakeServerError) -> sockaddr_in {
        do {
            return try .inet(ip4: "127.0.0.1", port: port)
        } catch {
            throw .cannotListen(port: port, reason: "\(error)")
        }
    }

    /// The handlers, outermost first: control requests are neither delayed, faulted, rate
    /// limited nor counted; API requests go through each concern in turn.
    private func makeHandler() -> any HTTPHandler {
        let api = responder
        var routes = RoutedHTTPHandler()
        routes.appendRoute("/__fake/*", to: ControlHandler(server: self))
        routes.appendRoute(
            "*",
            to: RequestCountingHandler(
                responder: api,
                next: DelayHandler(
                    milliseconds: configuration.latencyMilliseconds, pause: pause,
                    next: FaultInjectionHandler(
                        responder: api, pause: pause,
                        next: GzipHandler(
                            next: RateLimitHandler(responder: api, next: EntityTagHandler(responder: api, next: api)))))))
        return ConnectionHandler(counters: counters, next: routes)
    }

    // MARK: Observation

    package var stats: FakeServerStats {
        var stats = responder.state.withLock { $0.stats }
        let connections = counters.current
        stats.connectionsAccepted = connections.accepted
        stats.connectionsOpen = connections.open
        stats.bytesSent = connections.bytesSent
        return stats
    }

    /// Zeroes the counters (open connections stay as they are).
    package func resetStats() {
        responder.state.withLock { $0.stats = FakeServerStats() }
        counters.reset()
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
