import FlyingFox
import Glibc

/// Spends the request from its budget (the token's, or the anonymous one) and reports it in
/// `Rate-*` headers on every answer; over budget, answers 429 (or the configured 403). An
/// unknown token is answered 401 here, whatever the anonymous budget says, as Qiita does.
struct RateLimitHandler: HTTPHandler {
    let responder: APIResponder
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let now = Int(time(nil))
        let credential = Credential(request)
        let (decision, known) = responder.state.withLock { state in
            let known = credential?.user(in: state.tokens) != nil
            let key: RateLimiter.Key = if known, case .token(let token)? = credential { .token(token) } else { .anonymous }
            return (state.rate.spend(key, now: now), known)
        }
        var response =
            if credential != nil && !known {
                APIReply.unauthorized.response
            } else if decision.allowed {
                try await next.handleRequest(request)
            } else {
                APIReply.rateLimitExceeded(status: responder.configuration.rateLimitStatus).response
            }
        response.headers[.rateLimit] = String(decision.limit)
        response.headers[.rateRemaining] = String(decision.remaining)
        response.headers[.rateReset] = String(decision.resetAt)
        return response
    }
}
