import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita user USER`: a user's posts, the user given as an id, @id or profile address; `@me`
/// with a token lists the token owner's posts, limited-shared ones included.
@MainActor @Suite struct UserCommandTests {
    /// The author of the most items, so a page is full.
    private static func prolificAuthor(_ server: FakeQiitaServer) -> String {
        let counts = Dictionary(server.corpus.publicItems.map { ($0.userID, 1) }, uniquingKeysWith: +)
        return counts.max { $0.value < $1.value }?.key ?? ""
    }

    @Test(arguments: ["%@", "@%@", "https://qiita.com/%@", "qiita.com/%@", "http://qiita.com/%@/"])
    func userNamedAnyWayListsTheirPublicPosts(form: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let author = Self.prolificAuthor(server)
        let reference = form.replacingOccurrences(of: "%@", with: author)
        let result = QiitaCLI(server: server).run(["user", reference, "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.items(ofUser: author)))
    }

    @Test func profileOnTheFakeHostWorksToo() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let author = Self.prolificAuthor(server)
        let result = QiitaCLI(server: server).run(["user", "\(server.baseURL)/\(author)", "--per-page", "3"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.items(ofUser: author).prefix(3)))
    }

    @Test func limitedSharedPostsAreLeftOutOfAnotherUsersListing() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["owner-token": "alice"] }
        defer { server.stop() }
        let all = server.corpus.items(ofUser: "alice", includingPrivate: true)
        try #require(all.contains { $0.isPrivate }, "alice has limited-shared items")
        let result = QiitaCLI(server: server).run(["user", "alice", "--limit", "100"])
        #expect(result.lines == server.tsvLines(all.filter { !$0.isPrivate }))
    }

    @Test(arguments: ["QIITA_TOKEN", "QIITA_ACCESS_TOKEN"])
    func meWithATokenListsTheOwnersPostsLimitedSharedIncluded(variable: String) throws {
        let server = try FakeServerHarness.start { $0.tokens = ["owner-token": "alice"] }
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: [variable: "owner-token"]).run(["user", "@me", "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        let expected = server.corpus.items(ofUser: "alice", includingPrivate: true)
        #expect(result.lines == server.tsvLines(expected))
        #expect(result.stdout.contains("/alice/private/"), "limited-shared items carry their private URL")
        #expect(server.stats.requests("GET", "/api/v2/authenticated_user/items") == 1)
    }

    @Test func meWithoutATokenSaysToSetOne() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["user", "@me"])
        #expect(result.status == 4, "\(result.summary)")
        #expect(result.errorLines.count == 1 && result.stderr.contains("QIITA_TOKEN"), "\(result.stderr)")
        #expect(server.stats.totalRequests == 0, "nothing is sent without a token")
    }

    /// Without the @, `me` is a user id like any other.
    @Test func bareMeIsAUserID() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["user", "me"])
        #expect(result.status == 3, "\(result.summary)")
        #expect(server.stats.requests("GET", "/api/v2/users/me/items") == 1)
    }

    @Test func unknownUserIsNotFound() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["user", "nobody_here"])
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.errorLines == ["qiita: user nobody_here: not found (HTTP 404); check the id, name or URL"])
    }

    @Test(arguments: ["bad/user", "with space", "@", "ユーザー", "https://example.com/alice"])
    func notAUserIDIsAUsageError(reference: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["user", reference])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }

    @Test func jsonAcrossPages() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let author = Self.prolificAuthor(server)
        let items = server.corpus.items(ofUser: author)
        try #require(items.count > 4)
        let result = QiitaCLI(server: server).run(["user", author, "--per-page", "2", "--limit", "5", "--json", "id,user"])
        #expect(result.status == 0, "\(result.summary)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["id"] as? String } == items.prefix(5).map(\.id))
        #expect(array.allSatisfy { ($0["user"] as? [String: Any])?["id"] as? String == author })
    }
}
