import Testing
import TestSupport

@testable import QiitaFake

@Suite struct FollowTests {
    private static let alice = [("Authorization", "Bearer a")]
    private static let taro = [("Authorization", "Bearer t")]

    private static func start() throws -> FakeQiitaServer {
        try FakeServerHarness.start { $0.tokens = ["a": "alice", "t": "taro_yamada"] }
    }

    private static func ids(_ response: FakeHTTPResponse, key: String = "id") throws -> [String] {
        try response.jsonArray().compactMap { $0[key] as? String }
    }

    /// Neither token user follows it, so one token's follow shows in its own check and not in the other's.
    private static func followedByNeither(_ target: FollowTarget, in corpus: FakeCorpus) -> Bool {
        !corpus.isFollowing(target, by: "alice") && !corpus.isFollowing(target, by: "taro_yamada")
    }

    /// Follows and unfollows with alice's token, checking every status on the way; `path` and
    /// `otherPath` name the same user or tag (a tag in another case). `whileFollowed` checks the
    /// lists and counts in between.
    private static func followAndUnfollow(
        _ path: String, _ otherPath: String, client: FakeHTTPClient, whileFollowed: () async throws -> Void
    ) async throws {
        #expect(try await client.get(path, headers: alice).status == 404)
        let put = try await client.send("PUT", path, headers: alice)
        #expect(put.status == 204 && put.body.isEmpty && put.header("Content-Type") == nil)
        #expect(try await client.get(otherPath, headers: alice).status == 204)
        #expect(try await client.get(path, headers: taro).status == 404)
        expectForbidden(try await client.send("PUT", otherPath, headers: alice))

        try await whileFollowed()

        #expect(try await client.send("DELETE", otherPath, headers: alice).status == 204)
        #expect(try await client.get(path, headers: alice).status == 404)
        expectForbidden(try await client.send("DELETE", path, headers: alice))
    }

    private static func expectForbidden(_ response: FakeHTTPResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(response.status == 403, sourceLocation: sourceLocation)
        #expect(response.text == #"{"message":"Forbidden","type":"forbidden"}"#, sourceLocation: sourceLocation)
    }

    @Test func userFollowStateMachinePerToken() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let before = server.corpus
        let target = try #require(before.users.first { $0.id != "alice" && Self.followedByNeither(.user($0.id), in: before) })
        let alice = try #require(before.user(id: "alice"))
        let path = "/api/v2/users/\(target.id)/following"

        try await Self.followAndUnfollow(path, path, client: client) {
            let followees = try await client.get("/api/v2/users/alice/followees")
            #expect(try Self.ids(followees) == [target.id] + before.followeeIDs(ofUser: "alice"))
            #expect(followees.header("Total-Count") == String(before.followeeIDs(ofUser: "alice").count + 1))
            let followers = try await client.get("/api/v2/users/\(target.id)/followers")
            #expect(try Self.ids(followers) == ["alice"] + before.followerIDs(ofUser: target.id))
            #expect(followers.header("Total-Count") == String(before.followerIDs(ofUser: target.id).count + 1))
            let followed = try await client.get("/api/v2/users/\(target.id)").jsonObject()
            #expect(followed["followers_count"] as? Int == target.followersCount + 1)
            #expect(try await client.get("/api/v2/users/alice").jsonObject()["followees_count"] as? Int == alice.followeesCount + 1)
        }
        #expect(try Self.ids(await client.get("/api/v2/users/alice/followees")) == before.followeeIDs(ofUser: "alice"))
        #expect(try Self.ids(await client.get("/api/v2/users/\(target.id)/followers")) == before.followerIDs(ofUser: target.id))
        #expect(server.corpus.user(id: target.id)?.followersCount == target.followersCount)
        #expect(server.corpus.user(id: "alice")?.followeesCount == alice.followeesCount)
    }

    @Test func seededFollowsAreAnsweredAndCanBeUndone() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let before = server.corpus
        let followees = before.followeeIDs(ofUser: "alice")
        let tags = before.followedTagIDs(ofUser: "alice")
        let (followee, tag) = (try #require(followees.last), try #require(tags.last))
        #expect(try await client.get("/api/v2/users/\(followee)/following", headers: Self.alice).status == 204)

        #expect(try await client.send("DELETE", "/api/v2/users/\(followee)/following", headers: Self.alice).status == 204)
        #expect(try Self.ids(await client.get("/api/v2/users/alice/followees")) == Array(followees.dropLast()))
        #expect(server.corpus.user(id: followee)?.followersCount == (before.user(id: followee)?.followersCount ?? 0) - 1)
        #expect(try await client.send("DELETE", "/api/v2/tags/\(tag)/following", headers: Self.alice).status == 204)
        #expect(try Self.ids(await client.get("/api/v2/users/alice/following_tags")) == Array(tags.dropLast()))
        #expect(server.corpus.tag(named: tag)?.followersCount == (before.tag(named: tag)?.followersCount ?? 0) - 1)
    }

    @Test func nobodyFollowsThemselves() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let before = server.corpus
        Self.expectForbidden(try await client.send("PUT", "/api/v2/users/alice/following", headers: Self.alice))
        #expect(try await client.get("/api/v2/users/alice/following", headers: Self.alice).status == 404)
        Self.expectForbidden(try await client.send("DELETE", "/api/v2/users/alice/following", headers: Self.alice))
        #expect(!server.corpus.followeeIDs(ofUser: "alice").contains("alice"))
        #expect(server.corpus.user(id: "alice") == before.user(id: "alice"))
    }

    @Test func tagFollowStateMachineIgnoresCase() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let before = server.corpus
        // A name whose lower case differs, and that fits in a path as it is.
        let tag = try #require(
            before.tags.first { tag in
                tag.id.allSatisfy { $0.isASCII && $0.isLetter } && tag.id.lowercased() != tag.id
                    && Self.followedByNeither(.tag(tag.id), in: before)
            })
        let path = "/api/v2/tags/\(tag.id.lowercased())/following"

        try await Self.followAndUnfollow(path, "/api/v2/tags/\(tag.id)/following", client: client) {
            let following = try await client.get("/api/v2/users/alice/following_tags")
            #expect(try Self.ids(following) == [tag.id] + before.followedTagIDs(ofUser: "alice"))
            #expect(following.header("Total-Count") == String(before.followedTagIDs(ofUser: "alice").count + 1))
            #expect(try following.jsonArray().first?["followers_count"] as? Int == tag.followersCount + 1)
            #expect(try await client.get("/api/v2/tags/\(tag.id)").jsonObject()["followers_count"] as? Int == tag.followersCount + 1)
        }
        #expect(try Self.ids(await client.get("/api/v2/users/alice/following_tags")) == before.followedTagIDs(ofUser: "alice"))
        #expect(server.corpus.tag(named: tag.id)?.followersCount == tag.followersCount)
    }

    @Test func unknownUsersAndTagsAre404() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        for method in ["GET", "PUT", "DELETE"] {
            for path in ["/api/v2/users/nobody_at_all/following", "/api/v2/tags/NoSuchTag/following"] {
                let response = try await client.send(method, path, headers: Self.alice)
                #expect(response.status == 404, "\(method) \(path)")
                #expect(response.text == #"{"message":"Not found","type":"not_found"}"#)
            }
        }
        for list in ["followees", "followers", "following_tags"] {
            #expect(try await client.get("/api/v2/users/nobody_at_all/\(list)").status == 404, "\(list)")
        }
    }

    @Test(arguments: ["GET", "PUT", "DELETE"])
    func checkingAndChangingNeedAToken(_ method: String) async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let before = server.corpus
        for path in ["/api/v2/users/taro_yamada/following", "/api/v2/tags/Swift/following", "/api/v2/users/nobody_at_all/following"] {
            let response = try await client.send(method, path)
            #expect(response.status == 401, "\(path)")
            #expect(response.text == #"{"message":"Unauthorized","type":"unauthorized"}"#)
        }
        #expect(server.corpus.version == before.version)
    }

    @Test func listsArePagedNewestFollowFirst() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let corpus = server.corpus
        let first = try await client.get("/api/v2/users/alice/followees?per_page=2")
        #expect(first.header("Total-Count") == "3")
        #expect(try Self.ids(first) == Array(corpus.followeeIDs(ofUser: "alice").prefix(2)))
        #expect(first.links["next"] == "\(server.baseURL)/api/v2/users/alice/followees?page=2&per_page=2")
        let second = try await client.get("/api/v2/users/alice/followees?page=2&per_page=2")
        #expect(try Self.ids(second) == [corpus.followeeIDs(ofUser: "alice")[2]])
        let tags = try await client.get("/api/v2/users/alice/following_tags")
        #expect(try Self.ids(tags) == corpus.followedTagIDs(ofUser: "alice"))
        #expect(try tags.jsonArray().allSatisfy { $0.keys.sorted() == ["followers_count", "icon_url", "id", "items_count"] })
        for user in corpus.users {
            let followers = try await client.get("/api/v2/users/\(user.id)/followers?per_page=100")
            #expect(try Self.ids(followers) == corpus.followerIDs(ofUser: user.id))
            #expect(followers.header("Total-Count") == String(corpus.followerIDs(ofUser: user.id).count))
        }
    }

    @Test func writesAreNeverNotModifiedAndListsShowThemAtOnce() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let corpus = server.corpus
        let target = try #require(corpus.users.first { $0.id != "alice" && !corpus.isFollowing(.user($0.id), by: "alice") })
        let list = "/api/v2/users/alice/followees"
        let first = try await client.get(list, headers: Self.alice)
        let tag = try #require(first.header("ETag"))
        let remaining = try #require(first.header("Rate-Remaining").flatMap { Int($0) })
        #expect(try await client.get(list, headers: Self.alice + [("If-None-Match", tag)]).status == 304)

        let put = try await client.send("PUT", "/api/v2/users/\(target.id)/following", headers: Self.alice + [("If-None-Match", "*")])
        #expect(put.status == 204)
        #expect(put.header("ETag") == nil && put.header("Cache-Control") == "no-cache")
        #expect(put.header("Rate-Remaining") == String(remaining - 2))
        let refused = try await client.send("PUT", "/api/v2/users/\(target.id)/following", headers: Self.alice + [("If-None-Match", "*")])
        #expect(refused.status == 403 && refused.header("ETag") == nil)

        let after = try await client.get(list, headers: Self.alice + [("If-None-Match", tag)])
        #expect(after.status == 200)
        #expect(after.header("ETag") != tag)
        #expect(try Self.ids(after).first == target.id)
        #expect(after.header("Rate-Remaining") == String(remaining - 4))
    }

    @Test func everyGeneratedUserFollowsAFewTagsAndOtherUsers() {
        let options = CorpusOptions(seed: 11, items: 50, users: 25, tags: 30, bodySize: 200)
        let corpus = CorpusGenerator.generate(options)
        let again = CorpusGenerator.generate(options)
        var tagFollowers: [String: Int] = [:]
        for user in corpus.users {
            let followees = corpus.followeeIDs(ofUser: user.id)
            let tags = corpus.followedTagIDs(ofUser: user.id)
            #expect(followees.count == CorpusGenerator.followsPerUser && Set(followees).count == followees.count)
            #expect(tags.count == CorpusGenerator.followsPerUser && Set(tags).count == tags.count)
            #expect(!followees.contains(user.id))
            #expect(followees.allSatisfy { corpus.user(id: $0) != nil && corpus.followerIDs(ofUser: $0).contains(user.id) })
            #expect(tags.allSatisfy { corpus.tag(named: $0)?.id == $0 })
            #expect(user.followeesCount >= followees.count)
            #expect(user.followersCount >= corpus.followerIDs(ofUser: user.id).count)
            #expect(again.followeeIDs(ofUser: user.id) == followees && again.followedTagIDs(ofUser: user.id) == tags)
            for tag in tags { tagFollowers[tag, default: 0] += 1 }
        }
        #expect(corpus.tags.allSatisfy { $0.followersCount >= tagFollowers[$0.id, default: 0] })
        let other = CorpusGenerator.generate(CorpusOptions(seed: 12, items: 50, users: 25, tags: 30, bodySize: 200))
        #expect(corpus.users.map { other.followeeIDs(ofUser: $0.id) } != corpus.users.map { corpus.followeeIDs(ofUser: $0.id) })
    }

    @Test(arguments: [(1, 1), (2, 1), (2, 2)])
    func tinyCorporaFollowWhatTheyCan(_ users: Int, _ tags: Int) {
        let corpus = CorpusGenerator.generate(CorpusOptions(seed: 3, items: 5, users: users, tags: tags, bodySize: 200))
        for user in corpus.users {
            #expect(corpus.followeeIDs(ofUser: user.id).count == users - 1)
            #expect(corpus.followedTagIDs(ofUser: user.id).count == tags)
        }
    }
}
