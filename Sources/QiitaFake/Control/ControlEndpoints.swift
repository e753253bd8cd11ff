import Foundation

/// The HTTP face of the control API, for out-of-process users (benchmarks, `make demo`).
/// These requests never count against the rate budget nor in the request stats.
///
/// - `GET /__fake/stats` → 200 `{"requests", "requests_by_route", "connections_accepted",
///   "connections_open", "not_modified", "bytes_sent"}`
/// - `POST /__fake/faults` with `{"kind", "count"?, "path_prefix"?, "status"?, "retry_after"?,
///   "milliseconds"?}` → 204; kinds: `status`, `truncated_body`, `connection_reset`,
///   `slow_response`, `invalid_json`, `html_error_page`. `DELETE /__fake/faults` clears them.
/// - `POST /__fake/rate` with `{"remaining", "reset_in", "token"?}` → 204
/// - `POST /__fake/reset-stats` → 204
enum ControlEndpoints {
    static let prefix = "/__fake/"

    static func respond(to request: HTTPRequest, server: FakeQiitaServer) -> HTTPResponse {
        switch (request.method, request.path) {
        case ("GET", "/__fake/stats"):
            return json(200, server.stats.json)
        case ("POST", "/__fake/reset-stats"):
            server.resetStats()
            return HTTPResponse(status: 204)
        case ("POST", "/__fake/faults"):
            guard let object = jsonObject(request.body) else { return problem("body must be a JSON object") }
            switch fault(from: object) {
            case .success(let fault):
                let count = object["count"] as? Int ?? 1
                guard count >= 1 else { return problem("count must be at least 1") }
                server.inject(fault, count: count, pathPrefix: object["path_prefix"] as? String)
                return HTTPResponse(status: 204)
            case .failure(let message):
                return problem(message.text)
            }
        case ("DELETE", "/__fake/faults"):
            server.clearFaults()
            return HTTPResponse(status: 204)
        case ("POST", "/__fake/rate"):
            guard let object = jsonObject(request.body), let remaining = object["remaining"] as? Int else {
                return problem("expected {\"remaining\": N, \"reset_in\": SECONDS, \"token\": optional}")
            }
            server.setRateBudget(
                remaining: remaining, resetIn: object["reset_in"] as? Int ?? server.configuration.rateWindowSeconds,
                token: object["token"] as? String)
            return HTTPResponse(status: 204)
        default:
            return json(404, QiitaJSON.error(message: "Not found", type: "not_found"))
        }
    }

    /// A message for a bad control request.
    struct Problem: Error {
        var text: String
    }

    private static func fault(from object: [String: Any]) -> Result<Fault, Problem> {
        switch object["kind"] as? String {
        case "status":
            guard let status = object["status"] as? Int, (400...599).contains(status) else {
                return .failure(Problem(text: "status faults need \"status\" between 400 and 599"))
            }
            return .success(.status(status, retryAfter: object["retry_after"] as? Int))
        case "truncated_body": return .success(.truncatedBody)
        case "connection_reset": return .success(.connectionReset)
        case "slow_response":
            guard let milliseconds = object["milliseconds"] as? Int, milliseconds >= 0 else {
                return .failure(Problem(text: "slow_response faults need \"milliseconds\""))
            }
            return .success(.slowResponse(milliseconds))
        case "invalid_json": return .success(.invalidJSON)
        case "html_error_page": return .success(.htmlErrorPage)
        default:
            return .failure(
                Problem(
                    text: "unknown kind; use status, truncated_body, connection_reset, slow_response, invalid_json or html_error_page"))
        }
    }

    private static func jsonObject(_ body: [UInt8]) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
    }

    private static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaders([("Content-Type", "application/json; charset=utf-8")]), body: value.bytes)
    }

    private static func problem(_ message: String) -> HTTPResponse {
        json(400, QiitaJSON.error(message: message, type: "bad_request"))
    }
}
