import FlyingFox

/// What a request's `Authorization` header claims, read the same way by the rate limit (whose
/// budget it spends) and by the routes (who is asking).
enum Credential: Equatable, Sendable {
    case token(String)
    /// An `Authorization` header that is not `Bearer <token>`.
    case malformed

    /// Nil when the request carries no `Authorization` header.
    init?(_ request: HTTPRequest) {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            self = .malformed
            return
        }
        let token = parts[1].trimmingSpaces()
        self = token.isEmpty ? .malformed : .token(token)
    }

    /// The user a known token acts as.
    func user(in tokens: TokenRegistry) -> String? {
        guard case .token(let token) = self else { return nil }
        return tokens.user(forToken: token)
    }
}
