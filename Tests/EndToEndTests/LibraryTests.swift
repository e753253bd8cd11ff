import Foundation
import Synchronization
import QiitaFake
import Testing
import TestSupport

/// The local library as a user meets it: the fake server's counters witness what was sent.
@MainActor @Suite struct LibraryTests {
    private static func temporaryHome() throws -> String {
        let home = NSTemporaryDirectory() + "qiita-library-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    private static func libraryPath(home: String) -> String { home + "/.local/share/qiita/library.sqlite3" }

    /// The feed, then ten articles opened and left in turn, in the reader.
    private static func readTenArticles(server: FakeQiitaServer, home: String, arguments: [String] = []) async throws {
        let reader = try ReaderTmuxSession(server: server, arguments: arguments, home: home)
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        for _ in 0..<10 {
            try reader.tmux.press("Enter")
            try await reader.tmux.waitForScreen("an article") { screen in
                let status = ReaderTmuxSession.StatusLine(screen.lastLine)
                return status.breadcrumb.count == 2 && !status.isLoading && status.percentage != nil
            }
            try reader.tmux.press("BSpace")
            try await reader.waitForList(["Feed"])
            try reader.tmux.press("j")
        }
        try reader.tmux.press("Q")
        _ = try await reader.waitForEnd()
    }

    @Test func aReadingSessionCostsOneRequestAndNothingAgainOffline() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }

        try await Self.readTenArticles(server: server, home: home)
        #expect(server.stats.totalRequests == 1, "the feed brought the ten articles: \(server.stats.requestsByRoute)")
        try await Self.readTenArticles(server: server, home: home)
        #expect(server.stats.totalRequests <= 2, "the next run: \(server.stats.requestsByRoute)")
        let before = server.stats.totalRequests
        try await Self.readTenArticles(server: server, home: home, arguments: ["--offline"])
        #expect(server.stats.totalRequests == before, "offline sends nothing")

        let history = ProcessRunner(home: home).run(["history", "--json", "id"])
        #expect(history.status == 0)
        #expect(history.stdout.components(separatedBy: "\"id\"").count - 1 == 10, "ten articles read: \(history.stdout)")
    }

    @Test func withTheServerGoneTheFeedAndTheArticlesReadAreShown() async throws {
        let server = try ReaderTmuxSession.startServer()
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let first = server.corpus.publicItems[0]
        let listed = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home).run(["items", "--per-page", "100"])
        #expect(listed.status == 0)
        let baseURL = server.baseURL
        server.stop()

        // --refresh: the list is fresh, so only a retry against the network shows the fallback.
        let reader = try ReaderTmuxSession(server: server, arguments: ["--refresh"], home: home, baseURL: baseURL)
        defer { reader.close() }
        // The status line says so, in place of the breadcrumb until the next key.
        let feed = try await reader.tmux.waitForScreen("the feed from the library", timeout: 20) { $0.lastLine.contains("offline") }
        #expect(feed.lines.contains { $0.contains(first.title.prefix(8)) }, "\(feed.lines)")
        #expect(feed.lastLine.contains("saved"), "\(feed.lastLine)")
        try reader.tmux.press("Enter")
        let article = try await reader.tmux.waitForScreen("the first article", timeout: 20) { screen in
            ReaderTmuxSession.StatusLine(screen.lastLine).percentage != nil && screen.lastLine.contains("offline")
        }
        #expect(!article.lines.contains { $0.contains("✗") }, "no error: \(article.lines)")
        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0)
    }

    @Test func withTheBudgetSpentTheReaderShowsWhatSyncKeptAndStaysOpen() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        #expect(runner.run(["sync"]).status == 0)
        server.setRateBudget(remaining: 0, resetIn: 1200)
        #expect(runner.run(["rate", "--check"]).stdout.contains(" 0/"), "the ledger records the spent budget")
        let before = server.stats.totalRequests

        // --refresh: the synced list is fresh, so only asking the network shows the fallback.
        let reader = try ReaderTmuxSession(server: server, arguments: ["--refresh"], home: home)
        defer { reader.close() }
        let feed = try await reader.tmux.waitForScreen("the feed from the library", timeout: 20) { $0.lastLine.contains("offline") }
        #expect(feed.lines.contains { $0.contains(server.corpus.publicItems[0].title.prefix(8)) }, "\(feed.lines)")
        #expect(feed.lastLine.contains("saved") && feed.lastLine.contains("the rate budget is spent until"), "\(feed.lastLine)")
        try reader.tmux.press("Enter")
        _ = try await reader.tmux.waitForScreen("the first article", timeout: 20) { screen in
            ReaderTmuxSession.StatusLine(screen.lastLine).percentage != nil
        }
        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0)
        #expect(server.stats.totalRequests == before, "nothing was sent")
    }

    /// Offline, comments the library lacks are said under their article, not on an empty screen.
    @Test func offlineCommentsNotKeptAreSaidUnderTheirArticle() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home).run(["sync"]).status == 0)
        let index = try #require(server.corpus.publicItems.prefix(20).firstIndex { $0.commentsCount > 0 })
        let article = server.corpus.publicItems[index]

        let reader = try ReaderTmuxSession(server: server, arguments: ["--offline"], home: home)
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        for _ in 0..<index { try reader.tmux.press("j") }
        try reader.tmux.press("c")
        let screen = try await reader.tmux.waitForScreen("the comments screen", timeout: 20) { screen in
            screen.lines.contains { $0.contains("The comments are not shown") }
        }
        #expect(screen.lines.contains { $0.contains(article.title.prefix(8)) }, "headed by the article: \(screen.lines)")
        #expect(screen.lastLine.contains("Comments (\(article.commentsCount))"), "\(screen.lastLine)")
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }

    @Test func offlineCommandsAnswerFromTheLibraryOrSayWhatIsMissing() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        let online = runner.run(["items", "--per-page", "5"])
        let id = try #require(online.stdout.split(separator: "\t").first.map(String.init))
        let before = server.stats.totalRequests
        let offline = runner.run(["items", "--per-page", "5", "--offline"])
        #expect(offline.stdout == online.stdout)
        #expect(runner.run(["item", id, "--offline", "--no-pager"]).status == 0)
        let missing = runner.run(["tag", "Rust", "--offline"])
        #expect(missing.status == 8)
        #expect(missing.stderr.contains("not in the library"), "\(missing.summary)")
        #expect(missing.stderr.split(separator: "\n").count == 1)
        #expect(
            ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_OFFLINE": "1"], home: home).run(["tag", "Go"]).status == 8)
        let comments = runner.run(["comments", id, "--offline"])
        #expect(comments.status == 8 && comments.stderr.contains("the comments of item \(id)"), "\(comments.summary)")
        let sync = runner.run(["sync", "--offline"])
        sync.expectOneLineError(status: 2)
        #expect(sync.stderr.contains("--offline"), "\(sync.summary)")
        #expect(server.stats.totalRequests == before, "offline sends nothing")
    }

    @Test func offlineListsAnswerFromWhatSyncKeptWhateverThePageSize() throws {
        let server = try FakeServerHarness.start { $0.items = 300 }
        defer { server.stop() }
        let home = try Self.temporaryHome()
        let elsewhere = try Self.temporaryHome()
        defer { for folder in [home, elsewhere] { try? FileManager.default.removeItem(atPath: folder) } }
        let environment = ["QIITA_BASE_URL": server.baseURL]
        let whole = ProcessRunner(environment: environment, home: elsewhere).run(["tag", "Go", "--limit", "100"])
        let rows = whole.stdout.split(separator: "\n").map(String.init)
        try #require(rows.count > 25 && rows.count < 100, "the fake's Go tag fits one page of 100: \(whole.summary)")

        let runner = ProcessRunner(environment: environment, home: home)
        #expect(runner.run(["sync", "--tag", "Go"]).status == 0)
        let before = server.stats.totalRequests
        func offline(_ arguments: String...) -> [String] {
            let result = runner.run(["--offline"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.summary)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        #expect(offline("tag", "Go") == Array(rows.prefix(20)), "a page of 20 from sync's page of 100")
        #expect(offline("tag", "go", "--limit", "10") == Array(rows.prefix(10)), "the tag's case does not matter")
        #expect(offline("tag", "Go", "--per-page", "3", "--page", "2") == Array(rows[3..<6]))
        #expect(offline("tag", "Go", "--per-page", "7", "--limit", "15") == Array(rows.prefix(15)), "page after page of 7")
        #expect(offline("tag", "Go", "--limit", "1000") == rows, "page after page, to the listing's end")
        #expect(offline("tag", "Go", "--page", "5").isEmpty, "past the end: an empty page, as Qiita answers")
        #expect(server.stats.totalRequests == before, "offline sends nothing")

        // A shorter sync holds only the first articles: offline shows those and says the list is
        // incomplete; online asks again.
        let short = ProcessRunner(environment: environment, home: elsewhere)
        #expect(short.run(["sync", "--user", "alice", "--limit", "5"]).status == 0)
        let kept = short.run(["--offline", "user", "alice", "--limit", "50"])
        #expect(kept.status == 8 && kept.stdout.split(separator: "\n").count == 5, "\(kept.summary)")
        #expect(kept.stderr.contains("not in the library") && kept.stderr.contains("stopped after 5"), "\(kept.summary)")
        #expect(short.run(["--offline", "user", "alice", "--limit", "5"]).status == 0, "all that was asked for")
        let requests = server.stats.totalRequests
        #expect(short.run(["user", "alice", "--limit", "20"]).stdout.split(separator: "\n").count == 20)
        #expect(server.stats.totalRequests == requests + 1, "five kept are not a page of twenty")
    }

    @Test func aSpentBudgetShowsWhatTheLibraryKeptAndSaysSo() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        let online = runner.run(["tag", "Go"])
        #expect(online.status == 0)
        server.setRateBudget(remaining: 0, resetIn: 1200)
        #expect(runner.run(["items", "--per-page", "1"]).status == 5, "a 429 that the ledger records")
        let before = server.stats.totalRequests

        let kept = runner.run(["tag", "Go", "--refresh"])
        #expect(kept.status == 0, "\(kept.summary)")
        #expect(kept.stdout == online.stdout)
        #expect(kept.stderr.split(separator: "\n").count == 1, "\(kept.stderr)")
        #expect(kept.stderr.contains("showing the library's copy, saved "), "\(kept.stderr)")
        #expect(kept.stderr.contains("rate limit reached (0/60 left)") && kept.stderr.contains("nothing was sent"), "\(kept.stderr)")

        let missing = runner.run(["tag", "Rust"])
        missing.expectOneLineError(status: 5)
        #expect(missing.stderr.contains("nothing was sent (--force sends anyway)"), "\(missing.summary)")
        #expect(server.stats.totalRequests == before, "nothing was sent")

        let forced = runner.run(["tag", "Go", "--refresh", "--force"])
        #expect(forced.status == 0 && forced.stdout == online.stdout, "Qiita's 429 too: \(forced.summary)")
        #expect(server.stats.totalRequests == before + 1)
    }

    /// `comments`, `item --comments` and the reader keep and find one copy; an article whose
    /// comments the library lacks offline is shown all the same, and one without any needs none.
    @Test func commentsKeptByOneCommandServeTheOthersOffline() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_PAGER": ""], home: home)
        let commented = server.corpus.publicItems.filter { $0.commentsCount > 0 }
        let silent = try #require(server.corpus.publicItems.first { $0.commentsCount == 0 })
        try #require(commented.count >= 2)
        for item in [commented[0], commented[1], silent] { #expect(runner.run(["item", item.id]).status == 0) }
        #expect(runner.run(["comments", commented[0].id]).status == 0)
        let before = server.stats.totalRequests

        let shown = runner.run(["--offline", "item", commented[0].id, "--comments"])
        #expect(shown.status == 0, "what `comments` kept: \(shown.summary)")
        let lacking = runner.run(["--offline", "item", commented[1].id, "--comments"])
        #expect(lacking.status == 8, "\(lacking.summary)")
        #expect(lacking.stdout.contains(commented[1].title.prefix(8)), "the article is shown: \(lacking.summary)")
        #expect(lacking.errorLines.count == 1 && lacking.stderr.contains("the comments of item"), "\(lacking.summary)")
        #expect(!lacking.stderr.contains("qiita sync"), "sync does not fetch comments")
        #expect(runner.run(["--offline", "item", silent.id, "--comments"]).status == 0, "no comments to find")
        #expect(runner.run(["--offline", "comments", commented[0].id, "--limit", "1"]).status == 0, "pages of 100, cut to 1")
        #expect(server.stats.totalRequests == before)

        // The network gone: the kept article, then why its comments are missing.
        server.stop()
        let gone = runner.run(["item", commented[1].id, "--comments", "--refresh", "--timeout", "2"])
        #expect(gone.status == 6 && gone.stdout.contains(commented[1].title.prefix(8)), "\(gone.summary)")
    }

    /// The library's copy of an article may say it has no comments when it has some by now:
    /// the comments asked for are shown all the same.
    @Test func commentsAreShownThoughTheKeptArticleSaysItHasNone() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_PAGER": ""], home: home)
        #expect(runner.run(["items", "--per-page", "100"]).status == 0, "keeps every article, with its count")
        let silent = try #require(server.corpus.publicItems.first { $0.commentsCount == 0 })
        #expect(server.addComment(itemID: silent.id, userID: server.corpus.users[1].id, body: "後から付いたコメント") != nil)
        let shown = runner.run(["item", silent.id, "--comments"])
        #expect(shown.status == 0 && shown.stdout.contains("後から付いたコメント"), "\(shown.summary)")
    }

    @Test func unreadLeavesOutWhatWasRendered() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        let ids = runner.run(["items", "--per-page", "5"]).stdout.split(separator: "\n").map { String($0.prefix(20)) }
        #expect(ids.count == 5)
        #expect(runner.run(["item", ids[1], "--no-pager"]).status == 0, "rendering it marks it read")
        let unread = runner.run(["items", "--per-page", "5", "--unread"]).stdout.split(separator: "\n").map { String($0.prefix(20)) }
        #expect(unread == ids.enumerated().filter { $0.offset != 1 }.map(\.element))
        let json = runner.run(["items", "--per-page", "5", "--unread", "--json", "id"])
        #expect(json.stdout.contains(ids[0]) && !json.stdout.contains(ids[1]), "\(json.summary)")
    }

    @Test func syncFetchesOnceKeepsTheReserveAndIgnoresAnHourThatIsOver() throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 100 }
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        // A ledger entry of an hour that is over: nothing left then, but it says nothing of now.
        let ledger = home + "/.local/state/qiita/rate.json"
        try FileManager.default.createDirectory(atPath: (ledger as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let key = "\(server.baseURL.dropFirst("http://".count)) anonymous"
        try #"{"\#(key)":{"limit":100,"remaining":0,"reset":\#(Int(Date().timeIntervalSince1970) - 60)}}"#
            .write(toFile: ledger, atomically: true, encoding: .utf8)

        let first = runner.run(["sync", "--tag", "Swift", "--limit", "30", "--json"])
        #expect(first.status == 0, "\(first.summary)")
        #expect(first.stdout.contains(#""requests":1"#) && first.stdout.contains(#""stopped":null"#), "\(first.stdout)")
        let again = runner.run(["sync", "--tag", "Swift", "--limit", "30", "--json"])
        #expect(again.stdout.contains(#""requests":0"#), "what the library has fresh is not fetched again: \(again.stdout)")

        server.setRateBudget(remaining: 5, resetIn: 1200)
        _ = runner.run(["items", "--per-page", "1", "--refresh"])  // records the low budget
        let low = runner.run(["sync", "--tag", "Go", "--json"])
        #expect(low.stdout.contains(#""requests":0"#) && low.stdout.contains("--reserve 10%"), "\(low.stdout)")
        #expect(low.stdout.contains(#""budget_remaining":4"#), "the budget that stopped it, not null: \(low.stdout)")
    }

    @Test func findMatchesAJapaneseSubstring() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = server.addItem(title: "Swiftの型推論を理解する", body: "ジェネリクスと型推論の話。", tags: ["Swift"], userID: server.corpus.users[0].id)
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        #expect(runner.run(["items", "--per-page", "100"]).status == 0)
        let before = server.stats.totalRequests
        let found = runner.run(["find", "型推論", "--json", "id,title,snippet"])
        #expect(found.status == 0, "\(found.summary)")
        #expect(found.stdout.contains(item.id))
        let reclaimed = runner.run(["find", "--json", "型推論", "理解"])
        #expect(reclaimed.stdout.contains(item.id), "the word after --json is a word: \(reclaimed.summary)")
        let fullWidth = runner.run(["find", "ＳＷＩＦＴの型"])
        #expect(fullWidth.stdout.contains(item.id), "full-width folds to half-width: \(fullWidth.summary)")
        #expect(server.stats.totalRequests == before, "find sends nothing")
    }

    @Test func twentyProcessesAtOnceLeaveTheDatabaseIntact() throws {
        let server = try FakeServerHarness.start { $0.rateLimit = 5000 }
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let finished = DispatchGroup()
        let results = Mutex<[ProcessRunner.Result]>([])
        for index in 0..<20 {
            finished.enter()
            Thread.detachNewThread {
                let result = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
                    .run(["items", "--per-page", String(20 + index), "--page", String(1 + index % 3)])
                results.withLock { $0.append(result) }
                finished.leave()
            }
        }
        finished.wait()
        let all = results.withLock { $0 }
        #expect(all.allSatisfy { $0.status == 0 }, "every listing printed: \(all.filter { $0.status != 0 }.map(\.summary))")
        let check = SQLiteShell.run(Self.libraryPath(home: home), "PRAGMA integrity_check;")
        #expect(check == "ok")
        // Library writes are best-effort: one that waited past the busy timeout on a loaded
        // machine is said on stderr, never lost silently. (A process may find its page among
        // the pages the others kept, and send nothing.)
        let warned = all.filter { $0.stderr.contains("library:") }.count
        let lists = Int(SQLiteShell.run(Self.libraryPath(home: home), "SELECT count(*) FROM list;")) ?? -1
        let requests = server.stats.totalRequests
        #expect(requests > 0 && lists + warned >= requests, "\(lists) lists kept, \(warned) warnings, \(requests) requests")
    }

    @Test func aCorruptLibraryIsMovedAsideAndKept() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = Self.libraryPath(home: home)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "not a database ", count: 400).utf8)
        try garbage.write(to: URL(fileURLWithPath: path))
        let result = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home).run(["items", "--per-page", "3"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        let folder = (path as NSString).deletingLastPathComponent
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            $0.contains("corrupt") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
        }
        #expect(kept.count == 1, "\(kept)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + (kept.first ?? ""))) == garbage, "kept as it was")
        #expect(SQLiteShell.run(path, "PRAGMA integrity_check;") == "ok", "a fresh one started")
    }

    @Test func aLibraryFromANewerQiitaIsRefusedAndLeftAlone() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = Self.libraryPath(home: home)
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        #expect(runner.run(["items", "--per-page", "3"]).status == 0)
        _ = SQLiteShell.run(path, "INSERT INTO grdb_migrations VALUES ('v99-from-the-future'); PRAGMA user_version = 99;")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let listed = runner.run(["items", "--per-page", "3"])
        #expect(listed.status == 0, "reading Qiita still works: \(listed.summary)")
        #expect(listed.stderr.contains("newer qiita"), "\(listed.summary)")
        let history = runner.run(["history"])
        #expect(history.status == 1)
        #expect(history.stderr.split(separator: "\n").count == 2 || history.stderr.contains("newer qiita"), "\(history.summary)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "never rewritten")
    }
}

/// Debian's sqlite3 shell, to look into the library as a user could.
enum SQLiteShell {
    /// Runs `sql` on `database` and returns the output, trimmed.
    static func run(_ database: String, _ sql: String) -> String {
        let runner = ProcessRunner(absolutePath: "/usr/bin/sqlite3", environment: [:])
        return runner.run([database, sql]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
