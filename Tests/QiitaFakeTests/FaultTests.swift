import Foundation
import Synchronization
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct FaultTests {
    @Test func statusFaultsAnswerOnceThenTheServerRecovers() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.status(500))
        let client = try await FakeHTTPClient(server: server)
        let failed = try await client.get("/api/v2/items")
        #expect(failed.status == 500)
        #expect(try failed.jsonObject()["type"] as? String == "internal_server_error")
        #expect(try await client.get("/api/v2/items").status == 200)
        #expect(server.stats.requests("GET", "/api/v2/items") == 2)
    }

    @Test func serviceUnavailableCarriesRetryAfterForItsCount() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.status(503, retryAfter: 7), count: 2)
        let client = try await FakeHTTPClient(server: server)
        for _ in 0..<2 {
            let response = try await client.get("/api/v2/users")
            #expect(response.status == 503)
            #expect(response.header("Retry-After") == "7")
        }
        #expect(try await client.get("/api/v2/users").status == 200)
    }

    @Test func faultsOnlyHitTheirPathPrefix() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.status(500), pathPrefix: "/api/v2/tags")
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.get("/api/v2/items").status == 200)
        #expect(try await client.get("/api/v2/tags/swift").status == 500)
        #expect(try await client.get("/api/v2/tags/swift").status == 200)
    }

    @Test func truncatedBodyPromisesMoreThanItSends() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.truncatedBody)
        let client = try await FakeHTTPClient(server: server)
        do {
            _ = try await client.get("/api/v2/items")
            Issue.record("the truncated response was read whole")
        } catch {
            guard case .truncatedBody(let expected, let received) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(received < expected && received > 0)
        }
        #expect(try await FakeHTTPClient(server: server).get("/api/v2/items").status == 200)
        #expect(server.stats.totalRequests == 2)
    }

    @Test func connectionResetSendsNoByte() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.connectionReset)
        let client = try await FakeHTTPClient(server: server)
        await #expect(throws: FakeHTTPClientError.connectionReset) { try await client.get("/api/v2/items") }
        #expect(try await FakeHTTPClient(server: server).get("/api/v2/items").status == 200)
        #expect(server.stats.totalRequests == 2)
    }

    /// A server whose waits are recorded, not slept, so delays are checked without timing.
    private func serverRecordingPauses(
        _ configuration: FakeQiitaServer.Configuration = FakeServerHarness.smallConfiguration()
    ) throws -> (FakeQiitaServer, PauseLog) {
        let pauses = PauseLog()
        let server = try FakeQiitaServer(configuration: configuration) { pauses.record($0) }
        try server.start()
        return (server, pauses)
    }

    /// The waits a server asked for, in order.
    private final class PauseLog: Sendable {
        private let log = Mutex<[Int]>([])
        func record(_ milliseconds: Int) { log.withLock { $0.append(milliseconds) } }
        var milliseconds: [Int] { log.withLock { $0 } }
    }

    @Test func slowResponseWaitsThenAnswersNormally() async throws {
        let (server, pauses) = try serverRecordingPauses()
        defer { server.stop() }
        server.inject(.slowResponse(150))
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.get("/api/v2/users/alice")
        #expect(response.status == 200)
        #expect(try response.jsonObject()["id"] as? String == "alice")
        _ = try await client.get("/api/v2/users/alice")
        #expect(pauses.milliseconds == [150])
    }

    @Test func invalidJSONIsA200ThatDoesNotParse() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.invalidJSON)
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(throws: (any Error).self) { try response.json() }
    }

    @Test func htmlErrorPageLooksLikeNginx() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.htmlErrorPage)
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items")
        #expect(response.status == 502)
        #expect(response.header("Content-Type") == "text/html")
        #expect(response.text.contains("<center><h1>502 Bad Gateway</h1></center>"))
        #expect(response.text.contains("nginx"))
    }

    @Test func latencyPrecedesEveryAPIResponseButNotControlOnes() async throws {
        var configuration = FakeServerHarness.smallConfiguration()
        configuration.latencyMilliseconds = 40
        let (server, pauses) = try serverRecordingPauses(configuration)
        defer { server.stop() }
        server.inject(.status(500))
        let client = try await FakeHTTPClient(server: server)
        for _ in 0..<3 { _ = try await client.get("/api/v2/tags/swift") }
        _ = try await client.get("/__fake/stats")
        #expect(pauses.milliseconds == [40, 40, 40])
    }


    @Test(arguments: [
        ("500", Fault.status(500)), ("503=30", .status(503, retryAfter: 30)), ("truncated-body", .truncatedBody),
        ("connection-reset", .connectionReset), ("slow-response=250", .slowResponse(250)), ("slow-response", .slowResponse(2_000)),
        ("invalid-json", .invalidJSON), ("html-error-page", .htmlErrorPage),
    ])
    func failNextArgumentsParse(_ argument: String, _ fault: Fault) {
        #expect(Fault(argument: argument) == fault)
    }

    @Test(arguments: ["200", "teapot", "503=x", ""])
    func badFailNextArgumentsAreRefused(_ argument: String) {
        #expect(Fault(argument: argument) == nil)
    }
}
