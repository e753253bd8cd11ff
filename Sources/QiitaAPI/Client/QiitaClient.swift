#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Sends any ``Request`` to one Qiita host: the one place that knows the URL layout, the auth
/// header, the `User-Agent`, retries, decoding and error mapping.
package struct QiitaClient: Sendable {
    package let host: QiitaHost
    package let transport: any Transport
    package let retryPolicy: RetryPolicy
    /// Told about every attempt (for `--verbose` and the rate ledger); never sees the token.
    package let observer: (@Sendable (Exchange) -> Void)?
    package let userAgent: String
    /// Where replies are kept between runs, if anywhere, and when a kept one will do.
    package let library: (any ReplyLibrary)?
    package private(set) var libraryPolicy: LibraryPolicy
    /// The budget recorded from the last reply to this host and token: while it is spent, nothing
    /// is sent (``QiitaError/budgetSpent(_:)``) and the library answers when it can.
    private let recordedBudget: (@Sendable () -> RateLimit?)?
    /// Told when the library answers because the network could not (failed, or the budget is spent).
    private let usedKeptCopy: (@Sendable (_ savedAt: Date, _ failure: QiitaError) -> Void)?
    private let token: String?
    private let sleep: @Sendable (Duration) async throws -> Void
    private let now: @Sendable () -> Date

    package init(
        host: QiitaHost = .qiitaCom, token: String? = nil, transport: any Transport = CurlTransport(),
        retryPolicy: RetryPolicy = .standard, userAgent: String = "qiita/\(QiitaVersion.current)",
        observer: (@Sendable (Exchange) -> Void)? = nil, library: (any ReplyLibrary)? = nil,
        libraryPolicy: LibraryPolicy = LibraryPolicy(), recordedBudget: (@Sendable () -> RateLimit?)? = nil,
        usedKeptCopy: (@Sendable (_ savedAt: Date, _ failure: QiitaError) -> Void)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.host = host
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.transport = transport
        self.retryPolicy = retryPolicy
        self.userAgent = userAgent
        self.observer = observer
        self.sleep = sleep
        self.library = library
        self.libraryPolicy = libraryPolicy
        self.recordedBudget = recordedBudget
        self.usedKeptCopy = usedKeptCopy
        self.now = now
    }

    /// The same client asking the network first (`r` in the reader), unless it is offline.
    package func refreshing() -> QiitaClient {
        var copy = self
        if copy.libraryPolicy.mode == .normal { copy.libraryPolicy.mode = .refresh }
        return copy
    }

    /// The same client failing when Qiita cannot answer, instead of answering with a kept copy
    /// (sync, which is there to fetch).
    package func failingWhenUnreachable() -> QiitaClient {
        var copy = self
        copy.libraryPolicy.answersWhenUnreachable = false
        return copy
    }

    /// Whether requests carry a token.
    package var isAuthenticated: Bool { token != nil }

    /// Sends `request` and decodes its reply, or answers from the library when its policy allows.
    package func send<R: Request>(_ request: R) async throws(QiitaError) -> Reply<R.Response> {
        try await decode(try await receive(request), for: request)
    }

    /// Decodes a received reply, and keeps it in the library when it came fresh from the network
    /// (only once it decoded). A kept copy that no longer decodes is fetched anew, whole.
    package func decode<R: Request>(_ received: ReceivedReply, for request: R) async throws(QiitaError) -> Reply<R.Response> {
        let reply: Reply<R.Response>
        do {
            reply = try decode(received.response, for: request, source: received.source)
        } catch {
            guard received.isKeptCopy else { throw error }
            return try await decode(try await receive(request, usingKeptCopy: false), for: request)
        }
        if let keep = received.keep, received.response.isSuccess {
            library?.store(received.response, for: keep.key, storage: keep.storage, at: keep.at)
        }
        // Said once it is used: a page read ahead may never be.
        if case .library(let savedAt, let failure?) = received.source { usedKeptCopy?(savedAt, failure) }
        return reply
    }

    /// `request`'s reply, from the library when its policy allows, else from the network (with
    /// `If-None-Match` when the library has an ETag for it), not decoded yet.
    package func receive<R: Request>(_ request: R, usingKeptCopy: Bool = true) async throws(QiitaError) -> ReceivedReply {
        var http = try httpRequest(for: request)
        guard let library, request.method == .get, request.storage != .none else {
            // Offline sends nothing, whatever the library could or could not have kept.
            if libraryPolicy.mode == .offline { throw .notInLibrary(subject: request.subject, syncable: request.storage == .itemList) }
            return ReceivedReply(response: try await exchange(http, for: request), source: .network)
        }
        let key = replyKey(for: request)
        var stored = library.storedReply(for: key, storage: request.storage)
        let now = self.now()
        switch libraryPolicy.mode {
        case .offline:
            guard let stored, let kept = stored.response() else {
                throw .notInLibrary(subject: request.subject, syncable: request.storage == .itemList)
            }
            return ReceivedReply(response: kept, source: .library(savedAt: stored.fetchedAt, failure: nil), isPartial: stored.isPartial)
        case .normal:
            let age = now.timeIntervalSince(stored?.fetchedAt ?? .distantPast)
            if usingKeptCopy, let fresh = stored, !fresh.isPartial, age >= 0, age < libraryPolicy.freshness(of: request.storage).seconds,
                let kept = fresh.response()
            {
                return ReceivedReply(
                    response: kept, source: .library(savedAt: fresh.fetchedAt, failure: nil), isKeptCopy: true)
            }
            // A kept copy that did not decode is fetched whole: a 304 would hand it back.
            if !usingKeptCopy { stored = nil }
        case .refresh:
            break
        }
        if let etag = stored?.headers["ETag"] { http.headers.add("If-None-Match", etag) }
        let response: HTTPResponse
        do {
            response = try await exchange(http, for: request)
        } catch {
            guard let kept = keptCopy(stored, failure: error) else { throw error }
            return kept
        }
        if !response.isSuccess, response.status != 304,
            let kept = keptCopy(stored, failure: QiitaError(response: response, subject: request.subject))
        {
            return kept
        }
        if response.status == 304 {
            if var kept = stored?.response() {
                library.confirm(key, at: now)
                for name in RateLimit.headerNames { if let value = response.headers[name] { kept.headers.set(name, value) } }
                return ReceivedReply(response: kept, source: .network)
            }
            // The kept copy went between reading its ETag and its body (another process pruned
            // it): ask again for the whole reply.
            http.headers.remove("If-None-Match")
            let whole = try await exchange(http, for: request)
            return ReceivedReply(response: whole, source: .network, keep: (key, request.storage, now))
        }
        return ReceivedReply(response: response, source: .network, keep: (key, request.storage, now))
    }

    /// What the library kept, when Qiita could not be asked or could not answer: better than
    /// nothing, and it says how old it is.
    private func keptCopy(_ stored: StoredReply?, failure: QiitaError) -> ReceivedReply? {
        guard libraryPolicy.answersWhenUnreachable, failure.isUnreachable, let stored, let kept = stored.response() else {
            return nil
        }
        return ReceivedReply(response: kept, source: .library(savedAt: stored.fetchedAt, failure: failure), isPartial: stored.isPartial)
    }

    /// Drops what the library kept of `request`'s reply, after an action that made it wrong.
    package func forget(_ request: some Request) {
        library?.forget(replyKey(for: request))
    }

    /// Where the library keeps `request`'s reply: replies differ by host and by token.
    private func replyKey(for request: some Request) -> ReplyKey {
        ReplyKey(host: host.authority, identity: TokenIdentity.of(token), request: request.requestLine)
    }

    /// One request on the network, retried as ``RetryPolicy`` allows; every attempt is observed.
    private func exchange(_ http: HTTPRequest, for request: some Request) async throws(QiitaError) -> HTTPResponse {
        if let budget = recordedBudget?(), budget.isSpent(at: now()) { throw .budgetSpent(budget) }
        var attempt = 1
        while true {
            let started = ContinuousClock.now
            let outcome: Result<HTTPResponse, TransportError>
            do {
                outcome = .success(try await transport.send(http))
            } catch {
                outcome = .failure(error)
            }
            observer?(
                Exchange(
                    method: request.method, url: URLRedaction.redacted(http.url), attempt: attempt,
                    status: try? outcome.get().status, transportError: outcome.failure,
                    duration: ContinuousClock.now - started, rateLimit: try? outcome.get().rateLimit, host: host,
                    authenticated: token != nil))
            if request.isIdempotent, let wait = retryDelay(after: outcome, retry: attempt) {
                attempt += 1
                do { try await sleep(wait) } catch { throw .transport(.cancelled, host: host.authority) }
                continue
            }
            switch outcome {
            case .failure(let error): throw .transport(error, host: host.authority)
            case .success(let response): return response
            }
        }
    }

    private func decode<R: Request>(_ response: HTTPResponse, for request: R, source: ReplySource) throws(QiitaError) -> Reply<R.Response> {
        do {
            return Reply(value: try request.decode(response), status: response.status, headers: response.headers, source: source)
        } catch {
            // Servers have been seen quoting the request's Authorization header back.
            throw error.redacting(token)
        }
    }

    /// Sends a list request and returns the page with its links, total count and rate figures.
    package func page<R: Request<[Element]>, Element: Sendable>(_ request: R) async throws(QiitaError) -> Page<Element> {
        try await decodePage(try await receive(request), for: request)
    }

    /// A received list reply decoded as a page with its links, total count and rate figures.
    package func decodePage<R: Request<[Element]>, Element: Sendable>(
        _ received: ReceivedReply, for request: R
    ) async throws(QiitaError) -> Page<Element> {
        let reply = try await decode(received, for: request)
        return Page(
            elements: reply.value, paging: request.paging ?? Paging(), links: reply.headers.pageLinks,
            totalCount: reply.headers.totalCount, rateLimit: reply.rateLimit, source: reply.source,
            isPartial: received.isPartial)
    }

    /// Reads a listing page after page from `request`'s page on, up to `wanted` elements when
    /// given (asking for each next page while the last is read); see ``Paginator``.
    package func pages<Element: Decodable & Sendable>(_ request: AnyRequest<[Element]>, wanted: Int? = nil) -> Paginator<Element> {
        Paginator(client: self, request: request, wanted: wanted)
    }

    /// The URL and headers of a request, after the checks that need no network.
    func httpRequest(for request: some Request) throws(QiitaError) -> HTTPRequest {
        if let paging = request.paging, !paging.isValid {
            throw .pageOutOfRange(page: paging.page, perPage: paging.perPage)
        }
        if request.requiresToken && token == nil { throw .tokenRequired(subject: request.subject) }
        if let token, !token.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { throw .malformedToken }
        if (token != nil || request.carriesSecrets) && !host.isSecure && !host.isLoopback {
            throw .insecureTransport(host: host.authority)
        }

        var url = host.baseURL + request.path
        let query = request.allQueryItems
        if !query.isEmpty {
            url +=
                "?"
                + query.map { "\(PathSegment.encode($0.name))=\(PathSegment.encode($0.value))" }
                .joined(separator: "&")
        }
        var headers = HTTPHeaders()
        headers.add("Accept", "application/json")
        headers.add("User-Agent", userAgent)
        if let token { headers.add("Authorization", "Bearer \(token)") }
        if request.body != nil { headers.add("Content-Type", "application/json") }
        return HTTPRequest(method: request.method, url: url, headers: headers, body: request.body)
    }

    private func retryDelay(after outcome: Result<HTTPResponse, TransportError>, retry: Int) -> Duration? {
        switch outcome {
        case .failure(let error):
            guard error.isTransient else { return nil }
            return retryPolicy.delay(beforeRetry: retry, retryAfter: nil)
        case .success(let response):
            guard RetryPolicy.retriedStatuses.contains(response.status) else { return nil }
            return retryPolicy.delay(beforeRetry: retry, retryAfter: response.headers["Retry-After"])
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The version `qiita` reports and sends in its `User-Agent`.
package enum QiitaVersion {
    package static let current = "0.1.0"
}
