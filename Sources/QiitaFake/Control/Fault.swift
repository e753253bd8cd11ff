/// A failure the server stages for the next matching requests, so clients can be tested
/// against what real networks and proxies do.
package enum Fault: Sendable, Hashable {
    /// An error status with a JSON body; 503 may carry `Retry-After` (seconds).
    case status(Int, retryAfter: Int? = nil)
    /// Headers promise the whole body, fewer bytes are sent, then the connection closes.
    case truncatedBody
    /// The connection is reset (SO_LINGER 0) before any byte of the response.
    case connectionReset
    /// The normal response, after this many milliseconds.
    case slowResponse(Int)
    /// 200 with a body that is not valid JSON.
    case invalidJSON
    /// 502 with nginx's HTML error page, as a proxy in front of the API sends.
    case htmlErrorPage

    /// Error statuses a `status` fault may answer with.
    package static let statusRange = 400...599
    /// `Retry-After` seconds: up to a day.
    package static let retryAfterRange = 0...86_400
    /// Delays in milliseconds (slow responses, the configured latency): up to ten minutes.
    package static let delayRange = 0...600_000
    /// How many requests one staging may hit.
    package static let countRange = 1...1_000_000

    /// Parses the executable's `--fail-next` form: `KIND[=VALUE]`, e.g. `500`, `503=30`
    /// (Retry-After 30), `truncated-body`, `connection-reset`, `slow-response=1500`,
    /// `invalid-json`, `html-error-page`.
    package init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let kind = parts.first else { return nil }
        let value = parts.count > 1 ? Int(parts[1]) : nil
        if parts.count > 1 && value == nil { return nil }
        switch kind {
        case "truncated-body": self = .truncatedBody
        case "connection-reset": self = .connectionReset
        case "slow-response":
            guard Self.delayRange.contains(value ?? 2_000) else { return nil }
            self = .slowResponse(value ?? 2_000)
        case "invalid-json": self = .invalidJSON
        case "html-error-page": self = .htmlErrorPage
        default:
            guard let status = Int(kind), Self.statusRange.contains(status),
                value.map(Self.retryAfterRange.contains) ?? true
            else { return nil }
            self = .status(status, retryAfter: value)
        }
    }
}
