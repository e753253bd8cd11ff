/// What the server has seen since it started or since the last `resetStats()`. Control
/// requests (`/__fake/…`) are not counted as requests; their connections are.
package struct FakeServerStats: Sendable, Equatable {
    /// API requests, faulted ones included.
    package var totalRequests = 0
    /// Requests per `METHOD path` (path without its query): `"GET /api/v2/items"`.
    package var requestsByRoute: [String: Int] = [:]
    package var connectionsAccepted = 0
    package var connectionsOpen = 0
    /// 304 Not Modified answers to `If-None-Match`.
    package var notModifiedResponses = 0
    /// Bytes written to sockets (heads and bodies, as sent).
    package var bytesSent = 0

    package init() {}

    /// Requests seen for one route, e.g. `requests("GET", "/api/v2/items")`.
    package func requests(_ method: String, _ path: String) -> Int {
        requestsByRoute["\(method) \(path)"] ?? 0
    }

    /// The body of `GET /__fake/stats`.
    var json: JSONValue {
        .object([
            ("requests", .int(totalRequests)),
            ("requests_by_route", .object(requestsByRoute.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            ("connections_accepted", .int(connectionsAccepted)),
            ("connections_open", .int(connectionsOpen)),
            ("not_modified", .int(notModifiedResponses)),
            ("bytes_sent", .int(bytesSent)),
        ])
    }
}
