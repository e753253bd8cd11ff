import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita item` on a terminal: an article taller than the terminal goes through
/// `$QIITA_PAGER` (else `$PAGER`); a short one, `--no-pager` and an empty `QIITA_PAGER` print
/// directly; a pager that quits early ends quietly.
@MainActor @Suite struct PagerTests {
    /// A server whose newest article is `paragraphs` paragraphs long.
    private static func start(paragraphs: Int) throws -> (FakeQiitaServer, FakeItem) {
        let server = try FakeServerHarness.start()
        let body = (1...paragraphs).map { "段落\($0): 日本語の文章と English words が混ざった段落です。" }
            .joined(separator: "\n\n")
        let item = server.addItem(
            title: "ページャーの記事", body: body, tags: ["Test"], userID: server.corpus.users[0].id)
        return (server, item)
    }

    @Test func tallArticleGoesThroughQiitaPager() throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let cli = QiitaCLI(server: server, environment: ["QIITA_PAGER": try scratch.recordingPager(), "PAGER": "false"])
        let result = cli.runOnTerminal(["item", item.id], rows: 20)
        #expect(result.status == 0, "\(result.summary)")
        let paged = TerminalOutput(try #require(scratch.read("paged.txt"), "the pager ran")).plainText
        #expect(paged.hasPrefix("ページャーの記事\n"))
        #expect(paged.contains("段落30:"))
        #expect(!result.terminalText.contains("段落"), "the pager, not qiita, shows the article")
    }

    /// That the article is the library's copy (the budget is spent) is said after the pager,
    /// where it is seen, not before it, where the pager covers it.
    @Test func theLibrarysCopyIsSaidAfterThePager() throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pager = "sh " + (try scratch.write("pager.sh", "cat > /dev/null\necho PAGER-END\n"))
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_PAGER": pager], home: scratch.path)
        #expect(runner.run(["item", item.id, "--no-pager"]).status == 0, "kept in the library")
        server.setRateBudget(remaining: 0, resetIn: 1200)
        _ = runner.run(["rate", "--check"])
        let result = runner.runOnTerminal(["item", item.id, "--refresh"], columns: 100, rows: 20, input: nil, timeout: 20)
        #expect(result.status == 0, "\(result.summary)")
        let shown = result.terminalText
        let pagerEnd = try #require(shown.range(of: "PAGER-END"), "\(shown)")
        let notice = try #require(shown.range(of: "showing the library's copy"), "\(shown)")
        #expect(pagerEnd.upperBound <= notice.lowerBound)
    }

    /// As git does, `less` gets `LESS=FRX` (colours, one screen quits) unless the user set theirs.
    @Test(arguments: [nil, "-S"])
    func thePagerGetsLessOptionsUnlessSet(own: String?) throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pager = "sh " + (try scratch.write("pager.sh", "printf '%s' \"$LESS\" > '\(scratch.path)/less.txt'\ncat > /dev/null\n"))
        var cli = QiitaCLI(server: server, environment: ["QIITA_PAGER": pager])
        cli = own.map { cli.adding(["LESS": $0]) } ?? cli.removing("LESS")
        #expect(cli.runOnTerminal(["item", item.id], rows: 20).status == 0)
        #expect(scratch.read("less.txt") == (own ?? "FRX"))
    }

    @Test func pagerComesFromPagerWhenQiitaPagerIsUnset() throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let cli = QiitaCLI(server: server, environment: ["PAGER": try scratch.recordingPager()]).removing("QIITA_PAGER")
        let result = cli.runOnTerminal(["item", item.id], rows: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(scratch.read("paged.txt")?.contains("段落30:") == true)
    }

    @Test func shortArticleIsPrintedDirectly() throws {
        let (server, item) = try Self.start(paragraphs: 3)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let cli = QiitaCLI(server: server, environment: ["QIITA_PAGER": try scratch.recordingPager()])
        let result = cli.runOnTerminal(["item", item.id, "--color", "never"], rows: 60)
        #expect(result.status == 0, "\(result.summary)")
        #expect(scratch.read("paged.txt") == nil, "no pager for what fits")
        #expect(result.terminalText.contains("段落3:"))
    }

    @Test(arguments: ["--no-pager", "empty QIITA_PAGER"])
    func pagerCanBeTurnedOff(way: String) throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let pager = try scratch.recordingPager()
        let cli =
            way == "--no-pager"
            ? QiitaCLI(server: server, environment: ["QIITA_PAGER": pager])
            : QiitaCLI(server: server, environment: ["QIITA_PAGER": "", "PAGER": pager])
        let flags = way == "--no-pager" ? ["--no-pager"] : []
        let result = cli.runOnTerminal(["item", item.id, "--color", "never"] + flags, rows: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(scratch.read("paged.txt") == nil)
        #expect(result.terminalText.hasPrefix("ページャーの記事\n") && result.terminalText.contains("段落30:"))
    }

    @Test func pipedOutputNeverGoesThroughThePager() throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = QiitaCLI(server: server, environment: ["QIITA_PAGER": try scratch.recordingPager()]).run(["item", item.id])
        #expect(result.stdout.contains("段落30:"))
        #expect(scratch.read("paged.txt") == nil)
    }

    /// `head -1` reads one line and leaves while qiita still has well over a pipe's worth to write.
    @Test func pagerQuittingEarlyEndsQuietlyWithSuccess() throws {
        let (server, item) = try Self.start(paragraphs: 2_000)
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_PAGER": "head -1"])
            .runOnTerminal(["item", item.id, "--color", "never"], rows: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(
            result.terminalText == "ページャーの記事\n", "only what the pager showed: \(result.terminalText.prefix(300))")
    }

    @Test func missingPagerFallsBackToPrinting() throws {
        let (server, item) = try Self.start(paragraphs: 30)
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_PAGER": "no-such-pager-anywhere"])
            .runOnTerminal(["item", item.id, "--color", "never"], rows: 20)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText.contains("段落30:"), "the article is still shown")
    }
}
