import Foundation
import QiitaFake
import Testing
import TestSupport

/// Your Qiita in the reader, in tmux: the feeds Tab switches between, and `f` on a user's screen.
@MainActor @Suite struct ReaderFeedsTmuxTests {
    nonisolated static let token = "feedfeedfeedfeedfeedfeedfeedfeedfeedfeed"

    /// A server whose newest posts are of today, with the token acting as its first user.
    static func startServer() throws -> (FakeQiitaServer, String) {
        var configuration = FakeServerHarness.smallConfiguration()
        configuration.rateLimit = 100_000
        configuration.newestCreation = Int(Date().timeIntervalSince1970)
        let me = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = [token: me]
        return (try FakeServerHarness.start(configuration), me)
    }

    @Test func tabSwitchesTheFeedsAndFFollowsFromTheScreen() async throws {
        let (server, me) = try Self.startServer()
        defer { server.stop() }
        let other = try #require(server.corpus.users.map(\.id).first { $0 != me && !server.corpus.followeeIDs(ofUser: me).contains($0) })
        let reader = try ReaderTmuxSession(server: server, environment: ["QIITA_TOKEN": Self.token])
        defer { reader.close() }

        try await reader.waitForList(["Timeline"])
        // The feeds are tabs: switched in place, the history does not grow.
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Trend (7 days)"])
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Feed"])
        try reader.tmux.press("Tab")
        try await reader.waitForList(["Stocks"])
        try reader.tmux.press("BTab")
        try await reader.waitForList(["Feed"])

        try reader.tmux.press("/")
        try reader.tmux.type("@\(other)")
        try reader.tmux.press("Enter")
        try await reader.waitForList(["Feed", "@\(other)"])
        try await reader.tmux.waitForScreen("the profile above the posts, with the follow state") { screen in
            screen.lines.first?.hasPrefix("@\(other)") == true
                && screen.lines.contains { $0.contains(" followers · ") && $0.contains("f: follow") }
        }
        try reader.tmux.press("f")
        try await reader.tmux.waitForScreen("following @\(other)") { screen in
            screen.lastLine.contains("following @\(other)") && screen.lines.contains { $0.contains("✓ following") }
        }
        #expect(server.corpus.followeeIDs(ofUser: me).contains(other))
        try reader.tmux.press("f")
        try await reader.tmux.waitForScreen("no longer following") { $0.lastLine.contains("no longer following @\(other)") }
        #expect(!server.corpus.followeeIDs(ofUser: me).contains(other))
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }

    /// The second time the timeline opens, it says how many of its posts are new since the first.
    @Test func theTimelineSaysWhatIsNewSinceTheLastVisit() async throws {
        let (server, me) = try Self.startServer()
        defer { server.stop() }
        let home = NSTemporaryDirectory() + "qiita-visits-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let followed = try #require(server.corpus.followeeIDs(ofUser: me).first)

        let first = try ReaderTmuxSession(server: server, home: home, environment: ["QIITA_TOKEN": Self.token])
        try await first.waitForList(["Timeline"])
        try first.tmux.press("Q")
        _ = try await first.waitForEnd()
        first.close()

        let post = server.addItem(title: "A post after the visit", body: "New.", tags: ["Swift"], userID: followed)
        // The kept timeline is fresh for two minutes more: --refresh asks, as a later visit would.
        let second = try ReaderTmuxSession(server: server, arguments: ["--refresh"], home: home, environment: ["QIITA_TOKEN": Self.token])
        defer { second.close() }
        let screen = try await second.tmux.waitForScreen("the count of new posts") { $0.lastLine.contains("1 new since your last visit") }
        #expect(screen.lines.contains { $0.contains(post.title) })
        try second.tmux.press("Q")
    }

    /// Keys from the config file take effect; a line it cannot use is one warning, and the rest applies.
    @Test func theConfigFilesKeysTakeEffect() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let home = NSTemporaryDirectory() + "qiita-keys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let settings = "keys.down: n\nkeys.quit: Ctrl-x\nbogus: 1\n"
        try settings.write(toFile: home + "/.config/qiita/config.yml", atomically: true, encoding: .utf8)
        let reader = try ReaderTmuxSession(server: server, home: home)
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        try reader.tmux.press("n")
        try await reader.tmux.waitForScreen("the second row selected") {
            ReaderTmuxSession.StatusLine($0.lastLine).position?.selected == 2
        }
        try reader.tmux.press("?")
        try await reader.tmux.waitForScreen("the help with the new keys") { screen in
            screen.lines.contains { $0.contains("Ctrl-x Ctrl-C") } && screen.lines.contains { $0.contains("n k ↑") }
        }
        try reader.tmux.press("Escape")
        try reader.tmux.press("Q")
        try reader.tmux.press("C-x")
        #expect(try await reader.waitForEnd().status == 0)
        let stderr = try String(contentsOfFile: reader.directory + "/stderr", encoding: .utf8)
        #expect(stderr.contains("config.yml:3: bogus: not a setting qiita knows"), "\(stderr)")
    }

    /// `Y` hands the selected post's address to the clipboard program the settings name.
    @Test func yCopiesTheAddressThroughTheClipboardProgram() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let home = NSTemporaryDirectory() + "qiita-clipboard-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let clip = home + "/clip"
        try "clipboard: tee \(clip)\n".write(toFile: home + "/.config/qiita/config.yml", atomically: true, encoding: .utf8)
        let reader = try ReaderTmuxSession(server: server, home: home)
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        try reader.tmux.press("Y")
        try await reader.tmux.waitForScreen("copied") { $0.lastLine.contains("copied http") }
        let copied = try String(contentsOfFile: clip, encoding: .utf8)
        #expect(copied.hasPrefix("http") && copied.hasSuffix("/items/\(server.corpus.publicItems[0].id)"), "\(copied)")
        try reader.tmux.press("Q")
        _ = try await reader.waitForEnd()
    }
}
