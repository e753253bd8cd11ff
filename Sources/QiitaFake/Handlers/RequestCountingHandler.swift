import FlyingFox

/// Counts every API request, faulted ones included, before anything else can answer it.
struct RequestCountingHandler: HTTPHandler {
    let responder: APIResponder
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        responder.state.withLock { state in
            state.stats.totalRequests += 1
            state.stats.requestsByRoute[request.routeKey, default: 0] += 1
        }
        return try await next.handleRequest(request)
    }
}
