import FlyingFox

/// The outermost handler, for what concerns the connection rather than the API: a request
/// target that is not a path is refused and its connection closed, `Connection: close` is
/// answered in kind, and the bytes of every answer are counted.
struct ConnectionHandler: HTTPHandler {
    let counters: ConnectionCounters
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response: HTTPResponse
        if request.rawPath.hasPrefix("/") {
            response = try await next.handleRequest(request)
        } else {
            let body = APIReply.badRequest.json ?? []
            response = .json(400, body)
            response.payload = .httpBody(ClosingBody(body, sending: body.count).sequence)
        }
        let closing = !request.rawPath.hasPrefix("/") || request.headers[.connection]?.lowercased().contains("close") == true
        if closing { response.headers[.connection] = "close" }
        counters.recordSent(try await Self.size(of: response))
        return response
    }

    /// The bytes FlyingFox writes for a response: status line, header lines, blank line, body.
    private static func size(of response: HTTPResponse) async throws -> Int {
        guard case .httpBody(let body) = response.payload else { return 0 }
        let length = body.count ?? 0
        let statusLine = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n".utf8.count
        let headerLines = response.headers.reduce(0) { $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count + 4 }
        return statusLine + headerLines + "Content-Length: \(length)\r\n\r\n".utf8.count + length
    }
}
