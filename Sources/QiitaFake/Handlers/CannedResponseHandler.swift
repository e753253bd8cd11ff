import FlyingFox

/// Answers with a fixed response whatever was asked: the faults that stand in for the API.
struct CannedResponseHandler: HTTPHandler {
    let response: HTTPResponse

    init(_ response: HTTPResponse) {
        self.response = response
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        response
    }
}

extension HTTPResponse {
    /// An error status with Qiita's JSON error body; 503 may carry `Retry-After`.
    static func statusFault(_ status: Int, retryAfter: Int?) -> HTTPResponse {
        let phrase = HTTPStatusCode(status).phrase
        let type = phrase.lowercased().split(separator: " ").joined(separator: "_")
        let message = String(phrase.prefix(1)) + phrase.dropFirst().lowercased()
        var headers = HTTPHeaders()
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return .json(status, QiitaJSON.error(message: message, type: type).bytes, headers: headers)
    }

    /// A 200 whose body is cut off in the middle of a string.
    static let invalidJSON = HTTPResponse.json(
        200, Array(#"[{"id":"4bd431809afb1bb99e4f","title":"壊れた\"JSON","tags":[{"name":"Swift","#.utf8))

    /// The page nginx sends for a 502, as a proxy in front of the API does.
    static let nginxBadGateway = HTTPResponse(
        status: 502, headers: [.contentType: "text/html"],
        body: Array(
            "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
                .utf8))
}
