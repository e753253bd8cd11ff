import Foundation
import QiitaAPI
import Testing
import TestSupport

@Suite struct ErrorMappingTests {
    @Test(arguments: [
        ("maiyama18__qiita__GetItem-not_exist", QiitaError.notFound(subject: "item x")),
        ("maiyama18__qiita__GetItems-out_of_range", .badRequest(message: "Bad request")),
        ("maiyama18__qiita__GetAuthenticatedUser-no_token", .unauthorized(message: "Unauthorized")),
        ("maiyama18__qiita__StockItem-already_stocked", .alreadyStocked),
        ("maiyama18__qiita__DeleteItem-no_permission", .forbidden(message: "Forbidden", type: "forbidden")),
    ])
    func recordedErrorsMapToTheirCase(_ name: String, _ expected: QiitaError) throws {
        let response = try Fixtures.response(name)
        #expect(QiitaError(response: response, subject: "item x") == expected)
    }

    @Test func rateLimitingIs429OrA403WithNothingRemaining() {
        var headers: HTTPHeaders = ["Rate-Limit": "60", "Rate-Remaining": "0", "Rate-Reset": "1553416334"]
        let limited = QiitaError(response: HTTPResponse(status: 403, headers: headers), subject: "s")
        guard case .rateLimited(let rate) = limited else {
            Issue.record("expected rateLimited, got \(limited)")
            return
        }
        #expect(rate?.limit == 60 && rate?.remaining == 0)
        #expect(rate?.resetsAt == Date(timeIntervalSince1970: 1_553_416_334))
        headers.set("Rate-Remaining", "10")
        #expect(QiitaError(response: HTTPResponse(status: 429, headers: headers), subject: "s") == .rateLimited(RateLimit(headers: headers)))
        #expect(QiitaError(response: HTTPResponse(status: 403, headers: headers), subject: "s") == .forbidden(message: "Forbidden", type: nil))
    }

    @Test func serverErrorsKeepQiitaMessageAndHTMLPagesDoNotLeak() {
        let json = HTTPResponse(status: 500, body: Data(#"{"message":"Something broke","type":"internal"}"#.utf8))
        #expect(QiitaError(response: json, subject: "s") == .server(status: 500, message: "Something broke"))
        let html = HTTPResponse(status: 502, body: Data("<html><body>Bad Gateway</body></html>".utf8))
        #expect(QiitaError(response: html, subject: "s") == .server(status: 502, message: nil))
    }

    @Test func messagesSayWhatHappenedAndWhatToDo() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let rate = RateLimit(limit: 60, remaining: 0, resetsAt: now.addingTimeInterval(23 * 60))
        let message = QiitaError.rateLimited(rate).message(now: now)
        #expect(message.contains("0/60 left"))
        #expect(message.contains("in 23 min"))
        #expect(message.contains("qiita auth login"))
        #expect(QiitaError.notFound(subject: "item abc").description.contains("item abc was not found"))
        #expect(QiitaError.transport(.timedOut, host: "qiita.com").description.contains("--timeout"))
        for error in [QiitaError.unauthorized(message: "Unauthorized"), .tokenRequired(subject: "x")] {
            #expect(error.description.contains("QIITA_TOKEN"))
        }
        #expect(!QiitaError.server(status: 503, message: nil).description.contains("\n"))
    }
}
