import Foundation
import QiitaFake
import Testing
import TestSupport

/// Stocks: listing, stocking twice, unstocking twice, `@me`, and the state shown by `qiita item`.
@MainActor @Suite struct StockCommandTests {
    nonisolated static let token = "fedcba9876543210fedcba9876543210fedcba98"

    func start() throws -> (FakeQiitaServer, ProcessRunner, String) {
        var configuration = FakeServerHarness.smallConfiguration()
        let user = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = [Self.token: user]
        let server = try FakeServerHarness.start(configuration)
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_TOKEN": Self.token])
        return (server, runner, user)
    }

    @Test func stockAndUnstockAreIdempotent() throws {
        let (server, runner, user) = try start()
        defer { server.stop() }
        let item = server.corpus.publicItems.first { $0.userID != user }!.id
        let first = runner.run(["stock", item])
        #expect(first.status == 0 && first.stderr.contains("stocked \(item)"))
        #expect(server.corpus.hasStocked(userID: user, itemID: item))
        let again = runner.run(["stock", item])
        #expect(again.status == 0 && again.stderr.contains("already in your stocks"))
        let listed = runner.run(["stocks", "--json", "id"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains(item))
        let shown = runner.run(["item", item, "--no-pager"])
        #expect(shown.stdout.contains("★ in your stocks"))
        let removed = runner.run(["unstock", "https://qiita.com/x/items/\(item)"])
        #expect(removed.status == 0 && removed.stderr.contains("removed"))
        #expect(!server.corpus.hasStocked(userID: user, itemID: item))
        let removedAgain = runner.run(["unstock", item])
        #expect(removedAgain.status == 0 && removedAgain.stderr.contains("was not in your stocks"))
        #expect(runner.run(["item", item, "--no-pager"]).stdout.contains("☆ not in your stocks"))
    }

    @Test(arguments: [["--json"], ["--json", "id"], ["--raw"]])
    func articleAsDataAsksOnlyForTheArticleEvenWhenSignedIn(output: [String]) throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let item = server.corpus.publicItems[0].id
        let result = runner.run(["item", item] + output)
        #expect(result.status == 0, "\(result.summary)")
        #expect(server.stats.totalRequests == 1, "no stock state or comments are asked for")
        #expect(server.stats.requests("GET", "/api/v2/items/\(item)") == 1)
    }

    @Test func unstockingAnUnknownItemIsNotFound() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        let result = runner.run(["unstock", "0000000000000000dead"])
        #expect(result.status == 3)
    }

    @Test func stockingNeedsAToken() throws {
        let (server, runner, _) = try start()
        defer { server.stop() }
        var anonymous = runner
        anonymous.environment["QIITA_TOKEN"] = nil
        let result = anonymous.run(["stock", server.corpus.publicItems[0].id])
        #expect(result.status == 4 && result.stderr.contains("qiita auth login"))
        #expect(server.stats.totalRequests == 0, "nothing sent without a token")
    }

    @Test func myItemsIncludeLimitedSharedOnes() throws {
        let (server, runner, user) = try start()
        defer { server.stop() }
        let mine = server.corpus.items(ofUser: user, includingPrivate: true)
        #expect(mine.contains { $0.isPrivate }, "the corpus gives the token holder private items")
        let listed = runner.run(["user", "@me", "--limit", "100", "--json", "id,private"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let objects = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(Set(objects.compactMap { $0["id"] as? String }) == Set(mine.map(\.id)))
        #expect(objects.contains { $0["private"] as? Bool == true })
        #expect(server.stats.requests("GET", "/api/v2/authenticated_user/items") >= 1)
    }
}
