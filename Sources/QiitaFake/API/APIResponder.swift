import Glibc
import Synchronization

/// Answers `/api/v2` requests the way Qiita does: staged faults first, then the configured
/// latency, authentication, the rate budget, the route, and last the shared response steps
/// (content type, weak ETag and 304, gzip, `Rate-*` headers).
final class APIResponder: Sendable {
    let configuration: FakeQiitaServer.Configuration
    let state: Mutex<ServerState>
    /// Serialized bodies by item content: an item whose content is replaced simply misses.
    let bodies = ByteBoundedCache<FakeItem.Content, SerializedBody> { $0.size }
    /// gzip output of replies by entity tag (nil when zlib failed): a page served again is not
    /// compressed again, so benchmarks measure the client rather than zlib in the server.
    let compression = ByteBoundedCache<String, [UInt8]?> { $0?.count ?? 0 }
    let searches = SearchCache()
    /// Waits for latency and slow-response faults; tests pass one that records instead.
    private let pause: @Sendable (_ milliseconds: Int) -> Void

    init(
        configuration: FakeQiitaServer.Configuration, corpus: FakeCorpus,
        pause: @escaping @Sendable (_ milliseconds: Int) -> Void = APIResponder.sleep(milliseconds:)
    ) {
        self.configuration = configuration
        self.pause = pause
        state = Mutex(
            ServerState(
                corpus: corpus,
                tokens: TokenRegistry(
                    tokens: configuration.tokens, clients: configuration.oauthClients, seed: configuration.seed),
                rate: RateLimiter(
                    anonymousLimit: configuration.rateLimit,
                    authenticatedLimit: configuration.rateLimitAuthenticated,
                    window: configuration.rateWindowSeconds)))
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let fault = state.withLock { state in
            state.stats.totalRequests += 1
            state.stats.requestsByRoute["\(request.method) \(request.path)", default: 0] += 1
            return state.faults.take(forPath: request.path)
        }
        if configuration.latencyMilliseconds > 0 { pause(configuration.latencyMilliseconds) }
        switch fault {
        case .status(let status, let retryAfter)?:
            return Self.faultStatus(status, retryAfter: retryAfter)
        case .connectionReset?:
            return HTTPResponse(status: 0, delivery: .resetConnection)
        case .invalidJSON?:
            let broken = Array(#"[{"id":"4bd431809afb1bb99e4f","title":"壊れた\"JSON","tags":[{"name":"Swift","#.utf8)
            return HTTPResponse(
                status: 200, headers: HTTPHeaders([("Content-Type", "application/json; charset=utf-8")]), body: broken)
        case .htmlErrorPage?:
            return HTTPResponse(
                status: 502, headers: HTTPHeaders([("Content-Type", "text/html")]), body: Self.nginxBadGateway)
        case .slowResponse(let milliseconds)?:
            pause(milliseconds)
            return answer(request)
        case .truncatedBody?:
            var response = answer(request)
            response.delivery = .truncated(sendingBytes: response.body.count / 2)
            return response
        case nil:
            return answer(request)
        }
    }

    /// The real answer: authentication, rate budget, route, then the shared steps.
    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let now = Int(time(nil))
        let credential = Self.bearerToken(request.headers["Authorization"])
        let (corpus, baseURL, userID, decision) = state.withLock { state in
            var userID: String?
            var key = RateLimiter.Key.anonymous
            if case .token(let token)? = credential, let owner = state.tokens.user(forToken: token) {
                userID = owner
                key = .token(token)
            }
            return (state.corpus, state.baseURL, userID, state.rate.spend(key, now: now))
        }
        let reply: APIReply
        if credential != nil && userID == nil {
            reply = .unauthorized
        } else if !decision.allowed {
            reply = .rateLimitExceeded(status: configuration.rateLimitStatus)
        } else {
            var token: String?
            if case .token(let value)? = credential { token = value }
            let context = APIRequestContext(
                request: request, corpus: corpus, userID: userID, token: token, baseURL: baseURL,
                json: QiitaJSON(corpus: corpus, baseURL: baseURL, bodies: bodies))
            reply = APIRoutes.reply(to: context, responder: self)
        }
        return finish(reply, for: request, rate: decision)
    }

    private enum Credential: Equatable {
        case token(String)
        /// An `Authorization` header that is not `Bearer <token>`.
        case malformed
    }

    private static func bearerToken(_ header: String?) -> Credential? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return .malformed }
        let token = parts[1].trimmingSpaces()
        return token.isEmpty ? .malformed : .token(token)
    }

    private func finish(_ reply: APIReply, for request: HTTPRequest, rate: RateLimiter.Decision) -> HTTPResponse {
        var headers = HTTPHeaders()
        var body: [UInt8] = []
        var status = reply.status
        if let json = reply.json {
            headers.add("Content-Type", (200..<300).contains(status) ? "application/json; charset=utf-8" : "application/json")
            body = json
        } else if let other = reply.other {
            headers.add("Content-Type", other.contentType)
            body = other.body
        }
        for field in reply.headers { headers.add(field.name, field.value) }
        var entityTag: String?
        if status == 200, reply.json != nil {
            let tag = EntityTag.weak(for: body)
            entityTag = tag
            if EntityTag.ifNoneMatch(request.headers.values("If-None-Match"), matches: tag) {
                status = 304
                body = []
                headers.remove("Content-Type")
                state.withLock { $0.stats.notModifiedResponses += 1 }
            }
            headers.add("ETag", tag)
            headers.add("Cache-Control", "max-age=0, private, must-revalidate")
        } else if status == 204 {
            headers.add("Cache-Control", "no-cache")
        }
        headers.add("Rate-Limit", String(rate.limit))
        headers.add("Rate-Remaining", String(rate.remaining))
        headers.add("Rate-Reset", String(rate.resetAt))
        if !body.isEmpty {
            headers.add("Vary", "Accept-Encoding")
            if Gzip.isAccepted(by: request.headers["Accept-Encoding"]),
                let compressed = entityTag.map({ compression.value(for: $0) { Gzip.compress(body) } }) ?? Gzip.compress(body)
            {
                headers.add("Content-Encoding", "gzip")
                body = compressed
            }
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    private static func faultStatus(_ status: Int, retryAfter: Int?) -> HTTPResponse {
        let phrase = HTTPResponse.reasonPhrase(status)
        let type = phrase.lowercased().split(separator: " ").joined(separator: "_")
        var headers = HTTPHeaders([("Content-Type", "application/json")])
        if let retryAfter { headers.add("Retry-After", String(retryAfter)) }
        let message = String(phrase.prefix(1)) + phrase.dropFirst().lowercased()
        return HTTPResponse(status: status, headers: headers, body: QiitaJSON.error(message: message, type: type).bytes)
    }

    /// The page nginx sends for a 502.
    static let nginxBadGateway = Array(
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
            .utf8)

    static func sleep(milliseconds: Int) {
        guard milliseconds > 0 else { return }
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR {
            request = remaining
        }
    }
}
