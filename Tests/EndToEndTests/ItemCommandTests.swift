import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita item ID|URL`: the rendered article (header, body, numbered links, comments), at the
/// width asked for; `--raw`, `--json` and `--web`.
@MainActor @Suite struct ItemCommandTests {
    static let articleBody = """
        # 見出しです

        最初の段落に[公式サイト](https://example.com/docs)へのリンクがあります。

        - 項目A
        - 項目B

        ```swift:main.swift
        print("hello")
        ```

        :::note info
        ノートの本文
        :::

        もう一つの[リンク](https://example.org/page)。

        """

    /// A server with one crafted article (the newest), by a user who has a name.
    private static func startWithArticle() throws -> (FakeQiitaServer, FakeItem) {
        let server = try FakeServerHarness.start()
        let author = server.corpus.users.first { !$0.name.isEmpty }?.id ?? server.corpus.users[0].id
        let item = server.addItem(
            title: "記事の表示を確かめる Article", body: articleBody, tags: ["Swift", "初心者"], userID: author,
            likesCount: 5, stocksCount: 2)
        return (server, item)
    }

    @Test func headerShowsTitleAuthorDatesTagsCountsAndURL() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id])
        #expect(result.status == 0, "\(result.summary)")
        let user = try #require(server.corpus.user(id: item.userID))
        let created = item.createdAt.description.prefix(16).replacingOccurrences(of: "T", with: " ")
        let expectedHeader = [
            item.title, String(repeating: "═", count: ColumnWidth.of(item.title)), "@\(user.id) (\(user.name))",
            "Created \(created)", "#Swift #初心者", "5 likes · 2 stocks · 0 comments", item.url(baseURL: server.baseURL),
            String(repeating: "─", count: 80),
        ]
        #expect(Array(result.lines.prefix(expectedHeader.count)) == expectedHeader)
        #expect(result.stderr.isEmpty)
    }

    @Test func bodyIsRenderedWithNumberedLinksAndAReferenceList() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id])
        #expect(result.status == 0, "\(result.summary)")
        let text = result.stdout
        let lines = result.lines
        let heading = try #require(lines.firstIndex(of: "# 見出しです"), "\(text)")
        #expect(lines[heading + 1] == String(repeating: "═", count: 12), "headings are underlined")
        #expect(text.contains("公式サイト[1]"))
        #expect(text.contains("リンク[2]"))
        #expect(text.contains("main.swift") && text.contains("print(\"hello\")"))
        #expect(!text.contains("```") && !text.contains(":::"))
        #expect(text.contains("ノートの本文"))
        let references = result.lines.drop { !$0.hasPrefix("── Links") }.dropFirst()
        #expect(Array(references) == ["[1] https://example.com/docs", "[2] https://example.org/page"])
    }

    @Test(arguments: ["id", "url", "qiita.com", "private"])
    func itemCanBeNamedByIdOrByItsAddress(form: String) throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let reference =
            switch form {
            case "id": item.id
            case "url": item.url(baseURL: server.baseURL)
            case "qiita.com": "https://qiita.com/\(item.userID)/items/\(item.id)"
            default: "https://qiita.com/\(item.userID)/private/\(item.id)?utm_source=x#comments"
            }
        let cli = QiitaCLI(server: server)
        let result = cli.run(["item", reference])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout == cli.run(["item", item.id]).stdout)
        #expect(server.stats.requests("GET", "/api/v2/items/\(item.id)") == 2)
    }

    @Test func commentsAreAppendedOldestFirstAndTheirLinksNumberedOn() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let users = server.corpus.users.map(\.id)
        server.addComment(itemID: item.id, userID: users[1], body: "最初のコメントです。")
        server.addComment(itemID: item.id, userID: users[2], body: "二番目: [参考](https://example.net/comment)")
        let result = QiitaCLI(server: server).run(["item", item.id, "--comments"])
        #expect(result.status == 0, "\(result.summary)")
        let text = result.stdout
        #expect(text.contains("Comments (2)"))
        let first = try #require(text.range(of: "最初のコメントです。"))
        let second = try #require(text.range(of: "二番目"))
        #expect(first.lowerBound < second.lowerBound, "oldest first")
        #expect(text.contains("@\(users[1])") && text.contains("@\(users[2])"))
        #expect(text.contains("参考[3]"))
        #expect(result.lines.suffix(3) == [
            "[1] https://example.com/docs", "[2] https://example.org/page", "[3] https://example.net/comment",
        ])
        #expect(server.stats.requests("GET", "/api/v2/items/\(item.id)/comments") == 1)
        let without = QiitaCLI(server: server).run(["item", item.id])
        #expect(!without.stdout.contains("最初のコメントです。"))
    }

    // MARK: Width

    /// The rule under the header is exactly the layout width, so it shows which width was used.
    private func ruleWidth(_ text: String) -> Int? {
        text.split(separator: "\n").first { !$0.isEmpty && $0.allSatisfy { $0 == "─" } }?.count
    }

    @Test(arguments: [40, 60, 100])
    func widthOptionLaysOutEveryLineWithinIt(width: Int) throws {
        let server = try FakeServerHarness.start { $0.bodySize = 3_000 }
        defer { server.stop() }
        for item in server.corpus.publicItems.prefix(3) {
            let result = QiitaCLI(server: server).run(["item", item.id, "--width", String(width)])
            #expect(result.status == 0, "\(result.summary)")
            #expect(ruleWidth(result.stdout) == width)
            let long = result.lines.filter { ColumnWidth.of($0) > width }
            #expect(long.isEmpty, "\(item.id) at \(width): \(long)")
        }
    }

    @Test func columnsSetsTheWidthAndTheOptionOverridesIt() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        #expect(ruleWidth(cli.run(["item", item.id]).stdout) == 80, "piped, without COLUMNS: 80")
        #expect(ruleWidth(cli.adding(["COLUMNS": "50"]).run(["item", item.id]).stdout) == 50)
        #expect(ruleWidth(cli.adding(["COLUMNS": "50"]).run(["item", item.id, "--width", "70"]).stdout) == 70)
        let terminal = cli.runOnTerminal(["item", item.id, "--color", "never"], columns: 64, rows: 200)
        #expect(ruleWidth(terminal.terminalText) == 64, "on a terminal: its width")
    }

    @Test(arguments: ["0", "1001", "wide"])
    func badWidthIsAUsageError(width: String) throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id, "--width", width])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines.count == 1)
        #expect(server.stats.totalRequests == 0)
    }

    // MARK: --raw, --json, --web

    @Test func rawPipedIsTheMarkdownByteForByte() throws {
        let server = try FakeServerHarness.start { $0.hostile = true }
        defer { server.stop() }
        let hostile = try #require(server.corpus.items.first { $0.userID == "mallory" })
        let generated = try #require(server.corpus.publicItems.first { $0.userID != "mallory" })
        for item in [hostile, generated] {
            let result = QiitaCLI(server: server).run(["item", item.id, "--raw"])
            #expect(result.status == 0, "\(result.summary)")
            #expect(result.stdoutBytes == Array(item.body.utf8), "\(item.id)")
        }
    }

    @Test func rawOnATerminalIsTheMarkdownItself() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["item", item.id, "--raw"], rows: 200)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText == item.body)
    }

    @Test func jsonOfOneItemHasEveryFieldBodiesIncluded() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id, "--json"])
        #expect(result.status == 0, "\(result.summary)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ItemsCommandTests.defaultListFields.union(["body", "rendered_body"]))
        #expect(object["body"] as? String == item.body)
        #expect(object["title"] as? String == item.title)
    }

    @Test func jsonFieldsOfOneItemInTheirOrder() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id, "--json", "title,likes_count"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(JSONKeyOrder.keysOfElements(result.stdout) == [["title", "likes_count"]])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == item.title && object["likes_count"] as? Int == 5)
    }

    @Test func webOpensTheArticleInTheBrowserWithoutAskingTheAPI() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let browser = try scratch.recordingBrowser()
        let result = QiitaCLI(server: server, environment: ["BROWSER": browser]).run(["item", item.id, "--web"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let opened = try #require(scratch.read("browser.txt"), "the browser was started")
        let lines = opened.split(separator: "\n")
        #expect(lines.count == 1, "one argument: \(opened)")
        let url = String(lines.first ?? "")
        #expect(url.hasPrefix(server.baseURL + "/") && url.hasSuffix("/items/\(item.id)"), "\(url)")
        #expect(server.stats.totalRequests == 0)
    }

    @Test func webWithABrowserThatFailsSaysWhereToGo() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["BROWSER": "false"]).run(["item", item.id, "--web"])
        #expect(result.status == 1, "\(result.summary)")
        #expect(result.errorLines.count == 1 && result.stderr.contains(item.id), "\(result.stderr)")
    }

    @Test(arguments: [
        ["--raw", "--json"], ["--web", "--raw"], ["--json", "id", "--web"], ["--comments", "--json"], ["--raw", "--comments"],
    ])
    func outputsAreExclusive(arguments: [String]) throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id] + arguments)
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines.count == 1)
    }

    @Test func unknownItemIsNotFound() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", "0123456789abcdef0123"])
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.errorLines == ["qiita: item 0123456789abcdef0123: not found (HTTP 404); check the id, name or URL"])
    }

    @Test(arguments: ["xyz", "0123456789ABCDEF0123", "0123456789abcdef012", "https://example.com/a/items/0123456789abcdef0123"])
    func notAnItemIsAUsageError(reference: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", reference])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines.count == 1 && result.stderr.contains("20 hex characters"), "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }
}
