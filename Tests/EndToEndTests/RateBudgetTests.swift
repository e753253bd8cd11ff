import Foundation
import QiitaFake
import Testing
import TestSupport

/// The rate budget: recorded from every response, shown, spent budgets failing fast, retries
/// that never storm.
@MainActor @Suite struct RateBudgetTests {
    func start(_ adjust: (inout FakeQiitaServer.Configuration) -> Void = { _ in }) throws -> (FakeQiitaServer, ProcessRunner) {
        let server = try FakeServerHarness.start(seed: 7, adjust)
        return (server, ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL]))
    }

    @Test func theBudgetIsRecordedAndShown() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        #expect(runner.run(["rate"]).stdout.contains("no request recorded yet"))
        _ = runner.run(["items", "--per-page", "1"])
        let rate = runner.run(["rate"])
        #expect(rate.stdout.contains("(anonymous): 59/60 left, resets at "))
        #expect(rate.stdout.range(of: #"resets at \d\d:\d\d \(in \d+ (min|h \d+ min)\)"#, options: .regularExpression) != nil)
        #expect(server.stats.totalRequests == 1, "`qiita rate` sends nothing")
        _ = runner.run(["rate", "--check"])
        #expect(server.stats.totalRequests == 2)
    }

    @Test func aSpentBudgetFailsAtOnceUntilForced() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.setRateBudget(remaining: 0, resetIn: 1200)
        let limited = runner.run(["items"])
        #expect(limited.status == 5)
        #expect(limited.stderr.contains("rate limit reached (0/60 left), resets at"))
        #expect(limited.stderr.contains("in 20 min"))
        let before = server.stats.totalRequests
        let fast = runner.run(["items"])
        #expect(fast.status == 5)
        #expect(fast.stderr.contains("nothing was sent"))
        #expect(server.stats.totalRequests == before, "failed without sending")
        let forced = runner.run(["items", "--force"])
        #expect(forced.status == 5)
        #expect(server.stats.totalRequests == before + 1)
    }

    /// sync stops before the budget runs low, and with none left does nothing and says so;
    /// `rate --check` is there to ask the server, so it asks whatever was recorded.
    @Test func aSpentBudgetStopsSyncButNotRateCheck() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.setRateBudget(remaining: 0, resetIn: 1200)
        #expect(runner.run(["items"]).status == 5)
        let before = server.stats.totalRequests
        let sync = runner.run(["sync", "--tag", "Go"])
        sync.expectOneLineError(status: 5)
        #expect(sync.stderr.contains("nothing was sent"), "\(sync.summary)")
        #expect(server.stats.totalRequests == before)

        server.setRateBudget(remaining: 30, resetIn: 1200)
        let check = runner.run(["rate", "--check"])
        #expect(check.status == 0 && check.stdout.contains("29/60 left"), "\(check.summary)")
        #expect(server.stats.totalRequests == before + 1)
        server.setRateBudget(remaining: 0, resetIn: 1200)
        let spent = runner.run(["rate", "--check"])
        #expect(spent.status == 0 && spent.stdout.contains("0/60 left"), "a 429 carries the figures: \(spent.summary)")
        let forced = runner.run(["sync", "--tag", "Go", "--force", "--reserve", "0", "--json"])
        #expect(server.stats.totalRequests == before + 3, "--force sends: \(forced.summary)")
        #expect(forced.status == 5, "and Qiita's 429 is its answer")
    }

    @Test func aSpentBudgetStillOpensTheArticleInTheBrowser() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.setRateBudget(remaining: 0, resetIn: 1200)
        #expect(runner.run(["items"]).status == 5)
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var browsing = runner
        browsing.environment["BROWSER"] = try scratch.recordingBrowser()
        let item = server.corpus.publicItems[0].id
        let before = server.stats.totalRequests
        let result = browsing.run(["item", item, "--web"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(scratch.read("browser.txt")?.contains("/items/\(item)") == true)
        #expect(server.stats.totalRequests == before)
    }

    @Test func a403WithNothingRemainingIsRateLimitingToo() throws {
        let (server, runner) = try start { $0.rateLimitStatus = 403 }
        defer { server.stop() }
        server.setRateBudget(remaining: 0, resetIn: 600)
        let result = runner.run(["items"])
        #expect(result.status == 5 && result.stderr.contains("rate limit reached"))
        #expect(server.stats.totalRequests == 1, "never retried")
    }

    @Test func lowAnonymousBudgetSuggestsSigningIn() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.setRateBudget(remaining: 6, resetIn: 600)
        let result = runner.run(["items", "--per-page", "1"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("5/60 requests left this hour without a token"))
        #expect(result.stderr.contains("qiita auth login"))
    }

    @Test func transientFailuresAreRetriedAndClientErrorsAreNot() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.inject(.status(500), count: 2, pathPrefix: "/api/v2/items")
        let recovered = runner.run(["items", "--per-page", "1", "--verbose"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(server.stats.requests("GET", "/api/v2/items") == 3)
        #expect(recovered.stderr.contains("(attempt 3) → 200"))

        server.resetStats()
        #expect(runner.run(["item", "0000000000000000dead"]).status == 3)
        #expect(server.stats.totalRequests == 1, "a 404 is not retried")

        server.resetStats()
        server.setRateBudget(remaining: 0, resetIn: 60)
        // Of a list the library never kept: what it kept would be shown instead of the failure.
        #expect(runner.run(["tag", "Rust", "--force"]).status == 5)
        #expect(server.stats.totalRequests == 1, "a 429 is not retried")
    }

    @Test func retryAfterIsHonouredAndTheWaitIsShown() throws {
        let (server, runner) = try start()
        defer { server.stop() }
        server.inject(.status(503, retryAfter: 1), count: 1, pathPrefix: "/api/v2/items")
        let result = runner.run(["items", "--per-page", "1", "--verbose"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("→ 503"))
        #expect(result.stderr.contains("(attempt 2) → 200"))
    }
}
