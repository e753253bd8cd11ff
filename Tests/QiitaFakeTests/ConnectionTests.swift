import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct ConnectionTests {
    @Test func manyRequestsOverOneKeepAliveConnection() throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 1_000 }
        defer { server.stop() }
        let client = try FakeHTTPClient(server: server)
        for page in 1...300 {
            let response = try client.get("/api/v2/items?per_page=1&page=\(page % 50 + 1)")
            #expect(response.status == 200)
        }
        let stats = server.stats
        #expect(stats.connectionsAccepted == 1)
        #expect(stats.connectionsOpen == 1)
        #expect(stats.totalRequests == 300)
        #expect(stats.requests("GET", "/api/v2/items") == 300)
        #expect(stats.bytesSent > 300 * 500)
    }

    @Test func connectionCloseIsHonoured() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try FakeHTTPClient(server: server)
        let response = try client.get("/api/v2/users/alice", headers: [("Connection", "close")])
        #expect(response.status == 200)
        #expect(response.header("Connection") == "close")
        #expect(client.readsEndOfStream())
    }

    @Test func listensOnLoopbackOnly() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        #expect(server.listeningAddress == "127.0.0.1")
        #expect(server.baseURL == "http://127.0.0.1:\(server.port)")
        // The kernel's own table: a listening (0A) socket on 0100007F (127.0.0.1) at our port.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let port = String(format: "%04X", server.port)
        let rows: [[String]] = table.split(separator: "\n").dropFirst().map { line in
            line.split(separator: " ").map(String.init)
        }
        let listening: [String] = rows.filter { row in
            row.count > 3 && row[1].hasSuffix(":" + port) && row[3] == "0A"
        }.map { row in row[1] }
        #expect(listening == ["0100007F:" + port])
    }

    @Test func stopClosesOpenConnectionsAndFreesThePort() throws {
        let server = try FakeServerHarness.start()
        let client = try FakeHTTPClient(server: server)
        #expect(try client.get("/api/v2/users/alice").status == 200)
        let port = server.port
        server.stop()
        #expect(throws: FakeHTTPClientError.self) { try client.get("/api/v2/users/alice") }
        #expect(throws: FakeHTTPClientError.self) { try FakeHTTPClient(port: port) }
        #expect(server.stats.connectionsOpen == 0)
        server.stop()
    }

    @Test func aStoppedServerCanBindItsPortAgain() throws {
        let first = try FakeServerHarness.start()
        let port = first.port
        first.stop()
        let second = try FakeServerHarness.start { $0.port = UInt16(port) }
        defer { second.stop() }
        #expect(try FakeHTTPClient(server: second).get("/api/v2/tags/swift").status == 200)
    }

    @Test func concurrentConnectionsAreServed() async throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 1_000 }
        defer { server.stop() }
        let port = server.port
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let client = try FakeHTTPClient(port: port)
                    return try (0..<10).map { _ in try client.get("/api/v2/items?per_page=2").status }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(statuses.count == 80 && statuses.allSatisfy { $0 == 200 })
        #expect(server.stats.connectionsAccepted == 8)
    }

    @Test func malformedRequestsGet400AndTheConnectionCloses() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try FakeHTTPClient(server: server)
        let response = try client.send("GET", "no-slash")
        #expect(response.status == 400)
        #expect(response.header("Connection") == "close")
    }

    @Test func requestHeadersAreCaseInsensitive() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["t": "alice"] }
        defer { server.stop() }
        let client = try FakeHTTPClient(server: server)
        let response = try client.get(
            "/api/v2/authenticated_user", headers: [("AUTHORIZATION", "bearer t"), ("accept-ENCODING", "GZIP")])
        #expect(response.status == 200)
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(try response.jsonObject()["id"] as? String == "alice")
    }

    @Test func responseHeadersUseConventionalCasing() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try FakeHTTPClient(server: server).get("/api/v2/items", headers: [("Accept-Encoding", "gzip")])
        let names = Set(response.headers.map(\.0))
        for name in ["Link", "Total-Count", "Rate-Limit", "Rate-Remaining", "Rate-Reset", "ETag", "Content-Type", "Content-Length", "Content-Encoding"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    @Test func postBodiesArriveWhole() throws {
        let server = try FakeServerHarness.start { $0.oauthClients = [OAuthClient(id: "c", secret: "s", redirectURL: "http://127.0.0.1/cb")] }
        defer { server.stop() }
        let client = try FakeHTTPClient(server: server)
        let padding = String(repeating: " ", count: 200_000)
        let response = try client.send("POST", "/api/v2/access_tokens", body: Array("{\"client_id\":\"c\",\(padding)\"client_secret\":\"s\",\"code\":\"x\"}".utf8))
        #expect(response.status == 401)
        #expect(try client.get("/api/v2/users/alice").status == 200)
    }
}
