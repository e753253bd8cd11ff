/// Why a request got no complete HTTP response.
package enum TransportError: Error, Sendable, Hashable {
    case invalidURL(String)
    case couldNotResolveHost(String)
    case couldNotConnect(String)
    case timedOut
    case tlsFailure(String)
    /// The connection broke before the whole response arrived (reset, truncated body).
    case connectionLost(String)
    case responseTooLarge(limit: Int)
    case cancelled
    /// `curl_global_init` failed.
    case libraryFailedToStart(String)
    case other(code: Int, message: String)

    /// Worth trying again: the next attempt may well succeed.
    package var isTransient: Bool {
        switch self {
        case .couldNotConnect, .timedOut, .connectionLost: return true
        case .invalidURL, .couldNotResolveHost, .tlsFailure, .responseTooLarge, .cancelled, .libraryFailedToStart, .other:
            return false
        }
    }
}
