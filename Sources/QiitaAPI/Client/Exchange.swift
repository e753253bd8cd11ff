/// One attempt at a request, as `--verbose` reports it and the rate ledger records it.
/// Holds no token: the URL is the request's, and headers are not kept.
package struct Exchange: Sendable {
    package var method: HTTPMethod
    package var url: String
    package var attempt: Int
    /// The HTTP status, or nil when no reply came.
    package var status: Int?
    package var transportError: TransportError?
    package var duration: Duration
    package var rateLimit: RateLimit?
    package var host: QiitaHost
    /// Whether a token was sent.
    package var authenticated: Bool
}
