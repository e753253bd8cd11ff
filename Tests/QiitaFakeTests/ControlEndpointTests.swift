import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct ControlEndpointTests {
    @Test func statsAreServedAsJSONAndNotCounted() async throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 2 }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        _ = try await client.get("/api/v2/items")
        _ = try await client.get("/api/v2/items?page=2")
        _ = try await client.get("/api/v2/users/alice")
        for _ in 0..<3 {
            #expect(try await client.get("/__fake/stats").status == 200)
        }
        let stats = try await client.get("/__fake/stats").jsonObject()
        #expect(stats["requests"] as? Int == 3)
        #expect(stats["requests_by_route"] as? [String: Int] == ["GET /api/v2/items": 2, "GET /api/v2/users/alice": 1])
        #expect(stats["connections_accepted"] as? Int == 1)
        #expect(stats["connections_open"] as? Int == 1)
        #expect((stats["bytes_sent"] as? Int ?? 0) > 0)
        #expect(stats["not_modified"] as? Int == 0)
    }

    @Test func faultsCanBeStagedOverHTTP() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let staged = try await client.send(
            "POST", "/__fake/faults",
            body: Array(#"{"kind":"status","status":503,"retry_after":3,"count":2,"path_prefix":"/api/v2/users"}"#.utf8))
        #expect(staged.status == 204)
        #expect(try await client.get("/api/v2/items").status == 200)
        #expect(try await client.get("/api/v2/users").header("Retry-After") == "3")
        #expect(try await client.get("/api/v2/users").status == 503)
        #expect(try await client.get("/api/v2/users").status == 200)
        #expect(try await client.send("POST", "/__fake/faults", body: Array(#"{"kind":"invalid_json","count":5}"#.utf8)).status == 204)
        #expect(try await client.send("DELETE", "/__fake/faults").status == 204)
        #expect(try await client.get("/api/v2/items").status == 200)
    }

    @Test(arguments: [#"{"kind":"teapot"}"#, #"{"kind":"status"}"#, #"{"kind":"slow_response"}"#, "[]", #"{"kind":"invalid_json","count":0}"#])
    func badFaultRequestsAreRefused(_ body: String) async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).send("POST", "/__fake/faults", body: Array(body.utf8))
        #expect(response.status == 400)
        #expect(!(try response.jsonObject()["message"] as? String ?? "").isEmpty)
    }

    /// Each once trapped on overflow (reset_in) or let a fault outlast `stop()`; all are refused.
    @Test(arguments: [
        ("/__fake/rate", #"{"remaining":0,"reset_in":9223372036854775807}"#), ("/__fake/rate", #"{"remaining":9223372036854775807}"#),
        ("/__fake/rate", #"{"remaining":-1}"#), ("/__fake/rate", #"{"remaining":1.5}"#),
        ("/__fake/faults", #"{"kind":"slow_response","milliseconds":9223372036854775807}"#),
        ("/__fake/faults", #"{"kind":"status","status":503,"retry_after":-5}"#),
        ("/__fake/faults", #"{"kind":"invalid_json","count":9223372036854775807}"#),
    ])
    func outOfRangeControlValuesAreRefused(_ path: String, _ body: String) async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.send("POST", path, body: Array(body.utf8))
        #expect(response.status == 400)
        #expect(try response.jsonObject()["message"] as? String ?? "" != "")
        #expect(try await client.get("/api/v2/items").status == 200)
    }

    @Test func rateBudgetCanBeSetOverHTTP() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["t": "alice"] }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.send("POST", "/__fake/rate", body: Array(#"{"remaining":0,"reset_in":60}"#.utf8)).status == 204)
        #expect(try await client.get("/api/v2/items").status == 429)
        #expect(try await client.get("/api/v2/items", headers: [("Authorization", "Bearer t")]).status == 200)
        #expect(try await client.send("POST", "/__fake/rate", body: Array(#"{"remaining":0,"token":"t"}"#.utf8)).status == 204)
        #expect(try await client.get("/api/v2/items", headers: [("Authorization", "Bearer t")]).status == 429)
        #expect(try await client.send("POST", "/__fake/rate", body: Array("{}".utf8)).status == 400)
    }

    @Test func resetStatsZeroesTheCounters() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        _ = try await client.get("/api/v2/items")
        #expect(try await client.send("POST", "/__fake/reset-stats").status == 204)
        let stats = server.stats
        #expect(stats.totalRequests == 0 && stats.requestsByRoute.isEmpty && stats.connectionsAccepted == 0)
        #expect(stats.connectionsOpen == 1)
    }

    @Test func unknownControlPathsAre404() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        #expect(try await FakeHTTPClient(server: server).get("/__fake/nothing").status == 404)
    }
}
