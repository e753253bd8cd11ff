import FlyingFox

/// The outermost handler, for what concerns the connection rather than the API: a request
/// target that is not a path is refused and its connection closed, `Connection: close` is
/// answered in kind, and the bytes of every answer are counted.
struct ConnectionHandler: HTTPHandler {
    let counters: ConnectionCounters
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response: HTTPResponse
        let isPath = request.rawPath.hasPrefix("/")
        if isPath {
            response = try await next.handleRequest(request)
        } else {
            let body = APIReply.badRequest.json ?? []
            response = .json(400, body)
            response.payload = .httpBody(ClosingBody(body, sending: body.count).sequence)
        }
        let closing = !isPath || request.headers[.connection]?.lowercased().contains("close") == true
        if closing { response.headers[.connection] = "close" }
        counters.recordSent(Self.size(of: response))
        return response
    }

    /// About the bytes FlyingFox writes for a response (status line, header lines, blank line,
    /// body): it adds the request's `Connection` header after this runs.
    private static func size(of response: HTTPResponse) -> Int {
        guard case .httpBody(let body) = response.payload else { return 0 }
        let length = body.count ?? 0
        let statusLine = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n".utf8.count
        let headerLines = response.headers.reduce(0) { $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count + 4 }
        return statusLine + headerLines + "Content-Length: \(length)\r\n\r\n".utf8.count + length
    }
}
