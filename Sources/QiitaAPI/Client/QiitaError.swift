#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything that can go wrong talking to Qiita, each with a message that says what happened
/// and what to do. HTTP statuses and Qiita's `{"message","type"}` bodies are mapped here, once.
package enum QiitaError: Error, Sendable, Hashable {
    /// 404: the item, user, tag or route does not exist.
    case notFound(subject: String)
    /// 400: Qiita refused the parameters (paging outside 1–100, a malformed query).
    case badRequest(message: String)
    /// 401: no token, or a token Qiita does not accept, for something that needs one.
    case unauthorized(message: String)
    /// The endpoint needs a token and none is configured (nothing was sent).
    case tokenRequired(subject: String)
    /// 403 other than rate limiting: the token lacks a scope, or the action is not allowed.
    case forbidden(message: String, type: String?)
    /// 403 `already_stocked`.
    case alreadyStocked
    /// 429, or 403 with `Rate-Remaining: 0`: the hourly budget is spent.
    case rateLimited(RateLimit?)
    /// The budget recorded from an earlier reply is spent until it refills: nothing was sent.
    case budgetSpent(RateLimit)
    /// 429 while the hourly budget is not spent: a short burst limit (Qiita's CDN sends these),
    /// over in seconds, with the wait the reply asked for when it said.
    case burstLimited(retryAfter: Int?)
    /// 5xx: Qiita failed; its own message when it sent one.
    case server(status: Int, message: String?)
    /// Any other status Qiita is not documented to send.
    case unexpectedStatus(Int, message: String?)
    /// The reply was not the JSON the API documents.
    case invalidResponse(detail: String)
    /// No complete reply: DNS, connection, TLS, timeout, truncated transfer.
    case transport(TransportError, host: String)
    /// The client refuses to ask for a page Qiita cannot serve.
    case pageOutOfRange(page: Int, perPage: Int)
    /// A token would be sent in clear text to a host that is not this machine.
    case insecureTransport(host: String)
    /// Offline, and the library has no copy of what was asked; `syncable` when `qiita sync` can
    /// fetch it (a list of articles).
    case notInLibrary(subject: String, syncable: Bool = false)
    /// The token has characters no token has (spaces, line breaks, controls, non-ASCII): sending
    /// it could inject headers, so nothing is sent.
    case malformedToken

    /// Maps a non-2xx reply.
    package init(response: HTTPResponse, subject: String) {
        let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
        let message = body.map { ServerText.oneLine($0.message) }
        let rate = response.rateLimit
        switch response.status {
        case 400:
            self = .badRequest(message: message ?? "Bad request")
        case 401:
            self = .unauthorized(message: message ?? "Unauthorized")
        case 403 where body?.type == "already_stocked":
            self = .alreadyStocked
        case 403 where rate?.remaining == 0 || body?.type == "rate_limit_exceeded":
            self = .rateLimited(rate)
        case 403:
            self = .forbidden(message: message ?? "Forbidden", type: body?.type)
        case 404:
            self = .notFound(subject: subject)
        case 429 where (rate?.remaining ?? 0) > 0:
            self = .burstLimited(retryAfter: response.headers["Retry-After"].flatMap { Int($0.trimmingSpaces()) })
        case 429:
            self = .rateLimited(rate)
        case 500...599:
            self = .server(status: response.status, message: message)
        default:
            self = .unexpectedStatus(response.status, message: message)
        }
    }

    /// Whether asking again later can succeed: a failure of the network, of Qiita or of its
    /// budget may pass; a missing item, a refused token or an offline library without the page
    /// will answer the same.
    package var mayPassOnRetry: Bool {
        switch self {
        case .transport(let error, _):
            // A host that cannot be resolved now may be later; a bad URL or an oversized reply not.
            switch error {
            case .invalidURL, .responseTooLarge, .cancelled, .libraryFailedToStart: false
            default: true
            }
        case .rateLimited, .budgetSpent, .burstLimited, .server, .unexpectedStatus, .invalidResponse: true
        case .notFound, .badRequest, .unauthorized, .tokenRequired, .forbidden, .alreadyStocked, .pageOutOfRange,
            .insecureTransport, .notInLibrary, .malformedToken:
            false
        }
    }

    /// Whether Qiita could not be asked or could not answer (the network, its budget, Qiita
    /// itself failing), rather than refusing the request: a copy the library kept will serve.
    package var isUnreachable: Bool {
        switch self {
        case .transport: mayPassOnRetry
        case .rateLimited, .budgetSpent, .burstLimited, .server: true
        default: false
        }
    }

    /// Qiita's error body.
    struct ErrorBody: Decodable {
        let message: String
        let type: String?
    }
}

extension QiitaError: LocalizedError, CustomStringConvertible {
    package var description: String { message(now: Date()) }
    package var errorDescription: String? { description }

    /// The one-line message, with times relative to `now`.
    package func message(now: Date) -> String {
        switch self {
        case .notFound(let subject):
            return "\(subject): not found (HTTP 404); check the id, name or URL"
        case .badRequest(let message):
            return "Qiita refused the request (HTTP 400: \(message)): pages and page sizes must be 1–100"
        case .unauthorized(let message):
            return "not signed in or the token was refused (HTTP 401: \(message)): "
                + "set QIITA_TOKEN or run `qiita auth login`"
        case .tokenRequired(let subject):
            return "a token is needed for \(subject): set QIITA_TOKEN or run `qiita auth login`"
        case .forbidden(let message, _):
            return "Qiita does not allow this (HTTP 403: \(message)): check the token's scopes (read_qiita, write_qiita)"
        case .alreadyStocked:
            return "the item is already stocked"
        case .rateLimited(let rate):
            guard let rate else { return "rate limit reached: wait a while, or sign in with `qiita auth login` (1000 requests an hour)" }
            return "rate limit reached (\(rate.remaining)/\(rate.limit) left), resets \(RateLimitFormatter.reset(rate.resetsAt, now: now))"
                + (rate.limit <= 60 ? ": wait, or sign in with `qiita auth login` for 1000 requests an hour" : ": wait until then")
        case .budgetSpent(let rate):
            return QiitaError.rateLimited(rate).message(now: now) + "; nothing was sent (--force sends anyway)"
        case .burstLimited(let retryAfter):
            let wait = retryAfter.map { "wait \($0) s" } ?? "wait a few seconds"
            return "Qiita refused a burst of requests (HTTP 429, a short limit, not the hourly one): \(wait) and try again"
        case .server(let status, let message):
            return "Qiita failed (HTTP \(status)\(message.map { ": \($0)" } ?? "")): try again later"
        case .unexpectedStatus(let status, let message):
            return "unexpected reply (HTTP \(status)\(message.map { ": \($0)" } ?? "")): check --base-url"
        case .invalidResponse(let detail):
            return "the server's reply is not valid Qiita JSON (\(detail)): check --base-url, or try again later"
        case .transport(let error, let host):
            return Self.describe(error, host: host)
        case .pageOutOfRange(let page, let perPage):
            return "page \(page) with \(perPage) a page is beyond Qiita's limit: pages and page sizes must be 1–100"
        case .notInLibrary(let subject, let syncable):
            return "\(subject): not in the library; run it once without --offline"
                + (syncable ? ", or `qiita sync` to keep such lists for reading offline" : "")
        case .insecureTransport(let host):
            return "refusing to send the token over plain http to \(host): use https"
        case .malformedToken:
            return
                "the token has characters a Qiita token cannot have (spaces, line breaks or controls): check QIITA_TOKEN or run `qiita auth login` again"
        }
    }

    private static func describe(_ error: TransportError, host: String) -> String {
        switch error {
        case .invalidURL(let url):
            return "not a usable URL: \(url): check --base-url"
        case .couldNotResolveHost:
            return "cannot resolve \(host): check your network connection or --base-url"
        case .couldNotConnect(let detail):
            return "cannot connect to \(host) (\(detail)): check your network connection or --base-url"
        case .timedOut:
            return "\(host) did not answer in time: try again, or allow longer with --timeout"
        case .tlsFailure(let detail):
            return "secure connection to \(host) failed (\(detail)): check the system's CA certificates and clock"
        case .connectionLost(let detail):
            return "the connection to \(host) broke off (\(detail)): try again"
        case .responseTooLarge(let limit):
            return "\(host) sent more than \(limit >> 20) MB: refusing to read it"
        case .cancelled:
            return "cancelled"
        case .libraryFailedToStart(let detail):
            return "libcurl could not start (\(detail)): check OpenSSL's configuration (OPENSSL_CONF) and free memory"
        case .other(let code, let message):
            return "request to \(host) failed (libcurl \(code): \(message))"
        }
    }
}

/// Says when a rate budget refills: `at 14:05 (in 23 min)`, in the local time zone.
package enum RateLimitFormatter {
    package static func reset(_ date: Date, now: Date) -> String {
        let interval = date.timeIntervalSince(now)
        let seconds = interval.isFinite ? Int(min(max(interval, -1e9), 1e9).rounded(.up)) : 0
        let clock = LocalTime.clock(date)
        if seconds <= 0 { return "at \(clock) (now)" }
        if seconds < 60 { return "at \(clock) (in \(seconds) s)" }
        let minutes = (seconds + 59) / 60
        if minutes < 60 { return "at \(clock) (in \(minutes) min)" }
        return "at \(clock) (in \(minutes / 60) h \(minutes % 60) min)"
    }

    /// `57/60 left, resets at 14:05 (in 23 min)`.
    package static func budget(_ rate: RateLimit, now: Date) -> String {
        "\(rate.remaining)/\(rate.limit) left, resets \(reset(rate.resetsAt, now: now))"
    }
}
