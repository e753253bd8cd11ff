import FlyingFox

/// What a route answers, before the wrapping handlers (ETag, rate headers, gzip) see it.
struct APIReply: Sendable {
    var status: Int
    /// Serialized JSON, or nil for no body (204, 302).
    var json: [UInt8]?
    var headers: HTTPHeaders = [:]
    /// A body that is not JSON (the OAuth redirect page), with its type.
    var other: (contentType: String, body: [UInt8])?

    init(status: Int, json: JSONValue?, headers: HTTPHeaders = [:]) {
        self.status = status
        self.json = json?.bytes
        self.headers = headers
    }

    static func ok(_ json: JSONValue, headers: HTTPHeaders = [:]) -> APIReply {
        APIReply(status: 200, json: json, headers: headers)
    }

    static let noContent = APIReply(status: 204, json: nil)

    static func error(_ status: Int, _ message: String, _ type: String) -> APIReply {
        APIReply(status: status, json: QiitaJSON.error(message: message, type: type))
    }

    static let badRequest = error(400, "Bad request", "bad_request")
    static let unauthorized = error(401, "Unauthorized", "unauthorized")
    static let notFound = error(404, "Not found", "not_found")
    static let forbidden = error(403, "Forbidden", "forbidden")
    static let alreadyStocked = error(403, "Already stocked", "already_stocked")
    static func rateLimitExceeded(status: Int) -> APIReply {
        error(status, "Rate limit exceeded", "rate_limit_exceeded")
    }

    /// The reply as it goes on the wire.
    var response: HTTPResponse {
        if let json { return .json(status, json, headers: headers) }
        var headers = headers
        if let other { headers[.contentType] = other.contentType }
        if status == 204 { headers[.cacheControl] = "no-cache" }
        return HTTPResponse(status: status, headers: headers, body: other?.body ?? [])
    }
}
