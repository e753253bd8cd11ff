import Foundation
import QiitaFake
import Testing
import TestSupport

/// `/` in an article, in tmux: the matches are shown reversed, `n` goes to the next one with
/// its place on the status line, and what was found is there for ↑ on the next run.
@Suite(.serialized) struct ReaderFindTmuxTests {
    /// Three matches far apart, one in full-width letters, among Japanese paragraphs.
    static let body = (1...40).map { number in
        switch number {
        case 5: return "第\(number)段落：日本語の中の needle です。"
        case 20: return "第\(number)段落：全角の ＮＥＥＤＬＥ も見つかる。"
        case 35: return "第\(number)段落：最後の Needle。"
        default: return "第\(number)段落：何もない普通の文。"
        }
    }.joined(separator: "\n\n")

    /// The status line's `n/N` figure, when a find is shown.
    static func findPosition(_ screen: TmuxScreen) -> String? {
        ReaderTmuxSession.StatusLine(screen.lastLine).figures.first { $0.contains("/") && !$0.contains("API") }
    }

    /// Whether `word` on a line captured with its SGR sequences is drawn reversed: the
    /// sequences just before it select 7, and the style changes right after it.
    static func isReversed(_ word: String, in line: String) -> Bool {
        guard let range = line.range(of: word) else { return false }
        let before = line[..<range.lowerBound]
        guard let run = before.range(of: #"(\x1B\[[0-9;]*m)+$"#, options: .regularExpression) else { return false }
        let parameters = before[run].split { !$0.isNumber }.map(String.init)
        return parameters.contains("7") && line[range.upperBound...].hasPrefix("\u{1B}[")
    }

    /// The reader opened on `post` in an 80 × 24 window, with a HOME that outlives it.
    static func reader(
        on post: FakeItem, server: FakeQiitaServer, home: ScratchDirectory, environment: [String: String] = [:]
    ) throws -> ReaderTmuxSession {
        try ReaderTmuxSession(
            server: server, arguments: ["browse", "--item", post.id], columns: 80, rows: 24, home: home.path,
            environment: environment)
    }

    @Test func slashFindsNMovesAndTheEntryIsThereOnTheNextRun() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let post = server.addItem(title: "Find me", body: Self.body, tags: ["Swift"], userID: "alice")
        let home = try ScratchDirectory()
        defer { home.remove() }
        let reader = try Self.reader(on: post, server: server, home: home)
        defer { reader.close() }
        try await reader.waitForArticle([post.title])

        try reader.tmux.press("/")
        try await reader.tmux.waitForScreen("the find prompt") { $0.lastLine.hasPrefix("/") }
        try reader.tmux.type("needle")
        try reader.tmux.press("Enter")
        let first = try await reader.tmux.waitForScreen("the first of three matches") { Self.findPosition($0) == "1/3" }
        #expect(first.contains("日本語の中の needle です"))
        // The match is drawn reversed (SGR 7), and only the word.
        let styled = try reader.tmux.captureStyledLines()
        let matchLine = try #require(styled.first { $0.contains("needle") })
        #expect(Self.isReversed("needle", in: matchLine), "\(matchLine.debugDescription)")
        #expect(!Self.isReversed("日本語", in: matchLine), "only the match")

        try reader.tmux.press("n")
        let second = try await reader.tmux.waitForScreen("the second match") { Self.findPosition($0) == "2/3" }
        #expect(second.contains("全角の ＮＥＥＤＬＥ"), "scrolled to the full-width match:\n\(second)")
        try reader.tmux.press("N", "N")
        let wrapped = try await reader.tmux.waitForScreen("back round to the last") { Self.findPosition($0) == "3/3" }
        #expect(wrapped.contains("最後の Needle"))

        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
        let file = home.path + "/.local/state/qiita/prompt-history"
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "needle\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: home.path + "/.local/state/qiita")
        #expect((folder[.posixPermissions] as? Int) == 0o700)

        // The next run: ↑ at the prompt brings the entry back.
        let again = try Self.reader(on: post, server: server, home: home)
        defer { again.close() }
        // It reopens where it was left, which the status line says instead of the breadcrumb.
        try await again.tmux.waitForScreen("the article again") { $0.lastLine.contains("back where you left it") }
        try again.tmux.press("/")
        try again.tmux.press("Up")
        try await again.tmux.waitForScreen("the last entry recalled") { $0.lastLine.hasPrefix("/ needle") }
        try again.tmux.press("Escape")
        try await again.tmux.waitForScreen("the prompt closed") { !$0.lastLine.hasPrefix("/ ") }
        try again.tmux.press("Q")
        #expect(try await again.waitForEnd().status == 0)
    }

    /// A history file that is not text is left out with one notice; without colour the cursor
    /// marks the match; the reader goes on and the next entry replaces the file.
    @Test func aDamagedHistoryIsIgnoredAndWithoutColourTheCursorMarksTheMatch() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let post = server.addItem(title: "Find me too", body: Self.body, tags: ["Swift"], userID: "alice")
        let home = try ScratchDirectory()
        defer { home.remove() }
        let folder = home.path + "/.local/state/qiita"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]).write(to: URL(fileURLWithPath: folder + "/prompt-history"))
        let reader = try Self.reader(on: post, server: server, home: home, environment: ["NO_COLOR": "1"])
        defer { reader.close() }
        // The notice stands where the breadcrumb would, until a key is pressed.
        try await reader.tmux.waitForScreen("the article, and the notice about the history") { screen in
            screen.lastLine.contains("prompt history ignored") && screen.lastLine.contains("%")
        }

        try reader.tmux.press("/")
        try reader.tmux.press("Up")
        try reader.tmux.type("ＮＥＥＤＬＥ")
        try reader.tmux.press("Enter")
        let screen = try await reader.tmux.waitForScreen("the first match") { Self.findPosition($0) == "1/3" }
        #expect(try reader.tmux.value(of: "#{cursor_flag}") == "1", "the cursor is shown")
        let row = try #require(Int(try reader.tmux.value(of: "#{cursor_y}")))
        let column = try #require(Int(try reader.tmux.value(of: "#{cursor_x}")))
        let line = screen.lines[row]
        let before = try #require(line.range(of: "needle")).lowerBound
        // Display columns: the Japanese before the word takes two columns a character.
        #expect(column == ColumnWidth.of(line[..<before]), "\(line)")

        try reader.tmux.press("Q")
        let ending = try await reader.waitForEnd()
        #expect(ending.status == 0, "\(ending.errors)")
        #expect(try String(contentsOfFile: folder + "/prompt-history", encoding: .utf8) == "ＮＥＥＤＬＥ\n")
    }
}
