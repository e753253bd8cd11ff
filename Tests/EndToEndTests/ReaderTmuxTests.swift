import Foundation
import Glibc
import QiitaFake
import TestSupport
import Testing

/// The reader as a user meets it: the real `qiita` binary in a real terminal (tmux), against
/// the fake server, driven with `send-keys` and read with `capture-pane`. Each test waits for
/// what the screen shows, never for a time.
@Suite(.serialized)
struct ReaderTmuxTests {
    // MARK: The scenario

    @Test func browsingPushesAndPopsTheHistoryAndQuittingRestoresTheTerminal() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let author = try #require(server.corpus.users.first).id
        let second = server.addItem(title: "Scenario second post", body: "The second.", tags: ["Swift"], userID: author)
        let first = server.addItem(title: "Scenario first post", body: "The first.", tags: ["Swift"], userID: author)
        let reader = try ReaderTmuxSession(server: server)
        defer { reader.close() }

        let feed = try await reader.waitForList(["Feed"])
        #expect(feed.lines[1].hasPrefix("> ") && feed.lines[1].contains(first.title), "the newest post is selected")
        #expect(try reader.tmux.value(of: "#{alternate_on}") == "1")
        #expect(try reader.tmux.value(of: "#{cursor_flag}") == "0")
        let running = try #require(try reader.terminalMode())
        #expect(!running.canonical && !running.echoing, "raw mode while the reader runs")

        try reader.tmux.press("Enter")
        try await reader.waitForArticle(["Feed", first.title])
        try reader.tmux.press("u")
        try await reader.waitForList(["Feed", first.title, "@\(author)"])
        try reader.tmux.press("j")
        try await reader.tmux.waitForScreen("the author's second post selected") { screen in
            ReaderTmuxSession.StatusLine(screen.lastLine).position?.selected == 2
        }
        try reader.tmux.press("Enter")
        try await reader.waitForArticle(["Feed", first.title, "@\(author)", second.title])

        // The author's posts are just below: `u` goes back to them instead of stacking them again.
        try reader.tmux.press("u")
        let popped = try await reader.waitForList(["Feed", first.title, "@\(author)"])
        #expect(ReaderTmuxSession.StatusLine(popped.lastLine).position?.selected == 2, "the list is as it was left")

        try reader.tmux.press("BSpace")
        try await reader.waitForArticle(["Feed", first.title])
        try reader.tmux.press("L")
        try await reader.waitForList(["Feed", first.title, "@\(author)"])

        try reader.tmux.press("/")
        try reader.tmux.type("#Swift")
        try reader.tmux.press("Enter")
        let tag = try await reader.waitForList(["Feed", first.title, "@\(author)", "#Swift"])
        #expect(tag.contains(first.title), "the tag's posts include the new post tagged Swift")

        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0, "stderr: \(ending.errors)")
        expectRestored(ending)
    }

    // MARK: Every way out restores the terminal

    /// How the user (or the system) ends the reader.
    enum WayOut: Sendable, CustomTestStringConvertible {
        case controlC
        case signal(Int32, String)

        var testDescription: String {
            switch self {
            case .controlC: return "Ctrl-C"
            case .signal(_, let name): return name
            }
        }
    }

    @Test(arguments: [WayOut.controlC, .signal(SIGTERM, "SIGTERM"), .signal(SIGHUP, "SIGHUP"), .signal(SIGINT, "SIGINT")])
    func theTerminalIsRestored(after wayOut: WayOut) async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let post = server.addItem(title: "Ways out", body: "Nothing to see.", tags: ["Swift"], userID: "alice")
        let reader = try ReaderTmuxSession(server: server, columns: 80, rows: 24)
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        try reader.tmux.press("Enter")
        try await reader.waitForArticle(["Feed", post.title])
        #expect(try reader.tmux.value(of: "#{alternate_on}") == "1")

        switch wayOut {
        case .controlC:
            try reader.tmux.press("C-c")
        case .signal(let signal, _):
            let pid = try await reader.qiitaPID()
            #expect(kill(pid, signal) == 0)
        }
        let ending = try await reader.waitForEnd()
        switch wayOut {
        case .controlC:
            // As a shell expects of Ctrl-C: 128 + SIGINT.
            #expect(ending.status == 130, "stderr: \(ending.errors)")
        case .signal(let signal, _):
            #expect(ending.status == 128 + signal, "stderr: \(ending.errors)")
        }
        expectRestored(ending)
    }

    // MARK: Layout

    /// `--verbose` in the reader writes its trace to a private file, not over the screen, and
    /// says where on the way out.
    @Test func theVerboseTraceGoesToAFile() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let reader = try ReaderTmuxSession(server: server, arguments: ["--verbose"])
        defer { reader.close() }
        try await reader.waitForList(["Feed"])
        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0, "stderr: \(ending.errors)")
        let path = reader.directory + "/home/.local/state/qiita/reader-trace.log"
        #expect(!ending.errors.contains("* GET"), "\(ending.errors)")
        #expect(ending.errors.contains("the --verbose trace is in \(path)"), "\(ending.errors)")
        let trace = try String(contentsOfFile: path, encoding: .utf8)
        #expect(trace.contains("* GET \(server.baseURL)/api/v2/items?page=1&per_page=100 → 200"), "\(trace)")
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0) & 0o777
        #expect(mode == 0o600)
    }

    @Test func aResizeLaysTheArticleOutAgainAtTheNewWidth() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let words = (1...60).map { String(format: "word%02d", $0) }
        let post = server.addItem(
            title: "Resize me", body: words.joined(separator: " "), tags: ["Swift"], userID: "alice")
        let reader = try ReaderTmuxSession(server: server, arguments: ["browse", "--item", post.id], columns: 120, rows: 30)
        defer { reader.close() }

        /// The rows the paragraph takes, when every word of it is on the screen whole.
        func paragraphRows(_ screen: TmuxScreen) -> Int? {
            let shown = Set(screen.text.split(whereSeparator: \.isWhitespace).map(String.init))
            guard words.allSatisfy(shown.contains) else { return nil }
            return screen.lines.filter { $0.contains("word") }.count
        }

        let wide = try await reader.waitForArticle([post.title])
        let wideRows = try #require(paragraphRows(wide))

        try reader.tmux.resize(columns: 50, rows: 30)
        let narrow = try await reader.tmux.waitForScreen("the paragraph wrapped at 50 columns") { screen in
            screen.columns == 50 && (paragraphRows(screen) ?? 0) > wideRows
        }
        for line in narrow.lines {
            #expect(TmuxScreen.displayWidth(of: line) <= 50, "\(line)")
        }
        let narrowRows = try #require(paragraphRows(narrow))

        try reader.tmux.resize(columns: 100, rows: 30)
        let wider = try await reader.tmux.waitForScreen("the paragraph wrapped at 100 columns") { screen in
            screen.columns == 100 && (paragraphRows(screen) ?? .max) < narrowRows
        }
        #expect(wider.lines.contains { $0.contains("word") && TmuxScreen.displayWidth(of: $0) > 50 })

        try reader.tmux.press("Q")
        expectRestored(try await reader.waitForEnd())
    }

    @Test func ctrlZGivesTheTerminalBackAndFgRedrawsAtTheSizeTheWindowHasNow() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let words = (1...60).map { String(format: "word%02d", $0) }
        let post = server.addItem(title: "Suspend me", body: words.joined(separator: " "), tags: ["Swift"], userID: "alice")
        let reader = try ReaderTmuxSession(
            server: server, arguments: ["browse", "--item", post.id], columns: 120, rows: 30, jobControl: true)
        defer { reader.close() }
        try await reader.waitForArticle([post.title])

        try reader.tmux.press("C-z")
        let stopped = try await reader.tmux.waitForScreen("the shell back while qiita is stopped") { screen in
            screen.contains("[qiita stopped]")
        }
        #expect(try reader.tmux.value(of: "#{alternate_on}") == "0", "the alternate screen is left while stopped")
        #expect(!stopped.contains("word01"), "the article is not left on the shell's screen")

        // The window shrinks while qiita is stopped: the resize signal goes to the shell, not to qiita.
        try reader.tmux.resize(columns: 50, rows: 30)
        try reader.tmux.press("Enter")
        let resumed = try await reader.tmux.waitForScreen("the article again, wrapped at 50 columns") { screen in
            let status = ReaderTmuxSession.StatusLine(screen.lastLine)
            return screen.columns == 50 && status.breadcrumb == [post.title] && screen.contains("word01")
        }
        for line in resumed.lines {
            #expect(TmuxScreen.displayWidth(of: line) <= 50, "\(line)")
        }
        #expect(resumed.lines.filter { $0.contains("word") }.count > 1, "the paragraph wraps at the new width")

        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0, "\(ending.errors)")
        expectRestored(ending)
    }

    @Test func aTwentyByFiveWindowDoesNotCrash() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        _ = server.addItem(title: "Tiny", body: "# Heading\n\nA short body with `code`.", tags: ["Swift", "初心者"], userID: "alice")
        let reader = try ReaderTmuxSession(server: server, columns: 20, rows: 5)
        defer { reader.close() }

        try await reader.tmux.waitForScreen("the feed's selected row") { $0.lines.contains { $0.hasPrefix("> ") } }
        for key in ["j", "k", "G", "g", "Space", "b", "C-d", "C-u", "n", "p"] { try reader.tmux.press(key) }
        // Overlays open and close; each is awaited, since an Escape followed at once by a key
        // reads as Alt and that key, in a terminal as here.
        try reader.tmux.press("?")
        try await reader.tmux.waitForScreen("the help box") { $0.contains("┌") }
        try reader.tmux.press("x")
        try await reader.tmux.waitForScreen("the help closed") { !$0.contains("┌") }
        try reader.tmux.press("/")
        try reader.tmux.type("#Swift")
        try await reader.tmux.waitForScreen("the prompt") { $0.lastLine.hasPrefix("/ #Swift") }
        try reader.tmux.press("Escape")
        try await reader.tmux.waitForScreen("the prompt closed") { !$0.lastLine.hasPrefix("/ ") }
        try reader.tmux.press("g", "Enter")
        let article = try await reader.tmux.waitForScreen("the article") { screen in
            screen.lines[0].contains("Tiny") && !screen.contains("TITLE")
        }
        #expect(article.lines.allSatisfy { TmuxScreen.displayWidth(of: $0) <= 20 })
        for key in ["j", "G", "g", "Space", "C-d"] { try reader.tmux.press(key) }
        try reader.tmux.press("t")
        try await reader.tmux.waitForScreen("the tag chooser") { $0.contains("┌") }
        try reader.tmux.press("Escape")
        try await reader.tmux.waitForScreen("the tag chooser closed") { !$0.contains("┌") }
        try reader.tmux.press("u")
        try await reader.tmux.waitForScreen("the author's posts") { $0.lines.contains { $0.hasPrefix("> ") } }

        for (columns, rows) in [(10, 3), (1, 1), (20, 5)] {
            try reader.tmux.resize(columns: columns, rows: rows)
            try await reader.tmux.waitForScreen("a \(columns)×\(rows) window") { $0.columns == columns && $0.rows == rows }
        }
        // Still answering, and drawing at 20×5 again: the selection moves to the second post.
        try reader.tmux.press("j")
        try await reader.tmux.waitForScreen("the second post selected at 20×5") { screen in
            screen.lines.contains { $0.hasPrefix("> ") }
                && screen.lastLine.contains(" 2/")
        }

        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0, "stderr: \(ending.errors)")
        expectRestored(ending)
    }

    @Test func wideCharactersLineUpInTheList() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let author = "wide_writer"
        server.add(FakeUser(id: author, permanentID: 990_001, name: "幅 広子"))
        let titles = [
            "日本語だけで書いた、列の幅よりずっと長いタイトルの記事です",
            "半角とｶﾅと全角が混ざるTitleの記事",
            "短い題",
            "한국어 제목과 日本語の見出し",
            "🎉 お祝いの記事",
            "ASCII only, for comparison",
        ]
        for title in titles {
            server.addItem(title: title, body: "本文。", tags: ["初心者", "Swift"], userID: author)
        }
        // An odd width, so that some wide character meets the edge of the title column.
        let reader = try ReaderTmuxSession(server: server, arguments: ["browse", "--user", author], columns: 101, rows: 20)
        defer { reader.close() }

        try await reader.waitForList(["@\(author)"])
        // The author's profile comes above the posts: wait for it, so the rows stay put.
        let list = try await reader.tmux.waitForScreen("the profile") { $0.lines.contains { $0.contains(" followers · ") } }
        let header = try #require(list.lines.firstIndex { $0.contains("AUTHOR") && $0.contains("TAGS") })
        let authorColumn = try #require(list.column(of: "AUTHOR", inRow: header))
        let tagsColumn = try #require(list.column(of: "TAGS", inRow: header))
        let rows = list.lines.indices.dropLast().filter { $0 > header && list.lines[$0].contains("@\(author)") }
        #expect(rows.count == titles.count)
        for row in rows {
            #expect(list.column(of: "@\(author)", inRow: row) == authorColumn, "\(list.lines[row])")
            #expect(list.column(of: "初心者", inRow: row) == tagsColumn, "\(list.lines[row])")
            #expect(TmuxScreen.displayWidth(of: list.lines[row]) <= 101, "\(list.lines[row])")
        }
        #expect(list.contains("日本語だけで書いた"), "titles are shown, not blanked")
        #expect(list.contains("半角とｶﾅと全角"))

        try reader.tmux.press("Q")
        expectRestored(try await reader.waitForEnd())
    }

    // MARK: Checks

    private func expectRestored(_ ending: ReaderTmuxSession.Ending, sourceLocation: SourceLocation = #_sourceLocation) {
        let (alternateScreen, cursorVisible) = (ending.alternateScreen, ending.cursorVisible)
        let (canonical, echoing) = (ending.isCanonical, ending.isEchoing)
        #expect(alternateScreen == "0", "the alternate screen is left", sourceLocation: sourceLocation)
        #expect(cursorVisible == "1", "the cursor is shown", sourceLocation: sourceLocation)
        #expect(canonical, "line editing is back; stty -a said: \(ending.stty)", sourceLocation: sourceLocation)
        #expect(echoing, "typing echoes again; stty -a said: \(ending.stty)", sourceLocation: sourceLocation)
    }
}
