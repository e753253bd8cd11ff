import Foundation
import QiitaFake
import Testing
import TestSupport

/// Your Qiita in the reader, in tmux: the feeds Tab goes through, and `f` on a user's screen.
@MainActor @Suite struct ReaderFeedsTmuxTests {
    nonisolated static let token = "feedfeedfeedfeedfeedfeedfeedfeedfeedfeed"

    @Test func tabGoesThroughTheFeedsAndFFollowsFromTheScreen() async throws {
        var configuration = FakeServerHarness.smallConfiguration()
        configuration.rateLimit = 100_000
        configuration.newestCreation = Int(Date().timeIntervalSince1970)
        let me = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = [Self.token: me]
        let server = try FakeServerHarness.start(configuration)
        defer { server.stop() }
        let other = try #require(server.corpus.users.map(\.id).first { $0 != me && !server.corpus.followeeIDs(ofUser: me).contains($0) })
        let reader = try ReaderTmuxSession(server: server, environment: ["QIITA_TOKEN": Self.token])
        defer { reader.close() }

        try await reader.waitForList(["Timeline"])
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Timeline", "Trend (7 days)"])
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Timeline", "Trend (7 days)", "Feed"])
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Timeline", "Trend (7 days)", "Feed", "Stocks"])
        try reader.tmux.press("BTab")
        try await reader.waitForList(["Timeline", "Trend (7 days)", "Feed"])

        try reader.tmux.press("/")
        try reader.tmux.type("@\(other)")
        try reader.tmux.press("Enter")
        try await reader.waitForList(["Timeline", "Trend (7 days)", "Feed", "@\(other)"])
        try reader.tmux.press("f")
        try await reader.tmux.waitForScreen("following @\(other)") { $0.lastLine.contains("following @\(other)") }
        #expect(server.corpus.followeeIDs(ofUser: me).contains(other))
        try reader.tmux.press("f")
        try await reader.tmux.waitForScreen("no longer following") { $0.lastLine.contains("no longer following @\(other)") }
        #expect(!server.corpus.followeeIDs(ofUser: me).contains(other))
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }
}
