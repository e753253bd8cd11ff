import FlyingFox

/// Sends the real answer's head, which promises the whole body, then half the body, then
/// closes the connection.
struct TruncatedBodyHandler: HTTPHandler {
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = try await next.handleRequest(request)
        let body = try await response.bodyBytes
        response.payload = .httpBody(ClosingBody(body, sending: max(0, min(body.count / 2, body.count - 1))).sequence)
        return response
    }
}
