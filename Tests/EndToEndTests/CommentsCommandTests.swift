import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita comments ID|URL`: an article's comments, newest first, as TSV, a table or JSON.
@MainActor @Suite struct CommentsCommandTests {
    /// A newest article with three crafted comments (one over several lines), newest last here.
    private static func start() throws -> (FakeQiitaServer, FakeItem, [FakeComment]) {
        let server = try FakeServerHarness.start()
        let users = server.corpus.users.map(\.id)
        let item = server.addItem(title: "コメントの多い記事", body: "本文", tags: ["Test"], userID: users[0])
        let comments = [
            server.addComment(itemID: item.id, userID: users[1], body: "参考になりました！"),
            server.addComment(itemID: item.id, userID: users[2], body: "一行目\n二行目\tタブ付き"),
            server.addComment(itemID: item.id, userID: users[3], body: "Thanks, this helped a lot."),
        ].compactMap { $0 }
        return (server, item, comments)
    }

    @Test func pipedCommentsAreTSVNewestFirstOnOneLineEach() throws {
        let (server, item, comments) = try Self.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["comments", item.id])
        #expect(result.status == 0, "\(result.summary)")
        let expected = comments.reversed().map { comment in
            [
                comment.id, comment.createdAt.description, comment.userID,
                comment.body.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " "),
            ].joined(separator: "\t")
        }
        #expect(result.lines == expected)
        #expect(result.stderr.isEmpty)
    }

    @Test func commentsOfAGeneratedArticleMatchTheServers() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = try #require(server.corpus.publicItems.first { $0.commentsCount > 3 })
        let expected = server.corpus.comments(onItem: item.id)
        let result = QiitaCLI(server: server).run(["comments", item.url(baseURL: server.baseURL), "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" } == expected.map(\.id))
    }

    /// Each comment whole on its row: its lines joined, cut with … only where the column ends.
    @Test func tableOnATerminalShowsDateAuthorAndTheWholeComment() throws {
        let (server, item, comments) = try Self.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["comments", item.id, "--color", "never"], columns: 80)
        #expect(result.status == 0, "\(result.summary)")
        let lines = TerminalOutput(result.terminalText).plainText.split(separator: "\n").map(String.init)
        try #require(lines.count >= 4, "\(lines)")
        let header = lines[0]
        #expect(header.hasPrefix("DATE") && header.contains("AUTHOR") && header.contains("COMMENT"), "\(header)")
        let authorColumn = try #require(ColumnWidth.column(of: "AUTHOR", in: header))
        let commentColumn = try #require(ColumnWidth.column(of: "COMMENT", in: header))
        for (line, comment) in zip(lines.dropFirst(), comments.reversed()) {
            #expect(ColumnWidth.of(line) <= 80)
            #expect(ColumnWidth.column(of: "@" + comment.userID, in: line) == authorColumn, "\(line)")
            let joined = comment.body.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: "\t", with: " ")
            #expect(ColumnWidth.slice(line, from: commentColumn).trimmingCharacters(in: .whitespaces) == joined)
        }
    }

    @Test func jsonIsOneArrayOfComments() throws {
        let (server, item, comments) = try Self.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["comments", item.id, "--json", "id,body,user"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(JSONKeyOrder.keysOfElements(result.stdout) == Array(repeating: ["id", "body", "user"], count: 3))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["body"] as? String } == comments.reversed().map(\.body))
    }

    @Test func unknownJSONFieldListsTheCommentFields() throws {
        let (server, item, _) = try Self.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["comments", item.id, "--json", "id,title"])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines == [
            "qiita: unknown JSON field 'title'; valid fields: id, body, rendered_body, created_at, updated_at, user"
        ])
    }

    @Test func articleWithoutCommentsPrintsNothing() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = server.addItem(title: "静かな記事", body: "本文", tags: ["Test"], userID: server.corpus.users[0].id)
        let result = QiitaCLI(server: server).run(["comments", item.id])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    }

    @Test func unknownArticleIsNotFound() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["comments", "fedcba9876543210fedc"])
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.errorLines.count == 1 && result.stderr.contains("fedcba9876543210fedc"))
    }

    @Test func pagingOptionsApply() throws {
        let (server, item, comments) = try Self.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["comments", item.id, "--per-page", "1", "--page", "2"])
        #expect(result.lines.count == 1 && result.stdout.hasPrefix(comments[1].id), "\(result.stdout)")
    }

    /// The table shows shortcodes as the article would (Qiita converts them in comments too);
    /// TSV keeps what was written.
    @Test func theTableConvertsEmojiShortcodes() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let users = server.corpus.users.map(\.id)
        let item = server.addItem(title: "絵文字", body: "本文", tags: ["Test"], userID: users[0])
        _ = server.addComment(itemID: item.id, userID: users[1], body: "ありがとうございます :bow: :qiitan:")
        let table = QiitaCLI(server: server).runOnTerminal(["comments", item.id, "--color", "never"], columns: 100)
        #expect(table.stdout.contains("ありがとうございます 🙇 :qiitan:"), "\(table.summary)")
        #expect(QiitaCLI(server: server).run(["comments", item.id]).stdout.contains(":bow:"))
    }
}
