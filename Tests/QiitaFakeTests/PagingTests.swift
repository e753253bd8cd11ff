import FlyingFox
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct PagingTests {
    @Test func linkHasFirstPrevNextLastInOrderWithPerPage() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?page=3&per_page=7")
        let base = server.baseURL
        let total = server.corpus.publicItems.count
        let last = (total + 6) / 7
        #expect(response.status == 200)
        #expect(
            response.header("Link")
                == "<\(base)/api/v2/items?page=1&per_page=7>; rel=\"first\", <\(base)/api/v2/items?page=2&per_page=7>; rel=\"prev\", <\(base)/api/v2/items?page=4&per_page=7>; rel=\"next\", <\(base)/api/v2/items?page=\(last)&per_page=7>; rel=\"last\""
        )
        #expect(response.header("Total-Count") == String(total))
        let ids = try response.jsonArray().compactMap { $0["id"] as? String }
        #expect(ids == server.corpus.publicItems[14..<21].map(\.id))
    }

    @Test func firstPageHasNoPrevAndSinglePageOnlyFirstAndLast() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let first = try await client.get("/api/v2/items")
        #expect(Set(first.links.keys) == ["first", "next", "last"])
        #expect(first.links["next"] == "\(server.baseURL)/api/v2/items?page=2")
        #expect(try first.jsonArray().count == 20)
        let single = try await client.get("/api/v2/users?per_page=100")
        #expect(Set(single.links.keys) == ["first", "last"])
        #expect(single.links["last"] == "\(server.baseURL)/api/v2/users?page=1&per_page=100")
        #expect(single.header("Total-Count") == "8")
    }

    @Test func lastIsNotClampedTo100ButPage101IsABadRequest() async throws {
        let server = try FakeServerHarness.start { $0.items = 12_000; $0.bodySize = 200 }
        defer { server.stop() }
        let total = server.corpus.publicItems.count
        let client = try await FakeHTTPClient(server: server)
        let page100 = try await client.get("/api/v2/items?page=100&per_page=20")
        #expect(page100.status == 200)
        #expect(page100.header("Total-Count") == String(total))
        #expect(page100.links["last"] == "\(server.baseURL)/api/v2/items?page=\((total + 19) / 20)&per_page=20")
        #expect((total + 19) / 20 > 500)
        #expect(page100.links["next"] == "\(server.baseURL)/api/v2/items?page=101&per_page=20")
        let page101 = try await client.get("/api/v2/items?page=101&per_page=20")
        #expect(page101.status == 400)
        #expect(page101.text == #"{"message":"Bad request","type":"bad_request"}"#)
        #expect(page101.header("Content-Type") == "application/json")
    }

    @Test func pastTheEndButWithin100IsAnEmptyArray() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?page=50&per_page=20")
        #expect(response.status == 200)
        #expect(response.text == "[]")
        #expect(response.header("Total-Count") == String(server.corpus.publicItems.count))
        #expect(response.links["prev"] == "\(server.baseURL)/api/v2/items?page=49&per_page=20")
        #expect(response.links["next"] == nil)
        #expect(response.links["last"] == "\(server.baseURL)/api/v2/items?page=3&per_page=20")
    }

    @Test(arguments: ["page=0", "page=101", "per_page=0", "per_page=101", "page=abc", "per_page=1.5", "page=-1", "page=", "per_page=+5"])
    func outOfRangeParametersAreBadRequests(_ query: String) async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?\(query)")
        #expect(response.status == 400)
        #expect(try response.jsonObject()["type"] as? String == "bad_request")
    }

    @Test(arguments: ["per_page=1", "per_page=100", "page=100"])
    func boundsAreAccepted(_ query: String) async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        #expect(try await FakeHTTPClient(server: server).get("/api/v2/items?\(query)").status == 200)
    }

    @Test func linkKeepsTheQueryEncoded() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?query=tag%3ASwift+user%3Aalice&per_page=1")
        #expect(response.links["first"] == "\(server.baseURL)/api/v2/items?page=1&per_page=1&query=tag%3ASwift+user%3Aalice")
    }

    @Test(arguments: [
        "/api/v2/users", "/api/v2/tags", "/api/v2/users/alice/items", "/api/v2/users/alice/stocks", "/api/v2/tags/swift/items",
        "/api/v2/users/alice/followees", "/api/v2/users/alice/followers", "/api/v2/users/alice/following_tags",
    ])
    func everyListingIsPaged(_ path: String) async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.get("\(path)?per_page=2")
        #expect(response.status == 200)
        #expect(response.header("Total-Count") != nil)
        #expect(response.links["first"] == "\(server.baseURL)\(path)?page=1&per_page=2")
        #expect(try await client.get("\(path)?page=101").status == 400)
    }

    @Test func commentsArePagedTheSameWay() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = try #require(server.corpus.publicItems.first { $0.commentsCount >= 2 })
        let client = try await FakeHTTPClient(server: server)
        let response = try await client.get("/api/v2/items/\(item.id)/comments?per_page=1")
        #expect(response.header("Total-Count") == String(item.commentsCount))
        #expect(response.links["last"] == "\(server.baseURL)/api/v2/items/\(item.id)/comments?page=\(item.commentsCount)&per_page=1")
        let ids = try response.jsonArray().compactMap { $0["id"] as? String }
        #expect(ids == [server.corpus.comments(onItem: item.id)[0].id])
        #expect(try await client.get("/api/v2/items/\(item.id)/comments?page=101").status == 400)
    }

    @Test func pageRequestSlicesAndLinksWithoutAServer() async throws {
        let request = HTTPRequest(
            method: .GET, version: .http11, target: .init(path: "/api/v2/items", query: "page=2&per_page=3"), headers: [:],
            body: HTTPBodySequence())
        let page = try #require(PageRequest(request: request))
        #expect(Array(page.slice(Array(1...10))) == [4, 5, 6])
        #expect(
            page.linkHeader(baseURL: "http://h", request: request, total: 0)
                == "<http://h/api/v2/items?page=1&per_page=3>; rel=\"first\", <http://h/api/v2/items?page=1&per_page=3>; rel=\"prev\", <http://h/api/v2/items?page=1&per_page=3>; rel=\"last\"")
    }
}
