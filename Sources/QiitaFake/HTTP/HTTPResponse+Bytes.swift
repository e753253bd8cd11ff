import FlyingFox
import Foundation

extension HTTPResponse {
    /// A response from a numeric status, as the routes and faults decide them.
    init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.init(statusCode: HTTPStatusCode(status), headers: headers, body: Data(body))
    }

    /// A JSON response; 2xx bodies say their charset, as Qiita's do.
    static func json(_ status: Int, _ bytes: [UInt8], headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers[.contentType] = (200..<300).contains(status) ? "application/json; charset=utf-8" : "application/json"
        return HTTPResponse(status: status, headers: headers, body: bytes)
    }

    /// The body as bytes; every response the fake makes holds its body in memory.
    var bodyBytes: [UInt8] {
        get async throws { Array(try await bodyData) }
    }
}

extension HTTPStatusCode {
    /// The status with its standard reason phrase, so any 4xx or 5xx a test stages reads right.
    init(_ code: Int) {
        let phrase =
            switch code {
            case 200: "OK"
            case 201: "Created"
            case 204: "No Content"
            case 302: "Found"
            case 304: "Not Modified"
            case 400: "Bad Request"
            case 401: "Unauthorized"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 413: "Content Too Large"
            case 422: "Unprocessable Entity"
            case 429: "Too Many Requests"
            case 500: "Internal Server Error"
            case 501: "Not Implemented"
            case 502: "Bad Gateway"
            case 503: "Service Unavailable"
            case 504: "Gateway Timeout"
            default: "Status \(code)"
            }
        self.init(code, phrase: phrase)
    }
}

extension HTTPHeader {
    static let link = HTTPHeader("Link")
    static let totalCount = HTTPHeader("Total-Count")
    static let retryAfter = HTTPHeader("Retry-After")
    static let rateLimit = HTTPHeader("Rate-Limit")
    static let rateRemaining = HTTPHeader("Rate-Remaining")
    static let rateReset = HTTPHeader("Rate-Reset")
    static let vary = HTTPHeader("Vary")
    static let acceptEncoding = HTTPHeader("Accept-Encoding")
}
