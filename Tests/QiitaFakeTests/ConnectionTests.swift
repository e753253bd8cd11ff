import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct ConnectionTests {
    @Test func manyRequestsOverOneKeepAliveConnection() async throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 1_000 }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        for page in 1...300 {
            let response = try await client.get("/api/v2/items?per_page=1&page=\(page % 50 + 1)")
            #expect(response.status == 200)
        }
        let stats = server.stats
        #expect(stats.connectionsAccepted == 1)
        #expect(stats.connectionsOpen == 1)
        #expect(stats.totalRequests == 300)
        #expect(stats.requests("GET", "/api/v2/items") == 300)
        #expect(stats.bytesSent > 300 * 500)
    }

    @Test func connectionCloseIsHonoured() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.get("/api/v2/users/alice", headers: [("Connection", "close")])
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(await client.readsEndOfStream())
    }

    @Test func listensOnLoopbackOnly() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        #expect(server.listeningAddress == "127.0.0.1")
        #expect(server.baseURL == "http://127.0.0.1:\(server.port)")
        // The kernel's own table: a listening (0A) socket on 0100007F (127.0.0.1) at our port.
        let table = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/net/tcp")).readToEnd() ?? Data(), as: UTF8.self)
        let port = String(format: "%04X", server.port)
        let rows: [[String]] = table.split(separator: "\n").dropFirst().map { line in
            line.split(separator: " ").map(String.init)
        }
        let listening: [String] = rows.filter { row in
            row.count > 3 && row[1].hasSuffix(":" + port) && row[3] == "0A"
        }.map { row in row[1] }
        #expect(listening == ["0100007F:" + port])
    }

    @Test func stopClosesOpenConnectionsAndFreesThePort() async throws {
        let server = try Self.startBelowTheEphemeralRange()
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.get("/api/v2/users/alice").status == 200)
        let port = server.port
        server.stop()
        await #expect(throws: FakeHTTPClientError.self) { try await client.get("/api/v2/users/alice") }
        await #expect(throws: FakeHTTPClientError.self) { try await FakeHTTPClient(port: port) }
        for _ in 0..<500 where server.stats.connectionsOpen > 0 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.stats.connectionsOpen == 0)
        server.stop()
    }

    /// The bound is generous because this process runs hundreds of other tests at once; without
    /// the idle limit the connection stays open until the time limit fails the test.
    @Test(.timeLimit(.minutes(1))) func idleConnectionsAreClosed() async throws {
        let server = try FakeServerHarness.start { $0.idleTimeoutSeconds = 1 }
        defer { server.stop() }
        let silent = try await FakeHTTPClient(server: server)
        let started = Date()
        #expect(await silent.readsEndOfStream())
        #expect(Date().timeIntervalSince(started) < 30)
        let used = try await FakeHTTPClient(server: server)
        #expect(try await used.get("/api/v2/users/alice").status == 200)
        #expect(await used.readsEndOfStream(), "idle after an answer too")
    }

    @Test func stopReturnsAtOnceWhileASlowResponseIsWaiting() async throws {
        let server = try FakeServerHarness.start()
        server.inject(.slowResponse(600_000))
        let client = try await FakeHTTPClient(server: server)
        let waiting = Task { try await client.get("/api/v2/items") }
        for _ in 0..<500 where server.stats.totalRequests == 0 { try await Task.sleep(for: .milliseconds(10)) }
        let stopping = Date()
        server.stop()
        #expect(Date().timeIntervalSince(stopping) < 1)
        // The answer in progress is cut: FlyingFox sends a 500 for the cancelled handler, or nothing.
        if case .success(let cut) = await waiting.result { #expect(cut.status == 500) }
    }

    @Test func aStoppedServerCanBindItsPortAgain() async throws {
        let first = try FakeServerHarness.start()
        let port = first.port
        first.stop()
        let second = try FakeServerHarness.start { $0.port = UInt16(port) }
        defer { second.stop() }
        #expect(try await FakeHTTPClient(server: second).get("/api/v2/tags/swift").status == 200)
    }

    @Test func concurrentConnectionsAreServed() async throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 1_000 }
        defer { server.stop() }
        let port = server.port
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let client = try await FakeHTTPClient(port: port)
                    var statuses: [Int] = []
                    for _ in 0..<10 { statuses.append(try await client.get("/api/v2/items?per_page=2").status) }
                    return statuses
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 80 && statuses.allSatisfy { $0 == 200 })
        #expect(server.stats.connectionsAccepted == 8)
    }

    @Test func malformedRequestsGet400AndTheConnectionCloses() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.send("GET", "no-slash")
        #expect(response.status == 400)
        #expect(response.header("Connection") == "close")
    }

    @Test func requestHeadersAreCaseInsensitive() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["t": "alice"] }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.get(
            "/api/v2/authenticated_user", headers: [("AUTHORIZATION", "bearer t"), ("accept-ENCODING", "GZIP")])
        #expect(response.status == 200)
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(try response.jsonObject()["id"] as? String == "alice")
    }

    @Test func responseHeadersUseConventionalCasing() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items", headers: [("Accept-Encoding", "gzip")])
        let names = Set(response.headers.map(\.0))
        for name in ["Link", "Total-Count", "Rate-Limit", "Rate-Remaining", "Rate-Reset", "ETag", "Content-Type", "Content-Length", "Content-Encoding"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func postBodiesArriveWhole() async throws {
        let server = try FakeServerHarness.start { $0.oauthClients = [OAuthClient(id: "c", secret: "s", redirectURL: "http://127.0.0.1/cb")] }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let padding = String(repeating: " ", count: 200_000)
        let response = try await client.send("POST", "/api/v2/access_tokens", body: Array("{\"client_id\":\"c\",\(padding)\"client_secret\":\"s\",\"code\":\"x\"}".utf8))
        #expect(response.status == 401)
        #expect(try await client.get("/api/v2/users/alice").status == 200)
    }

    /// A server on a port below Linux's ephemeral range, so that no other test's server (bound
    /// to port 0) can be given the port once this one frees it.
    private static func startBelowTheEphemeralRange() throws -> FakeQiitaServer {
        for port in (UInt16(20_000)..<32_000).shuffled().prefix(50) {
            if let server = try? FakeServerHarness.start({ $0.port = port }) { return server }
        }
        throw FakeServerError.cannotListen(port: 20_000, reason: "no free port below 32000")
    }
}
