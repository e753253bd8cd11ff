import Foundation
import QiitaFake
import Testing
import TestSupport

/// Every failure is one line on stderr that says what happened and what to do, with the exit
/// status the README documents: 2 usage, 3 not found, 4 authentication, 5 rate limited,
/// 6 network, 7 server.
@MainActor @Suite struct ErrorTests {
    // MARK: Usage

    @Test(arguments: [
        ["items", "--page", "0"], ["items", "--page", "101"], ["items", "--per-page", "0"],
        ["items", "--per-page", "101"], ["items", "--limit", "0"], ["items", "--limit=-5"], ["items", "--limit", "-1"],
        ["items", "--page", "abc"],
        ["items", "--per-page", "1.5"], ["tag", "Swift", "--page", "101"], ["user", "alice", "--per-page", "500"],
        ["comments", "0123456789abcdef0123", "--page", "0"],
    ])
    func badPagingValuesAreUsageErrorsAndSendNothing(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(arguments)
        result.expectOneLineError(status: 2)
        let option = try #require(arguments.first { $0.hasPrefix("--") }).split(separator: "=").first.map(String.init)
        #expect(result.stderr.contains(option ?? "--"), "names the option: \(result.stderr)")
        #expect(server.stats.totalRequests == 0, "no request was sent")
    }

    @Test(arguments: [["items", "--bogus"], ["nosuchcommand"], ["items", "unexpected"], ["item"], ["tag"]])
    func badCommandLinesAreUsageErrorsPointingAtHelp(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(arguments)
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("--help"), "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }

    /// A typo of a subcommand or a JSON field is answered with the name meant, as git and gh do;
    /// a word far from every name gets no guess.
    @Test(arguments: [
        (["itmes"], "did you mean 'items'?"), (["library", "pth"], "did you mean 'path'?"),
        (["ITEMS"], "did you mean 'items'?"), (["--verbose", "itmes"], "did you mean 'items'?"),
        (["items", "--json", "titel"], "did you mean 'title'?"), (["xyzzy"], nil),
        (["tags", "--limit", "5"], "unknown command 'tags' for 'qiita': did you mean 'tag'?"),
        (["library", "purge"], "unknown command 'purge' for 'qiita library': did you mean 'prune'?"),
    ])
    func aTypoIsAnsweredWithTheNameMeant(arguments: [String], suggestion: String?) throws {
        let result = ProcessRunner("qiita").run(arguments)
        result.expectOneLineError(status: 2)
        if let suggestion {
            #expect(result.stderr.contains(suggestion), "\(result.stderr)")
        } else {
            #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
        }
    }

    @Test(arguments: [
        (["items", "--bogus"], "qiita items --help"), (["auth", "login", "--bogus"], "qiita auth login --help"),
        (["--verbose", "auth", "status", "--bogus"], "qiita auth status --help"), (["nosuchcommand"], "qiita --help"),
    ])
    func theHelpPointedAtIsTheCommandsOwn(arguments: [String], help: String) throws {
        let result = ProcessRunner("qiita").run(arguments)
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("(see '\(help)')"), "\(result.stderr)")
    }

    // MARK: Not found, authentication, rate limit

    @Test(arguments: [
        ["item", "0123456789abcdef0123"], ["comments", "0123456789abcdef0123"], ["user", "nobody"], ["tag", "nothing"],
    ])
    func missingThingsAreNotFound(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(arguments)
        result.expectOneLineError(status: 3)
        #expect(result.stderr.contains(": not found (HTTP 404)") && result.stderr.contains(arguments[1]), "\(result.stderr)")
    }

    @Test func refusedTokenIsAnAuthenticationError() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["good": "alice"] }
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_TOKEN": "not-a-valid-token"]).run(["items"])
        result.expectOneLineError(status: 4)
        #expect(result.stderr.contains("401") && result.stderr.contains("QIITA_TOKEN"), "\(result.stderr)")
        #expect(!result.stderr.contains("not-a-valid-token"), "the token is never echoed")
    }

    /// The reset time as the message must show it: the local clock (the runner's TZ is Tokyo).
    private static func tokyoClock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .current
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    @Test(arguments: [429, 403])
    func spentBudgetIsRateLimitedAndSaysWhenItResets(status: Int) throws {
        let server = try FakeServerHarness.start { $0.rateLimitStatus = status }
        defer { server.stop() }
        let before = Date()
        server.setRateBudget(remaining: 0, resetIn: 600)
        let after = Date()
        let result = QiitaCLI(server: server).run(["items"])
        result.expectOneLineError(status: 5)
        #expect(result.stderr.contains("rate limit"), "\(result.stderr)")
        let clocks = Set([before, after].map { Self.tokyoClock($0.addingTimeInterval(600)) })
        #expect(clocks.contains { result.stderr.contains("resets at \($0) (in 10 min)") }, "names \(clocks): \(result.stderr)")
        #expect(server.stats.totalRequests == 1, "a rate-limited request is not retried")
    }

    // MARK: Network

    @Test func unreachableServerIsANetworkFailure() throws {
        let closed = try ClosedPort()
        let result = ProcessRunner("qiita", environment: ["QIITA_BASE_URL": closed.baseURL]).run(["items"])
        result.expectOneLineError(status: 6)
        #expect(result.stderr.contains("cannot connect to 127.0.0.1:\(closed.port)"), "\(result.stderr)")
        #expect(result.stderr.contains("--base-url"), "says what to check: \(result.stderr)")
    }

    @Test func slowServerTimesOut() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.slowResponse(1_500), count: 3)
        let result = QiitaCLI(server: server).run(["items", "--timeout", "0.3"])
        result.expectOneLineError(status: 6)
        #expect(result.stderr.contains("did not answer in time") && result.stderr.contains("--timeout"), "\(result.stderr)")
    }

    @Test(arguments: ["0", "-1", "3601", "soon"])
    func badTimeoutIsAUsageError(value: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        for arguments in [["items", "--timeout=\(value)"], ["items", "--timeout", value]] {
            let result = QiitaCLI(server: server).run(arguments)
            result.expectOneLineError(status: 2)
            #expect(result.stderr.contains("more than 0 and at most 3600") || value == "soon", "\(result.stderr)")
        }
        #expect(server.stats.totalRequests == 0)
    }

    // MARK: Server faults

    /// A fault the server stages, how many times in a row, and what the user must see.
    struct ServerFault: Sendable, CustomTestStringConvertible {
        var name: String
        var fault: Fault
        /// Retried faults are staged for every attempt (the first and two retries).
        var count: Int
        var status: Int32
        var phrases: [String]
        var testDescription: String { name }
    }

    nonisolated static let serverFaults = [
        ServerFault(
            name: "500", fault: .status(500), count: 3, status: 7,
            phrases: ["Qiita failed (HTTP 500: Internal server error)", "try again later"]),
        ServerFault(
            name: "503", fault: .status(503), count: 3, status: 7, phrases: ["HTTP 503: Service unavailable"]),
        ServerFault(
            name: "invalid JSON", fault: .invalidJSON, count: 1, status: 7, phrases: ["not valid Qiita JSON"]),
        ServerFault(name: "HTML error page", fault: .htmlErrorPage, count: 3, status: 7, phrases: ["HTTP 502"]),
        ServerFault(name: "truncated body", fault: .truncatedBody, count: 3, status: 6, phrases: ["broke off", "try again"]),
        ServerFault(name: "connection reset", fault: .connectionReset, count: 3, status: 6, phrases: ["127.0.0.1"]),
    ]

    @Test(arguments: serverFaults)
    func serverFaultsAreReportedInOneLineAfterRetries(fault: ServerFault) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(fault.fault, count: fault.count)
        let result = QiitaCLI(server: server).run(["items"])
        result.expectOneLineError(status: fault.status)
        for phrase in fault.phrases {
            #expect(result.stderr.contains(phrase), "\(phrase): \(result.stderr)")
        }
        #expect(server.stats.totalRequests == fault.count, "\(fault.count) attempts")
    }

    @Test func htmlErrorPageNeverReachesTheMessage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.htmlErrorPage, count: 3)
        let result = QiitaCLI(server: server).run(["item", try #require(server.corpus.publicItems.first).id])
        result.expectOneLineError(status: 7)
        for fragment in ["<", ">", "html", "nginx", "<center>"] {
            #expect(!result.stderr.lowercased().contains(fragment), "\(fragment): \(result.stderr)")
        }
    }

    @Test(arguments: [Fault.truncatedBody, .connectionReset, .status(502), .status(503)])
    func oneTransientFaultIsRetriedAndTheCommandSucceeds(fault: Fault) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(fault, count: 1)
        let result = QiitaCLI(server: server).run(["items", "--verbose"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(20)))
        #expect(server.stats.totalRequests == 2)
        #expect(result.stderr.contains("(attempt 2)"), "\(result.stderr)")
    }

    @Test func failureOnALaterPageStillFailsTheCommand() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        // The first page succeeds; the fault applies from the second request on.
        server.inject(.slowResponse(0), count: 1)
        server.inject(.invalidJSON, count: 1)
        let failing = QiitaCLI(server: server).run(["items", "--limit", "45", "--per-page", "20"])
        #expect(failing.status == 7, "\(failing.summary)")
        #expect(failing.errorLines.count == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("stopped after 20 items: the list is incomplete"), "\(failing.stderr)")
        #expect(failing.lines == server.tsvLines(server.corpus.publicItems.prefix(20)), "the first page was printed")
    }

    @Test func jsonFromAFailedListingIsStillAValidArrayOfThePagesPrinted() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.slowResponse(0), count: 1)
        server.inject(.invalidJSON, count: 1)
        let failing = QiitaCLI(server: server).run(["items", "--limit", "45", "--per-page", "20", "--json", "id"])
        #expect(failing.status == 7, "\(failing.summary)")
        #expect(failing.errorLines.count == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("the list is incomplete"), "\(failing.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [[String: Any]])
        #expect(rows.compactMap { $0["id"] as? String } == server.corpus.publicItems.prefix(20).map(\.id))
    }
}
