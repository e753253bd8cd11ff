import Testing
import TestSupport

@testable import QiitaFake

@Suite struct CachingAndCompressionTests {
    @Test func weakETagAndIfNoneMatchGive304WithoutBody() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let first = try await client.get("/api/v2/items?per_page=3")
        let tag = try #require(first.header("ETag"))
        #expect(tag.hasPrefix("W/\"") && tag.count == 36)
        #expect(first.header("Content-Type") == "application/json; charset=utf-8")
        let again = try await client.get("/api/v2/items?per_page=3", headers: [("If-None-Match", tag)])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("ETag") == tag)
        #expect(again.header("Rate-Remaining") != nil)
        let other = try await client.get("/api/v2/items?per_page=4", headers: [("If-None-Match", tag)])
        #expect(other.status == 200)
        #expect(server.stats.notModifiedResponses == 1)
        let starred = try await client.get("/api/v2/items?per_page=3", headers: [("if-none-match", "\"x\", \(tag.dropFirst(2))")])
        #expect(starred.status == 304)
    }

    @Test func errorsAndNoContentHaveNoETag() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        #expect(try await FakeHTTPClient(server: server).get("/api/v2/items/nope").header("ETag") == nil)
    }

    @Test func gzipRoundTripsWhenAccepted() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let plain = try await client.get("/api/v2/items?per_page=10")
        let zipped = try await client.get("/api/v2/items?per_page=10", headers: [("Accept-Encoding", "deflate, gzip;q=0.8")])
        #expect(plain.header("Content-Encoding") == nil)
        #expect(zipped.header("Content-Encoding") == "gzip")
        #expect(zipped.body.starts(with: [0x1F, 0x8B]))
        #expect(zipped.body.count < plain.body.count / 2)
        #expect(zipped.header("Content-Length") == String(zipped.body.count))
        #expect(Gzip.decompress(zipped.body) == plain.body)
        #expect(zipped.header("ETag") == plain.header("ETag"))
    }

    @Test(arguments: [
        ("gzip", true), ("GZIP", true), ("x-gzip", true), ("br, gzip", true), ("*", true), ("identity", false),
        ("gzip;q=0", false), ("gzip; q=0.0", false), ("*;q=0", false), ("deflate", false),
    ])
    func acceptEncodingIsRead(_ header: String, _ accepted: Bool) {
        #expect(Gzip.isAccepted(by: header) == accepted)
    }

    @Test func compressionIsLossless() async throws {
        let text = Array(String(repeating: "Qiita 記事 🎉 ", count: 5_000).utf8)
        let compressed = try #require(Gzip.compress(text))
        #expect(Gzip.decompress(compressed) == text)
        #expect(Gzip.decompress([1, 2, 3]) == nil)
    }
}
