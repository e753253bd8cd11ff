import Foundation
import Testing
import TestSupport

@testable import QiitaFake

/// The fake's JSON has exactly the keys of real recorded Qiita responses.
@Suite struct JSONShapeTests {
    /// The nishitaku fixture (a real 2023 item list) was published with a trailing comma; drop it.
    private func recentItem() throws -> [String: Any] {
        var text = String(decoding: try Fixtures.data("nishitaku__portfolio__items-user-query-2023-elided-bodies.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "},\n]", with: "}\n]")
        let items = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
        return try #require(items?.first)
    }

    private func fixtureObject(_ name: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: try Fixtures.data(name))
        if let array = value as? [[String: Any]], let first = array.first { return first }
        return try #require(value as? [String: Any])
    }

    @Test(.requiresFixtures) func itemAndUserKeysEqualARecentRealItem() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let fake = try await FakeHTTPClient(server: server).get("/api/v2/items?per_page=1").jsonArray()
        let real = try recentItem()
        let fakeItem = try #require(fake.first)
        #expect(Set(fakeItem.keys) == Set(real.keys))
        let fakeUser = try #require(fakeItem["user"] as? [String: Any])
        let realUser = try #require(real["user"] as? [String: Any])
        #expect(Set(fakeUser.keys) == Set(realUser.keys))
        let fakeTag = try #require((fakeItem["tags"] as? [[String: Any]])?.first)
        #expect(Set(fakeTag.keys) == ["name", "versions"])
        #expect(fakeItem["page_views_count"] is NSNull)
        #expect(fakeItem["group"] is NSNull && fakeItem["team_membership"] is NSNull)
        #expect(fakeItem["coediting"] as? Bool == false)
    }

    @Test(.requiresFixtures) func userKeysEqualARealUser() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let fake = try await FakeHTTPClient(server: server).get("/api/v2/users/alice").jsonObject()
        #expect(Set(fake.keys) == Set(try fixtureObject("maiyama18__qiita__GetUser-success.json").keys))
    }

    @Test(.requiresFixtures) func commentKeysEqualRealComments() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = try #require(server.corpus.publicItems.first { $0.commentsCount > 0 })
        let fake = try #require(try await FakeHTTPClient(server: server).get("/api/v2/items/\(item.id)/comments").jsonArray().first)
        let real = try fixtureObject("yumetodo__qiita_export_all__item-comments-2020-03.json")
        #expect(Set(fake.keys) == Set(real.keys))
        #expect(Set(try #require(fake["user"] as? [String: Any]).keys) == Set(try #require(real["user"] as? [String: Any]).keys))
    }

    @Test(.requiresFixtures) func tagKeysEqualARealTag() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let fake = try await FakeHTTPClient(server: server).get("/api/v2/tags/Swift").jsonObject()
        #expect(Set(fake.keys) == Set(try fixtureObject("maiyama18__qiita__GetTag-success.json").keys))
    }

    @Test(.requiresFixtures) func authenticatedUserKeysEqualARealOne() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["secret": "alice"] }
        defer { server.stop() }
        let fake = try await FakeHTTPClient(server: server).get(
            "/api/v2/authenticated_user", headers: [("Authorization", "Bearer secret")]
        ).jsonObject()
        #expect(Set(fake.keys) == Set(try fixtureObject("maiyama18__qiita__GetAuthenticatedUser-success.json").keys))
        #expect(fake["image_monthly_upload_limit"] as? Int == 104_857_600)
    }

    @Test(.requiresFixtures) func errorBodiesAreMessageAndType() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items/0000000000000000dead")
        #expect(response.status == 404)
        #expect(response.text == String(decoding: try Fixtures.data("maiyama18__qiita__GetItem-not_exist.json"), as: UTF8.self))
        #expect(response.header("Content-Type") == "application/json")
    }

    @Test func itemURLPointsAtTheServerAndBodyMatchesTheCorpus() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let expected = try #require(server.corpus.publicItems.first)
        let item = try await FakeHTTPClient(server: server).get("/api/v2/items/\(expected.id)").jsonObject()
        #expect(item["url"] as? String == "\(server.baseURL)/\(expected.userID)/items/\(expected.id)")
        #expect(item["body"] as? String == expected.body)
        #expect(item["title"] as? String == expected.title)
        #expect(item["created_at"] as? String == expected.createdAt.description)
        let rendered = try #require(item["rendered_body"] as? String)
        #expect(rendered.contains("<h1>") && !rendered.contains("<script"))
    }

    @Test func sameSeedServesTheSameBytes() async throws {
        func fetch(_ paths: [String]) async throws -> [String] {
            let server = try FakeServerHarness.start(seed: 99) { _ in }
            defer { server.stop() }
            let client = try await FakeHTTPClient(server: server)
            var texts: [String] = []
            for path in paths { texts.append(try await client.get(path).text.replacingOccurrences(of: server.baseURL, with: "BASE")) }
            return texts
        }
        let paths = ["/api/v2/items?per_page=5", "/api/v2/users?page=2&per_page=3", "/api/v2/tags?per_page=100"]
        let first = try await fetch(paths)
        #expect(try await fetch(paths) == first)
        let item = try #require(first[0].range(of: "\"id\":\""))
        #expect(!first[0][item.upperBound...].isEmpty)
    }
}
