import Foundation
import QiitaAPI
import Testing
import TestSupport

@Suite struct ErrorMappingTests {
    @Test(.requiresFixtures, arguments: [
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
        // A 429 with budget left is a short burst limit, not the hourly one.
        #expect(QiitaError(response: HTTPResponse(status: 429, headers: headers), subject: "s") == .burstLimited(retryAfter: nil))
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
        #expect(QiitaError.notFound(subject: "item abc").description.contains("item abc: not found (HTTP 404)"))
        #expect(QiitaError.transport(.timedOut, host: "qiita.com").description.contains("--timeout"))
        for error in [QiitaError.unauthorized(message: "Unauthorized"), .tokenRequired(subject: "x")] {
            #expect(error.description.contains("QIITA_TOKEN"))
        }
        #expect(!QiitaError.server(status: 503, message: nil).description.contains("\n"))
    }

    @Test func libcurlThatFailsToStartDoesNotSayInstallIt() {
        let error = TransportError.libraryFailedToStart("curl_global_init failed (libcurl 2)")
        #expect(!error.isTransient)
        let message = QiitaError.transport(error, host: "qiita.com").description
        #expect(message == "libcurl could not start (curl_global_init failed (libcurl 2)): check OpenSSL's configuration (OPENSSL_CONF) and free memory")
    }
}

@Suite struct HostileHeaderTests {
    @Test func extremeRateFiguresAreBoundedNotTrapped() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let far = try #require(RateLimit(headers: ["Rate-Limit": "60", "Rate-Remaining": "0", "Rate-Reset": "9223372036854775807"], now: now))
        #expect(far.resetsAt == now.addingTimeInterval(86_400), "a day at most")
        let past = try #require(RateLimit(headers: ["Rate-Limit": "-5", "Rate-Remaining": "-9223372036854775808", "Rate-Reset": "-9223372036854775808"], now: now))
        #expect(past.limit == 0 && past.remaining == 0 && past.resetsAt == Date(timeIntervalSince1970: 0))
        #expect(!RateLimitFormatter.budget(far, now: now).isEmpty)
        #expect(!RateLimitFormatter.reset(.distantFuture, now: now).isEmpty)
        #expect(!LocalTime.day(Date(timeIntervalSince1970: 1e300)).isEmpty)
    }

    @Test func absurdRetryAfterDatesAreIgnored() {
        let policy = RetryPolicy(random: { 0.5 })
        for value in [
            "Sun, 9223372036854775807 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 99999999999 08:49:37 GMT",
            "Sun, 06 Nov 1994 9223372036854775807:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
        ] {
            #expect(policy.delay(beforeRetry: 1, retryAfter: value) == .milliseconds(250), "\(value): falls back to backoff")
        }
        #expect(policy.delay(beforeRetry: 1, retryAfter: "9223372036854775807") == nil, "longer than worth waiting")
    }

    @Test func loopbackMeansAnAddressOfThisMachineNotANameThatLooksLikeOne() {
        for host in ["http://127.0.0.1:8080", "http://127.1.2.3", "http://localhost:1", "http://[::1]:9"] {
            #expect(QiitaHost(host)?.isLoopback == true, "\(host)")
        }
        for host in [
            "http://127.attacker.example", "http://127.0.0.1.example.com", "http://127.0.0.999", "http://10.0.0.1",
            "http://127.-0.0.1", "http://127.+1.0.1",
        ] {
            #expect(QiitaHost(host)?.isLoopback != true, "\(host)")
        }
    }

    @Test func secretsNeverTravelInClearTextToAnotherMachine() async {
        let transport = RecordedTransport(responses: [])
        let client = QiitaClient(host: QiitaHost("http://qiita.example.com")!, transport: transport, retryPolicy: .never)
        await #expect(throws: QiitaError.insecureTransport(host: "qiita.example.com")) {
            try await client.send(AccessTokenRequest(clientID: "c", clientSecret: "s", code: "x"))
        }
        await #expect(throws: QiitaError.insecureTransport(host: "qiita.example.com")) {
            try await client.send(RevokeAccessTokenRequest(token: "t"))
        }
        #expect(transport.requests.isEmpty)
    }
}
