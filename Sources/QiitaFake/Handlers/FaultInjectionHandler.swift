import FlyingFox

/// Lets the next staged fault for the request's path decide the answer; each fault is a
/// handler of its own around the rest of the API (``Fault/handler(around:pause:)``).
struct FaultInjectionHandler: HTTPHandler {
    let responder: APIResponder
    let pause: DelayHandler.Pause
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let fault = responder.state.withLock { $0.faults.take(forPath: request.rawPath) }
        guard let fault else { return try await next.handleRequest(request) }
        let port = responder.state.withLock { $0.port }
        return try await fault.handler(around: next, pause: pause, serverPort: port).handleRequest(request)
    }
}
