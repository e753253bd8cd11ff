import Foundation
@testable import QiitaAPI
import QiitaFake
import Testing
import TestSupport

/// The real transport against the loopback fake server.
@Suite struct CurlTransportTests {
    @Test func readsStatusHeadersAndBodyAndReusesOneConnection() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = QiitaClient(host: QiitaHost(server.baseURL)!, transport: CurlTransport(), retryPolicy: .never)
        for page in 1...3 {
            let result = try await client.page(ItemsRequest(paging: Paging(page: page, perPage: 5)))
            #expect(result.elements.count == 5)
            #expect(result.totalCount == server.corpus.publicItems.count)
            #expect(result.rateLimit?.limit == 60)
            #expect(result.links.next?.page == page + 1)
        }
        #expect(server.stats.connectionsAccepted == 1)
    }

    @Test func decodesGzipAndSendsTheHeaders() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let transport = CurlTransport(compression: .always)
        var headers = HTTPHeaders()
        headers.add("User-Agent", "qiita/test")
        let response = try await transport.send(
            HTTPRequest(method: .get, url: server.baseURL + "/api/v2/items?per_page=2", headers: headers))
        #expect(response.status == 200)
        #expect(response.headers["content-encoding"] == "gzip", "libcurl offered every decoder it has")
        #expect(try JSONSerialization.jsonObject(with: response.body) is [Any], "and decoded the body")
        #expect(response.headers["Rate-Remaining"].flatMap { Int($0) } != nil, "values without CR/LF")
    }

    /// Replies of a megabyte or more arrive whole, with a length and without one (gzip).
    @Test func megabyteRepliesArriveWholeWithAndWithoutALength() async throws {
        let server = try FakeServerHarness.start { $0.items = 120; $0.bodySize = 12_000 }
        defer { server.stop() }
        let url = server.baseURL + "/api/v2/items?per_page=100"
        let plain = try await CurlTransport().send(HTTPRequest(method: .get, url: url))
        let compressed = try await CurlTransport(compression: .always).send(HTTPRequest(method: .get, url: url))
        #expect(plain.headers["content-length"].flatMap { Int($0) } == plain.body.count)
        #expect(compressed.headers["content-encoding"] == "gzip")
        #expect(plain.body.count > 1 << 20)
        #expect(firstDifference(plain.body, compressed.body) == nil)
        let items = try #require(try JSONSerialization.jsonObject(with: plain.body) as? [[String: Any]])
        #expect(items.count == 100)
        #expect(items.last?["id"] as? String == server.corpus.publicItems[99].id)
    }

    @Test func asksLoopbackForNoCompressionByDefault() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(method: .get, url: server.baseURL + "/api/v2/items"))
        #expect(response.headers["content-encoding"] == nil)
        #expect(response.status == 200)
    }

    @Test func mapsFailuresToTransportErrors() async throws {
        let server = try FakeServerHarness.start()
        let closedPort = server.port
        server.stop()
        let transport = CurlTransport(timeout: .seconds(5))
        await #expect(throws: TransportError.self) {
            _ = try await transport.send(HTTPRequest(method: .get, url: "http://127.0.0.1:\(closedPort)/api/v2/items"))
        }
        let slow = try FakeServerHarness.start()
        defer { slow.stop() }
        slow.inject(.slowResponse(1500))
        let impatient = CurlTransport(timeout: .milliseconds(300))
        await #expect(throws: TransportError.timedOut) {
            _ = try await impatient.send(HTTPRequest(method: .get, url: slow.baseURL + "/api/v2/items"))
        }
    }

    @Test func cancellingTheTaskAbortsTheTransfer() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.slowResponse(1500))
        let transport = CurlTransport(timeout: .seconds(30))
        let task = Task {
            try await transport.send(HTTPRequest(method: .get, url: server.baseURL + "/api/v2/items"))
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        // Only the progress callback's abort yields .cancelled; an uncancelled transfer succeeds.
        await #expect(throws: TransportError.cancelled) { _ = try await task.value }
    }
}
