import Foundation
import QiitaFake
import Testing
import TestSupport

/// Your Qiita from the command line: follow and unfollow, the follow lists, the timeline and
/// the trend, with the fake server's state and counters as the witness.
@MainActor @Suite struct FollowCommandTests {
    nonisolated static let token = "0123456789abcdef0123456789abcdef01234567"

    func start(_ configuration: FakeQiitaServer.Configuration = FakeServerHarness.smallConfiguration()) throws
        -> (FakeQiitaServer, ProcessRunner, String)
    {
        var configuration = configuration
        let user = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = [Self.token: user]
        let server = try FakeServerHarness.start(configuration)
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_TOKEN": Self.token])
        return (server, runner, user)
    }

    /// The ids a `--json id` listing printed.
    func ids(_ result: ProcessRunner.Result) throws -> [String] {
        let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.compactMap { $0["id"] as? String }
    }

    @Test func followingAndUnfollowingATagChangeTheServerAndTheList() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let followed = try ids(runner.run(["following", "--tags", "--json", "id"]))
        let tag = try #require(server.corpus.tags.map(\.id).first { !followed.contains($0) })
        let first = runner.run(["follow", "#\(tag)"])
        #expect(first.status == 0 && first.stderr.contains("following #\(tag)"), "\(first.summary)")
        #expect(try ids(runner.run(["following", "--tags", "--json", "id", "--limit", "100"])).contains(tag))
        let again = runner.run(["follow", "#\(tag)"])
        #expect(again.status == 0 && again.stderr.contains("already follow #\(tag)"), "\(again.summary)")
        let stopped = runner.run(["unfollow", "https://qiita.com/tags/\(tag)"])
        #expect(stopped.status == 0 && stopped.stderr.contains("no longer following #\(tag)"), "\(stopped.summary)")
        #expect(try !ids(runner.run(["following", "--tags", "--json", "id", "--limit", "100"])).contains(tag))
        let stoppedAgain = runner.run(["unfollow", "#\(tag)"])
        #expect(stoppedAgain.status == 0 && stoppedAgain.stderr.contains("were not following"), "\(stoppedAgain.summary)")
    }

    @Test func followingAUserShowsInTheirFollowersAndYourList() throws {
        let (server, runner, me) = try start()
        defer { server.stop() }
        let followed = try ids(runner.run(["following", "--json", "id", "--limit", "100"]))
        let other = try #require(server.corpus.users.map(\.id).first { $0 != me && !followed.contains($0) })
        let followers = { () throws -> Int in
            let result = runner.run(["following", "--json", "id,followers_count", "--limit", "100"])
            let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
            return objects.first { $0["id"] as? String == other }?["followers_count"] as? Int ?? -1
        }
        #expect(runner.run(["follow", "@\(other)"]).status == 0)
        let count = try followers()
        #expect(count >= 1)
        #expect(runner.run(["unfollow", "@\(other)"]).status == 0)
        #expect(try !ids(runner.run(["following", "--json", "id", "--limit", "100"])).contains(other))
        let yourself = runner.run(["follow", "@\(me)"])
        #expect(yourself.status == 2 && yourself.stderr.contains("yourself"))
        let ambiguous = runner.run(["follow", other])
        #expect(ambiguous.status == 2 && ambiguous.stderr.contains("@\(other)") && ambiguous.stderr.contains("#\(other)"))
    }

    @Test func anotherUsersFollowsNeedNoToken() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let user = server.corpus.users[1].id
        var anonymous = runner
        anonymous.environment["QIITA_TOKEN"] = nil
        let tags = anonymous.run(["following", user, "--tags"])
        #expect(tags.status == 0, "\(tags.summary)")
        let mine = anonymous.run(["following"])
        #expect(mine.status == 4 && mine.stderr.contains("qiita auth login"))
        let follow = anonymous.run(["follow", "#Swift"])
        #expect(follow.status == 4)
        #expect(server.stats.requests("PUT", "/api/v2/tags/Swift/following") == 0, "nothing sent without a token")
    }

    /// Every post of the timeline is by a followed user or has a followed tag. The first run
    /// asks for who you are, the two follow lists and one search; the next asks the library
    /// for who you are and the lists, so only the search if anything.
    @Test func theTimelineHoldsOnlyWhatYouFollowAndSparesTheBudget() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let users = Set(try ids(runner.run(["following", "--json", "id", "--limit", "100"])))
        let tags = Set(try ids(runner.run(["following", "--tags", "--json", "id", "--limit", "100"])))
        #expect(!users.isEmpty || !tags.isEmpty, "the corpus gives every user some follows")
        let before = server.stats.totalRequests
        let timeline = runner.run(["timeline", "--json", "id,user,tags", "--limit", "30"])
        #expect(timeline.status == 0, "\(timeline.summary)")
        let posts = try JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!posts.isEmpty)
        for post in posts {
            let author = (post["user"] as? [String: Any])?["id"] as? String ?? ""
            let postTags = Set(((post["tags"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
            #expect(users.contains(author) || !postTags.isDisjoint(with: tags), "\(author) \(postTags)")
        }
        let firstRun = server.stats.totalRequests - before
        #expect(firstRun <= 4, "\(server.stats.requestsByRoute)")
        #expect(server.stats.requests("GET", "/api/v2/items") >= 1)
        let listsBefore = server.stats.totalRequests
        #expect(runner.run(["timeline", "--json", "id"]).status == 0)
        #expect(server.stats.totalRequests - listsBefore <= 1, "the follow lists came from the library: \(server.stats.requestsByRoute)")
    }

    /// With the budget spent, the timeline is the library's (a token from the environment has
    /// no user stored with it: who it belongs to is kept too).
    @Test func aSpentBudgetShowsTheKeptTimeline() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let online = runner.run(["timeline", "--json", "id"])
        #expect(online.status == 0, "\(online.summary)")
        server.setRateBudget(remaining: 0, resetIn: 1200, token: Self.token)
        _ = runner.run(["rate", "--check"])
        let before = server.stats.totalRequests
        let kept = runner.run(["timeline", "--json", "id", "--refresh"])
        #expect(kept.status == 0 && kept.stdout == online.stdout, "\(kept.summary)")
        #expect(kept.stderr.contains("showing the library's copy"), "\(kept.summary)")
        #expect(server.stats.totalRequests == before)
    }

    /// After a follow, the next timeline reads the follow lists again (the kept ones are wrong
    /// now) and holds the new tag's posts.
    @Test func aFollowReachesTheNextTimeline() throws {
        let (server, runner, me) = try start()
        defer { server.stop() }
        let listPath = "/api/v2/users/\(me)/following_tags"
        _ = runner.run(["timeline", "--json", "id"])
        _ = runner.run(["timeline", "--json", "id"])
        #expect(server.stats.requests("GET", listPath) == 1, "the second timeline reads the kept list")
        let followed = try ids(runner.run(["following", "--tags", "--json", "id", "--limit", "100"]))
        let tag = try #require(server.corpus.tags.map(\.id).first { !followed.contains($0) })
        #expect(runner.run(["follow", "#\(tag)"]).status == 0)
        let before = server.stats.requests("GET", listPath)
        let result = runner.run(["timeline", "--json", "tags", "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(server.stats.requests("GET", listPath) == before + 1, "the list is read again after the follow")
        #expect(result.stdout.contains("\"name\":\"\(tag)\""), "a post tagged \(tag) is in the timeline")
    }

    @Test func theTimelineSinceADateStopsAtOlderPosts() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let all = runner.run(["timeline", "--json", "created_at", "--limit", "40"])
        let dates = (try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]] ?? [])
            .compactMap { $0["created_at"] as? String }
        try #require(dates.count >= 4)
        let cut = dates[dates.count / 2]
        let since = runner.run(["timeline", "--since", cut, "--json", "created_at", "--limit", "40"])
        let kept = (try JSONSerialization.jsonObject(with: Data(since.stdout.utf8)) as? [[String: Any]] ?? [])
            .compactMap { $0["created_at"] as? String }
        #expect(kept == Array(dates.prefix { $0 >= cut }))
        #expect(runner.run(["timeline", "--since", "someday"]).status == 2)
    }

    /// The trend is the recent posts with a few stocks, most stocked first, in at most two requests.
    @Test func theTrendIsOrderedByStocks() throws {
        var configuration = FakeServerHarness.smallConfiguration()
        configuration.items = 300
        configuration.newestCreation = Int(Date().timeIntervalSince1970)
        let (server, runner, _) = try start(configuration)
        defer { server.stop() }
        let result = runner.run(["trend", "--days", "30", "--json", "id,stocks_count,created_at", "--limit", "50"])
        #expect(result.status == 0, "\(result.summary)")
        let posts = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        let stocks = posts.compactMap { $0["stocks_count"] as? Int }
        #expect(!stocks.isEmpty, "the last 30 days have posts with 90 stocks or more")
        #expect(stocks == stocks.sorted(by: >))
        #expect(stocks.allSatisfy { $0 >= 90 })
        let monthAgo = Date().addingTimeInterval(-31 * 86_400)
        let formatter = ISO8601DateFormatter()
        #expect(posts.allSatisfy { (($0["created_at"] as? String).flatMap(formatter.date(from:)) ?? .distantPast) >= monthAgo })
        #expect(server.stats.requests("GET", "/api/v2/items") <= 2)
        let table = runner.run(["trend"])
        #expect(table.status == 0, "\(table.summary)")
    }
}
