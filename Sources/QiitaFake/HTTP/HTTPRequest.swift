/// One parsed HTTP/1.x request. The path is kept raw (percent-encoded) so routes can split it
/// into segments before decoding (a tag named `C%2FC++` must stay one segment).
package struct HTTPRequest: Sendable {
    package var method: String
    /// The request target's path, still percent-encoded: `/api/v2/tags/%E5%88%9D%E5%BF%83%E8%80%85`.
    package var path: String
    /// The raw query string after `?`, if any.
    package var rawQuery: String?
    package var headers: HTTPHeaders
    package var body: [UInt8]
    /// False for HTTP/1.0, whose connections close unless asked otherwise.
    package var isHTTP11: Bool

    package init(
        method: String, path: String, rawQuery: String? = nil, headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [], isHTTP11: Bool = true
    ) {
        self.method = method
        self.path = path
        self.rawQuery = rawQuery
        self.headers = headers
        self.body = body
        self.isHTTP11 = isHTTP11
    }

    /// Query parameters in order, `+` and `%XX` decoded.
    package var queryItems: [(name: String, value: String)] {
        guard let rawQuery, !rawQuery.isEmpty else { return [] }
        return rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentEncoding.decodeQueryComponent(String(parts[0]))
            let value = parts.count > 1 ? PercentEncoding.decodeQueryComponent(String(parts[1])) : ""
            return (name, value)
        }
    }

    /// The first value of a query parameter.
    package func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Whether the connection stays open after this request (HTTP/1.1 unless `Connection: close`).
    package var wantsKeepAlive: Bool {
        let connection = headers["Connection"]?.lowercased() ?? ""
        let tokens = connection.split(separator: ",").map { $0.trimmingSpaces() }
        if isHTTP11 { return !tokens.contains("close") }
        return tokens.contains("keep-alive")
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
