import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita items`: the newest items or a search, piped as TSV, paged, limited, and as JSON.
/// (Tables on a terminal are in ListTableTests; `tag` and `user` share the list code.)
@MainActor @Suite struct ItemsCommandTests {
    @Test func pipedItemsAreTheNewestPageAsTSVInTheDocumentedColumnsWithNoHint() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(20)))
        #expect(result.lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 8 })
        #expect(result.stderr.isEmpty, "piped output gets no next-page hint: \(result.stderr)")
    }

    @Test(arguments: [
        ["--query", "tag:Swift stocks:>10"], ["-q", "tag:swift stocks:>10"], ["--query=tag:Swift stocks:>10"],
    ])
    func queryIsAQiitaSearch(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let expected = server.corpus.publicItems
            .filter { item in item.tags.contains { $0.lowercased() == "swift" } && item.stocksCount > 10 }
        try #require(!expected.isEmpty, "the corpus should have matching items")
        let result = QiitaCLI(server: server).run(["items"] + arguments + ["--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(expected))
    }

    @Test func queryCombinesUserAndExcludedTag() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let author = try #require(server.corpus.publicItems.first).userID
        let expected = server.corpus.publicItems
            .filter { $0.userID == author && !$0.tags.contains { $0.lowercased() == "swift" } }
        let result = QiitaCLI(server: server).run(["items", "--query", "user:\(author) -tag:Swift", "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(expected))
    }

    @Test func searchWithNoResultsPrintsNothingAndSucceeds() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "-q", "tag:NoSuchTagAnywhere"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.isEmpty)
        let json = QiitaCLI(server: server).run(["items", "-q", "tag:NoSuchTagAnywhere", "--json"])
        #expect(json.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test(arguments: [
        (["--page", "2"], 20..<40), (["--per-page", "5"], 0..<5), (["--page", "3", "--per-page", "7"], 14..<21),
        (["--page=2", "--per-page=30"], 30..<60),
    ])
    func pageAndPerPageSelectOnePage(arguments: [String], positions: Range<Int>) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let items = server.corpus.publicItems
        let result = QiitaCLI(server: server).run(["items"] + arguments)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(items[positions.clamped(to: 0..<items.count)]))
        #expect(server.stats.requests("GET", "/api/v2/items") == 1)
    }

    @Test func pageBeyondTheEndPrintsNothing() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--page", "50"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.isEmpty)
    }

    // MARK: --limit

    @Test func limitPrintsExactlyNAskingForNItemsAPage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--limit", "45", "--verbose"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(45)))
        #expect(server.stats.requests("GET", "/api/v2/items") == 1)
        #expect(result.stderr.contains("/api/v2/items?page=1&per_page=45 "), "\(result.stderr)")
    }

    @Test func limitFollowsNextPagesOfTheGivenSize() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "-L", "45", "--per-page", "20", "--verbose"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(45)))
        #expect(server.stats.requests("GET", "/api/v2/items") == 3)
        for page in 1...3 {
            #expect(result.stderr.contains("/api/v2/items?page=\(page)&per_page=20 "), "\(result.stderr)")
        }
    }

    @Test func limitStartsAtTheGivenPage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--page", "2", "--per-page", "10", "--limit", "15"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems[10..<25]))
    }

    @Test func limitBeyondTheListingPrintsEverythingThereIsWithOneHundredItemPages() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--limit", "500", "--verbose"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems))
        #expect(result.stderr.contains("per_page=100 "), "asks min(100, N): \(result.stderr)")
        #expect(server.stats.requests("GET", "/api/v2/items") == 1, "a short page is the last one")
        #expect(!result.stderr.contains("qiita:"), "nothing to warn about: \(result.stderr)")
    }

    @Test func limitAcrossPagesReusesOneConnection() throws {
        let server = try FakeServerHarness.start { $0.items = 350; $0.bodySize = 200 }
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--limit", "300", "--per-page", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(300)))
        #expect(server.stats.requests("GET", "/api/v2/items") == 3)
        #expect(server.stats.connectionsAccepted == 1)
    }

    @Test func limitSaysOnStderrWhenQiitasHundredPageCeilingStopsIt() throws {
        let server = try FakeServerHarness.start {
            $0.items = 130
            $0.bodySize = 100
            $0.rateLimit = 1_000
        }
        defer { server.stop() }
        let items = server.corpus.publicItems
        try #require(items.count > 100)
        let result = QiitaCLI(server: server).run(["items", "--per-page", "1", "--limit", "120"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(items.prefix(100)))
        #expect(server.stats.requests("GET", "/api/v2/items") == 100, "page 101 is never asked for")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        let notice = try #require(result.errorLines.first)
        #expect(notice.hasPrefix("qiita: ") && notice.contains("page 100") && notice.contains("printed 100"), "\(notice)")
    }

    // MARK: --json

    /// Every field of an item the API sends, except the heavy ones lists leave out.
    static let defaultListFields: Set<String> = [
        "id", "title", "created_at", "updated_at", "url", "user", "tags", "likes_count", "comments_count",
        "reactions_count", "stocks_count", "page_views_count", "private", "coediting", "group", "team_membership",
        "organization_url_name", "slide",
    ]

    @Test func jsonIsOneArrayWithEveryFieldButTheBodies() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--json"])
        #expect(result.status == 0, "\(result.summary)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 20)
        #expect(array.compactMap { $0["id"] as? String } == server.corpus.publicItems.prefix(20).map(\.id))
        for object in array {
            #expect(Set(object.keys) == Self.defaultListFields)
        }
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["--json", "id,title,url"], ["--json=id,title,url"], ["--json", "id, title, url"]])
    func jsonFieldsAreTheNamedOnesInTheirOrder(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--per-page", "5"] + arguments)
        #expect(result.status == 0, "\(result.summary)")
        #expect(JSONKeyOrder.keysOfElements(result.stdout) == Array(repeating: ["id", "title", "url"], count: 5))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        let items = server.corpus.publicItems.prefix(5)
        #expect(array == items.map { ["id": $0.id, "title": $0.title, "url": $0.url(baseURL: server.baseURL)] })
    }

    @Test func jsonOrderFollowsTheRequest() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--per-page", "2", "--json", "url,likes_count,id"])
        #expect(JSONKeyOrder.keysOfElements(result.stdout) == [["url", "likes_count", "id"], ["url", "likes_count", "id"]])
    }

    @Test func jsonIncludesTheBodyWhenNamed() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--per-page", "3", "--json", "id,body"])
        #expect(result.status == 0, "\(result.summary)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(array == server.corpus.publicItems.prefix(3).map { ["id": $0.id, "body": $0.body] })
    }

    @Test func jsonAcrossPagesIsStillOneArray() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--limit", "45", "--per-page", "20", "--json", "id"])
        #expect(result.status == 0, "\(result.summary)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
        #expect(array.map { $0["id"] } == server.corpus.publicItems.prefix(45).map(\.id))
        #expect(server.stats.requests("GET", "/api/v2/items") == 3)
    }

    /// Pages of 32 or more are written in two halves on two cores: still one array, in order.
    @Test func jsonOfLargePagesIsStillOneArrayInOrder() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        for arguments in [["--json", "id"], ["--json", "id,title,user"]] {
            let result = QiitaCLI(server: server).run(["items", "--limit", "150", "--per-page", "70"] + arguments)
            #expect(result.status == 0, "\(result.summary)")
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(array.map { $0["id"] as? String } == server.corpus.publicItems.prefix(150).map(\.id))
        }
    }

    @Test func jsonOnATerminalIsTheSameDocumentIndentedWithNoHint() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "3", "--json", "id,title"])
        #expect(result.status == 0, "\(result.summary)")
        let text = result.terminalText
        #expect(text.contains("\n  {"), "indented: \(text)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: String]])
        #expect(array.map { $0["id"] } == server.corpus.publicItems.prefix(3).map(\.id))
    }

    @Test(arguments: [["--json", "id,nosuch"], ["--json=nosuch"], ["--json=title,Body"]])
    func unknownJSONFieldIsAUsageErrorListingTheValidOnes(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items"] + arguments)
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.stdout.isEmpty)
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        let message = try #require(result.errorLines.first)
        for field in Self.defaultListFields.union(["body", "rendered_body"]) {
            #expect(message.contains(field), "lists \(field): \(message)")
        }
        #expect(server.stats.totalRequests == 0, "nothing is asked of the server")
    }

    // MARK: Early close

    @Test func readerClosingThePipeEarlyEndsQuietlyWithSuccess() throws {
        let server = try FakeServerHarness.start { $0.items = 700; $0.bodySize = 100 }
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        // 600 lines (well over a pipe's 64 KiB) into `head -1`, which leaves after one line.
        let result = QiitaCLI(server: server).runShell(
            "{ \"$QIITA\" items --limit 600 2>'\(scratch.path)/stderr'; echo $? >'\(scratch.path)/status'; } | head -1")
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(1)))
        #expect(scratch.read("status") == "0\n", "qiita's exit status")
        #expect(scratch.read("stderr") == "", "no broken-pipe noise")
    }
}
