/// A response as the API layer decides it. The connection writes the status line, these
/// headers, `Content-Length` (except for 204/304) and `Connection: close` when it closes.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: HTTPHeaders
    package var body: [UInt8]
    package var delivery: Delivery

    /// How the bytes go out; the last two exist for fault injection.
    package enum Delivery: Sendable, Equatable {
        case complete
        /// Promise the whole body in `Content-Length`, send only this many bytes, then close.
        case truncated(sendingBytes: Int)
        /// Send nothing; close with SO_LINGER 0 so the peer sees a TCP reset.
        case resetConnection
    }

    package init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [], delivery: Delivery = .complete) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
    }

    /// Whether the message carries a body at all (RFC 9112 §6.3).
    var hasBody: Bool {
        !(status == 204 || status == 304 || (100..<200).contains(status))
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
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
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }

    /// The status line and header block, ending with the blank line.
    func head(closing: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for field in headers {
            text += "\(field.name): \(field.value)\r\n"
        }
        if hasBody {
            text += "Content-Length: \(body.count)\r\n"
        }
        if closing {
            text += "Connection: close\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }
}
