import Foundation
import Glibc
import Testing

/// The reader while it parses and lays out an article that takes long: the loop that reads keys
/// never does that work, so `q` (or one SIGTERM) ends the reader at once, whatever is under way.
@Suite(.serialized)
struct ReaderHostileArticleTests {
    /// How the user leaves while the article loads.
    enum WayOut: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case q, sigterm
        var testDescription: String { rawValue }
    }

    /// 2,000 unclosed notes (once a layout that never ended), then 300 kB of paragraphs inside
    /// them: about a second of parsing and layout in a debug build.
    static let body: String = {
        let paragraph = "入れ子の注記の中の段落です。 Words and 日本語 mixed, long enough to wrap a few times at any width.\n\n"
        let paragraphs = String(repeating: paragraph, count: 300_000 / paragraph.utf8.count)
        return String(repeating: ":::note\n", count: 2_000) + paragraphs
    }()

    @Test(arguments: WayOut.allCases)
    func leavingWhileAHugeArticleLoadsIsImmediate(_ wayOut: WayOut) async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let (reader, post) = try ReaderTmuxSession.onNewArticle(server, title: "Nested notes", body: Self.body)
        defer { reader.close() }
        // Not waiting to see it loading: on a quick machine that lasts less than one look at the
        // screen. Once the server has sent the article, half a second lands in its parse and layout
        // (about 2 s in a debug build), which is what `q` must not wait for.
        let bodyBytes = Self.body.utf8.count
        _ = try await reader.tmux.wait(for: "the article sent", timeout: 20) {
            server.stats.bytesSent > bodyBytes ? true : nil
        }
        try await Task.sleep(for: .milliseconds(500))

        let asked = ContinuousClock.now
        switch wayOut {
        case .q:
            try reader.tmux.press("Q")
        case .sigterm:
            #expect(kill(try await reader.qiitaPID(), SIGTERM) == 0)
        }
        let ending = try await reader.waitForEnd(timeout: 20)
        let waited = ContinuousClock.now - asked
        #expect(waited < .seconds(2), "ended \(waited) after it was asked to")
        #expect(ending.status == (wayOut == .q ? 0 : 128 + SIGTERM), "stderr: \(ending.errors)")
        #expect(ending.alternateScreen == "0" && ending.isCanonical, "the terminal is restored")
    }

    @Test func theHugeArticleIsShownAndScrolls() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let (reader, post) = try ReaderTmuxSession.onNewArticle(server, title: "Nested notes", body: Self.body)
        defer { reader.close() }
        let shown = try await reader.waitForArticle([post.title], timeout: 30)
        #expect(shown.contains("╭─ Info"))
        try reader.tmux.press("G")
        try await reader.tmux.waitForScreen("the end of the article") { screen in
            ReaderTmuxSession.StatusLine(screen.lastLine).percentage == 100
        }
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }
}
