/// Reads HTTP/1.1 requests one after another from a keep-alive connection: the head up to the
/// blank line, then a `Content-Length` body. Bytes past one request stay for the next (pipelining).
struct HTTPRequestReader {
    private let socket: ConnectionSocket
    private var buffer: [UInt8] = []

    static let maximumHeadSize = 64 * 1024
    static let maximumBodySize = 1024 * 1024

    /// What the next read produced.
    enum Outcome {
        case request(HTTPRequest)
        /// The peer closed (or the server shut the socket) between requests.
        case closed
        /// Unreadable input: answer with this status and close.
        case malformed(status: Int)
    }

    init(socket: ConnectionSocket) {
        self.socket = socket
    }

    mutating func next() -> Outcome {
        var searchFrom = 0
        var headEnd: Int?
        while headEnd == nil {
            headEnd = Self.blankLine(in: buffer, from: searchFrom)
            if headEnd != nil { break }
            if buffer.count > Self.maximumHeadSize { return .malformed(status: 431) }
            searchFrom = max(0, buffer.count - 3)
            guard let chunk = socket.receive() else {
                return buffer.isEmpty ? .closed : .malformed(status: 400)
            }
            buffer += chunk
        }
        guard let headEnd, var request = Self.parseHead(buffer[0..<headEnd]) else {
            return .malformed(status: 400)
        }
        buffer.removeFirst(headEnd + 4)
        if request.headers["Transfer-Encoding"] != nil { return .malformed(status: 411) }
        let length: Int
        if let text = request.headers["Content-Length"] {
            guard let value = Int(Substring(text).trimmingSpaces()), value >= 0 else { return .malformed(status: 400) }
            length = value
        } else {
            length = 0
        }
        guard length <= Self.maximumBodySize else { return .malformed(status: 413) }
        if length > buffer.count, request.headers["Expect"]?.lowercased() == "100-continue" {
            socket.send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.count < length {
            guard let chunk = socket.receive() else { return .malformed(status: 400) }
            buffer += chunk
        }
        request.body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return .request(request)
    }

    /// Index of the `\r\n\r\n` that ends the head.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The request line and header fields; nil when they do not parse.
    static func parseHead(_ head: ArraySlice<UInt8>) -> HTTPRequest? {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3, requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else { return nil }
        var target = String(requestLine[1])
        if let schemeEnd = target.range(of: "://") {
            let afterScheme = target[schemeEnd.upperBound...]
            target = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
        }
        guard target.hasPrefix("/") else { return nil }
        let pathAndQuery = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers = HTTPHeaders()
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon]
            guard !name.isEmpty, !name.contains(" ") else { return nil }
            headers.add(String(name), line[line.index(after: colon)...].trimmingSpaces())
        }
        return HTTPRequest(
            method: String(requestLine[0]), path: String(pathAndQuery[0]),
            rawQuery: pathAndQuery.count > 1 ? String(pathAndQuery[1]) : nil,
            headers: headers, isHTTP11: requestLine[2] == "HTTP/1.1")
    }
}
