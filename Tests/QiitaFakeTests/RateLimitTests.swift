import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct RateLimitTests {
    @Test func everyResponseCarriesTheBudgetAndErrorsSpendIt() async throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 5 }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        var remaining: [String] = []
        var resets: [Int] = []
        var firstSent = 0...0
        for path in ["/api/v2/items", "/api/v2/items/nope", "/api/v2/items?page=101"] {
            let before = Int(Date().timeIntervalSince1970)
            let response = try await client.get(path)
            if resets.isEmpty { firstSent = before...Int(Date().timeIntervalSince1970) }
            #expect(response.header("Rate-Limit") == "5")
            remaining.append(response.header("Rate-Remaining") ?? "")
            resets.append(Int(response.header("Rate-Reset") ?? "") ?? 0)
        }
        #expect(remaining == ["4", "3", "2"])
        #expect(Set(resets).count == 1, "one window: \(resets)")
        #expect((firstSent.lowerBound + 3599...firstSent.upperBound + 3601).contains(resets[0]), "an hour after the first request")
    }

    @Test(arguments: [429, 403])
    func anExhaustedBudgetAnswersTheConfiguredStatus(_ status: Int) async throws {
        let server = try FakeServerHarness.start {
            $0.rateLimit = 2
            $0.rateLimitStatus = status
        }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.get("/api/v2/items").status == 200)
        #expect(try await client.get("/api/v2/items").status == 200)
        let refused = try await client.get("/api/v2/items")
        #expect(refused.status == status)
        #expect(refused.text == #"{"message":"Rate limit exceeded","type":"rate_limit_exceeded"}"#)
        #expect(refused.header("Rate-Remaining") == "0")
        #expect(refused.header("Rate-Limit") == "2")
        #expect(refused.header("Rate-Reset") != nil)
    }

    @Test func tokensHaveTheirOwnBudgets() async throws {
        let server = try FakeServerHarness.start {
            $0.rateLimit = 1
            $0.rateLimitAuthenticated = 3
            $0.tokens = ["a": "alice", "b": "taro_yamada"]
        }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.get("/api/v2/items").status == 200)
        #expect(try await client.get("/api/v2/items").status == 429)
        let withA = try await client.get("/api/v2/items", headers: [("Authorization", "Bearer a")])
        #expect(withA.status == 200)
        #expect(withA.header("Rate-Limit") == "3" && withA.header("Rate-Remaining") == "2")
        let withB = try await client.get("/api/v2/items", headers: [("Authorization", "Bearer b")])
        #expect(withB.header("Rate-Remaining") == "2")
    }

    @Test func setRateBudgetControlsRemainingAndReset() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["a": "alice"] }
        defer { server.stop() }
        let before = Int(Date().timeIntervalSince1970)
        server.setRateBudget(remaining: 1, resetIn: 600, token: "a")
        let after = Int(Date().timeIntervalSince1970)
        let client = try await FakeHTTPClient(server: server)
        let last = try await client.get("/api/v2/items", headers: [("Authorization", "Bearer a")])
        #expect(last.status == 200 && last.header("Rate-Remaining") == "0")
        let reset = Int(last.header("Rate-Reset") ?? "") ?? 0
        #expect((before + 599...after + 601).contains(reset), "reset \(reset), set between \(before) and \(after)")
        #expect(try await client.get("/api/v2/items", headers: [("Authorization", "Bearer a")]).status == 429)
        #expect(try await client.get("/api/v2/items").status == 200)
    }

    @Test func aBudgetRefillsWhenItsWindowHasPassed() {
        var limiter = RateLimiter(anonymousLimit: 2, authenticatedLimit: 10, window: 60)
        #expect(limiter.spend(.anonymous, now: 1_000).remaining == 1)
        #expect(limiter.spend(.anonymous, now: 1_001).remaining == 0)
        #expect(limiter.spend(.anonymous, now: 1_059).allowed == false)
        let refilled = limiter.spend(.anonymous, now: 1_060)
        #expect(refilled.allowed && refilled.remaining == 1 && refilled.resetAt == 1_120)
    }
}
