import Testing
import TestSupport

@testable import QiitaFake

@Suite struct AuthenticationTests {
    private func server() throws -> FakeQiitaServer {
        try FakeServerHarness.start { $0.tokens = ["alice-token": "alice", "bob-token": "taro_yamada"] }
    }

    @Test(arguments: [
        ("GET", "/api/v2/authenticated_user"), ("GET", "/api/v2/authenticated_user/items"),
        ("GET", "/api/v2/items/ITEM/stock"), ("PUT", "/api/v2/items/ITEM/stock"), ("DELETE", "/api/v2/items/ITEM/stock"),
    ])
    func tokenOnlyEndpointsAnswer401WithoutAToken(_ method: String, _ path: String) async throws {
        let server = try server()
        defer { server.stop() }
        let id = try #require(server.corpus.publicItems.first).id
        let response = try await FakeHTTPClient(server: server).send(method, path.replacingOccurrences(of: "ITEM", with: id))
        #expect(response.status == 401)
        #expect(response.text == #"{"message":"Unauthorized","type":"unauthorized"}"#)
        #expect(response.header("Rate-Limit") == "60")
    }

    @Test(arguments: ["Bearer nope", "Token alice-token", "Bearer", "alice-token"])
    func anInvalidTokenIs401EvenOnPublicEndpoints(_ authorization: String) async throws {
        let server = try server()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items", headers: [("Authorization", authorization)])
        #expect(response.status == 401)
        #expect(try response.jsonObject()["type"] as? String == "unauthorized")
    }

    @Test func authenticatedUserIsTheTokensUser() async throws {
        let server = try server()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let me = try await client.get("/api/v2/authenticated_user", headers: [("authorization", "Bearer bob-token")]).jsonObject()
        #expect(me["id"] as? String == "taro_yamada")
    }

    @Test func ownItemsIncludePrivateOnesThatPublicListingsHide() async throws {
        let server = try server()
        defer { server.stop() }
        let corpus = server.corpus
        let own = corpus.items(ofUser: "alice", includingPrivate: true)
        let privateIDs = Set(own.filter(\.isPrivate).map(\.id))
        #expect(!privateIDs.isEmpty)
        let client = try await FakeHTTPClient(server: server)
        let mine = try await client.get("/api/v2/authenticated_user/items?per_page=100", headers: [("Authorization", "Bearer alice-token")])
        let listed = try mine.jsonArray()
        #expect(listed.compactMap { $0["id"] as? String } == own.map(\.id))
        #expect(listed.filter { $0["private"] as? Bool == true }.count == privateIDs.count)
        let privateItem = try #require(listed.first { $0["private"] as? Bool == true })
        #expect((privateItem["url"] as? String)?.contains("/alice/private/") == true)
        let publicIDs = try await client.get("/api/v2/items?per_page=100").jsonArray().compactMap { $0["id"] as? String }
        #expect(privateIDs.isDisjoint(with: publicIDs))
        let userIDs = try await client.get("/api/v2/users/alice/items?per_page=100").jsonArray().compactMap { $0["id"] as? String }
        #expect(privateIDs.isDisjoint(with: userIDs))
    }

    @Test func unknownThingsAre404() async throws {
        let server = try server()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        for path in [
            "/api/v2/items/nonexistent", "/api/v2/users/nobody", "/api/v2/tags/NoSuchTag", "/api/v2/users/nobody/items",
            "/api/v2/tags/NoSuchTag/items", "/api/v2/items/0123456789abcdef0123/comments", "/api/v2/unknown", "/",
        ] {
            let response = try await client.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(response.text == #"{"message":"Not found","type":"not_found"}"#, "\(path)")
        }
        #expect(try await client.send("POST", "/api/v2/items").status == 404)
    }

    @Test func tagLookupIgnoresCaseAndAnswersTheCanonicalName() async throws {
        let server = try server()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        for spelling in ["swift", "SWIFT", "Swift", "sWiFt"] {
            let tag = try await client.get("/api/v2/tags/\(spelling)").jsonObject()
            #expect(tag["id"] as? String == "Swift")
            #expect(tag["items_count"] as? Int == server.corpus.items(taggedWith: "Swift").count)
        }
        let japanese = try await client.get("/api/v2/tags/%E5%88%9D%E5%BF%83%E8%80%85").jsonObject()
        #expect(japanese["id"] as? String == "初心者")
        let items = try await client.get("/api/v2/tags/SWIFT/items?per_page=100").jsonArray()
        #expect(items.count == server.corpus.items(taggedWith: "Swift").count)
        #expect(items.allSatisfy { (($0["tags"] as? [[String: Any]]) ?? []).contains { $0["name"] as? String == "Swift" } })
    }
}
