import FlyingFox
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
///
/// Every number is checked against a range, so no value can overflow the server's clock
/// arithmetic or make a wait outlast `stop()`.
struct ControlHandler: HTTPHandler {
    /// Weak: the server owns the listener that owns this handler.
    weak let server: FakeQiitaServer?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let server else { return HTTPResponse(status: 503) }
        return Self.respond(to: request, body: Array(try await request.bodyData), server: server)
    }

    private static func respond(to request: HTTPRequest, body: [UInt8], server: FakeQiitaServer) -> HTTPResponse {
        switch (request.method.rawValue, request.rawPath) {
        case ("GET", "/__fake/stats"):
            return .json(200, server.stats.json.bytes)
        case ("POST", "/__fake/reset-stats"):
            server.resetStats()
            return HTTPResponse(status: 204)
        case ("POST", "/__fake/faults"):
            return applying(body) { object throws(Problem) in
                let fault = try fault(from: object)
                let count = try number(object, "count", in: Fault.countRange, default: 1)
                server.inject(fault, count: count, pathPrefix: object["path_prefix"] as? String)
            }
        case ("DELETE", "/__fake/faults"):
            server.clearFaults()
            return HTTPResponse(status: 204)
        case ("POST", "/__fake/rate"):
            return applying(body) { object throws(Problem) in
                let remaining = try number(object, "remaining", in: RateLimiter.budgetRange)
                let resetIn = try number(
                    object, "reset_in", in: RateLimiter.secondsRange, default: server.configuration.rateWindowSeconds)
                server.setRateBudget(remaining: remaining, resetIn: resetIn, token: object["token"] as? String)
            }
        default:
            return .json(404, QiitaJSON.error(message: "Not found", type: "not_found").bytes)
        }
    }

    /// A message for a bad control request.
    struct Problem: Error {
        var text: String
    }

    private static func fault(from object: [String: Any]) throws(Problem) -> Fault {
        switch object["kind"] as? String {
        case "status":
            let retryAfter = try object["retry_after"] == nil ? nil : number(object, "retry_after", in: Fault.retryAfterRange)
            return .status(try number(object, "status", in: Fault.statusRange), retryAfter: retryAfter)
        case "truncated_body": return .truncatedBody
        case "connection_reset": return .connectionReset
        case "slow_response": return .slowResponse(try number(object, "milliseconds", in: Fault.delayRange))
        case "invalid_json": return .invalidJSON
        case "html_error_page": return .htmlErrorPage
        default:
            throw Problem(
                text: "unknown kind; use status, truncated_body, connection_reset, slow_response, invalid_json or html_error_page")
        }
    }

    /// An integer field within `range`; `defaultValue` when absent, if there is one.
    private static func number(
        _ object: [String: Any], _ key: String, in range: ClosedRange<Int>, default defaultValue: Int? = nil
    ) throws(Problem) -> Int {
        if object[key] == nil, let defaultValue { return defaultValue }
        guard let value = object[key] as? Int, range.contains(value) else {
            throw Problem(text: "\"\(key)\" must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A control request whose body is a JSON object that `apply` reads and acts on: 204, or a
    /// 400 that says what was wrong with the body.
    private static func applying(_ body: [UInt8], _ apply: ([String: Any]) throws(Problem) -> Void) -> HTTPResponse {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] else {
            return problem("body must be a JSON object")
        }
        do {
            try apply(object)
            return HTTPResponse(status: 204)
        } catch {
            return problem(error.text)
        }
    }


    private static func problem(_ message: String) -> HTTPResponse {
        .json(400, QiitaJSON.error(message: message, type: "bad_request").bytes)
    }
}
