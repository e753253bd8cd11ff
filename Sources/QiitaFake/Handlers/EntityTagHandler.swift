import FlyingFox

/// Gives every 200 JSON answer a weak ETag and answers 304 when `If-None-Match` has it.
struct EntityTagHandler: HTTPHandler {
    let responder: APIResponder
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = try await next.handleRequest(request)
        guard response.statusCode.code == 200, response.headers[.contentType]?.hasPrefix("application/json") == true else {
            return response
        }
        let tag = EntityTag.weak(for: try await response.bodyBytes)
        if EntityTag.ifNoneMatch(request.headers.values(for: .ifNoneMatch), matches: tag) {
            response.headers[.contentType] = nil
            response = HTTPResponse(status: 304, headers: response.headers)
            responder.state.withLock { $0.stats.notModifiedResponses += 1 }
        }
        response.headers[.eTag] = tag
        response.headers[.cacheControl] = "max-age=0, private, must-revalidate"
        return response
    }
}
