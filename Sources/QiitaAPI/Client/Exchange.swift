/// One attempt at a request, as `--verbose` reports it and the rate ledger records it.
/// Holds no token: the URL is the request's, and headers are not kept.
public struct Exchange: Sendable {
    public var method: HTTPMethod
    public var url: String
    public var attempt: Int
    /// The HTTP status, or nil when no reply came.
    public var status: Int?
    public var transportError: TransportError?
    public var duration: Duration
    public var rateLimit: RateLimit?
    public var host: QiitaHost
    /// Whether a token was sent.
    public var authenticated: Bool
}
