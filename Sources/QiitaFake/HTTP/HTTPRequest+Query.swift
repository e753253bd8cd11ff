import FlyingFox

extension HTTPRequest {
    /// The request target's path, still percent-encoded, so routes can split it into segments
    /// before decoding (a tag named `C%2FC++` stays one segment).
    var rawPath: String {
        target.path()
    }

    /// Query parameters in order, `+` and `%XX` decoded as Rails does (Foundation's parser
    /// keeps `+`, and Qiita's clients send searches as `tag%3ASwift+title%3Afoo`).
    var queryItems: [(name: String, value: String)] {
        let rawQuery = target.query()
        guard !rawQuery.isEmpty else { return [] }
        return rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentEncoding.decodeQueryComponent(String(parts[0]))
            let value = parts.count > 1 ? PercentEncoding.decodeQueryComponent(String(parts[1])) : ""
            return (name, value)
        }
    }

    /// The first value of a query parameter.
    func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// `METHOD path`, the key of the per-route request counts.
    var routeKey: String {
        "\(method.rawValue) \(rawPath)"
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
