import Testing
import TestSupport

@testable import QiitaFake

@Suite struct CustomContentTests {
    @Test func addedItemsAreNewestAndServed() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.add(FakeUser(id: "new_user", permanentID: 1, name: "新人"))
        let item = server.addItem(
            title: "Custom ✨", body: "# Hello\n\n<script>alert(1)</script>", tags: ["NewTag"], userID: "new_user")
        let comment = try #require(server.addComment(itemID: item.id, userID: "alice", body: "nice"))
        let client = try await FakeHTTPClient(server: server)
        let first = try #require(try await client.get("/api/v2/items?per_page=1").jsonArray().first)
        #expect(first["id"] as? String == item.id)
        #expect(first["title"] as? String == "Custom ✨")
        #expect(first["comments_count"] as? Int == 1)
        let rendered = try #require(first["rendered_body"] as? String)
        #expect(rendered.contains("&lt;script&gt;") && !rendered.contains("<script>"))
        #expect((first["user"] as? [String: Any])?["items_count"] as? Int == 1)
        #expect(try await client.get("/api/v2/tags/newtag").jsonObject()["items_count"] as? Int == 1)
        let comments = try await client.get("/api/v2/items/\(item.id)/comments").jsonArray()
        #expect(comments.compactMap { $0["id"] as? String } == [comment.id])
        #expect(server.addComment(itemID: "missing", userID: "alice", body: "x") == nil)
    }

    @Test func replacingAnItemServesItsNewBody() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        var item = try #require(server.corpus.publicItems.first)
        let client = try await FakeHTTPClient(server: server)
        _ = try await client.get("/api/v2/items/\(item.id)")
        item.content = .written("replaced body")
        server.add(item)
        #expect(try await client.get("/api/v2/items/\(item.id)").jsonObject()["body"] as? String == "replaced body")
    }

    @Test func addedCommentsNeverShareAnID() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let items = (0..<3).map { server.addItem(title: "t\($0)", body: "b", tags: ["Swift"], userID: "alice") }
        let ids = try items.map { try #require(server.addComment(itemID: $0.id, userID: "alice", body: "x")).id }
            + [try #require(server.addComment(itemID: items[0].id, userID: "alice", body: "y")).id]
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test func unknownTokenUsersAreRefusedAtInit() {
        #expect(throws: FakeServerError.unknownUser("ghost")) {
            try FakeQiitaServer(configuration: .init(items: 5, tokens: ["t": "ghost"]))
        }
        #expect(throws: FakeServerError.self) {
            try FakeQiitaServer(configuration: .init(rateLimitStatus: 418))
        }
    }
}
