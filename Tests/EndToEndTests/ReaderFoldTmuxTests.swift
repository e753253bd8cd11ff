import Foundation
import QiitaFake
import Testing
import TestSupport

/// `<details>` in the reader, against the fake server: folded as on qiita.com, and opened and
/// closed with Enter, while `qiita item` prints every fold open.
@Suite(.serialized)
struct ReaderFoldTmuxTests {
    static let body = """
        Before the fold.

        <details><summary>実行結果を見る</summary>

        ```sh
        $ make
        the folded output
        ```

        </details>

        After the fold.
        """

    @Test func enterOpensAndClosesAFold() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let (reader, post) = try ReaderTmuxSession.onNewArticle(server, title: "Folds", body: Self.body)
        defer { reader.close() }
        let shown = try await reader.waitForArticle([post.title])
        #expect(shown.contains("▶ 実行結果を見る"))
        #expect(!shown.contains("the folded output"))
        #expect(shown.contains("After the fold."))

        try reader.tmux.press("Enter")
        let opened = try await reader.tmux.waitForScreen("the fold open") { $0.contains("the folded output") }
        #expect(opened.contains("▼ 実行結果を見る"))
        #expect(opened.lastLine.contains("unfolded"))

        try reader.tmux.press("Enter")
        try await reader.tmux.waitForScreen("the fold closed") { !$0.contains("the folded output") && $0.contains("▶ 実行結果を見る") }
    }

    @Test func printedArticlesShowEveryFoldOpen() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let post = server.addItem(title: "Folds", body: Self.body, tags: ["Swift"], userID: server.corpus.users[0].id)
        let result = QiitaCLI(server: server).run(["item", post.id])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("▼ 実行結果を見る"))
        #expect(result.stdout.contains("the folded output"))
    }
}
