import FlyingFox

/// Waits, then answers as the wrapped handler does: the configured latency before every API
/// request, and the `slow_response` fault. The wait is a task sleep, so stopping the server
/// cancels it instead of waiting it out.
struct DelayHandler: HTTPHandler {
    typealias Pause = @Sendable (_ milliseconds: Int) async throws -> Void

    let milliseconds: Int
    let pause: Pause
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if milliseconds > 0 { try await pause(milliseconds) }
        return try await next.handleRequest(request)
    }

    /// The real wait; tests pass one that records instead.
    static let sleep: Pause = { milliseconds in
        try await Task.sleep(for: .milliseconds(milliseconds))
    }
}
