import Foundation
import Testing
import TestSupport

/// Bodies that any Qiita author can write and that once froze `qiita render` or filled memory:
/// each now renders through the real binary within 5 s and 500 MB (generous bounds; the precise
/// figures are in the commit messages), as markdown or, past the bounds, as text with a notice.
@MainActor @Suite struct HostileArticleTests {
    /// What one `qiita render` of a hostile body did.
    struct Run {
        var result: ProcessRunner.Result
        var seconds: Double
        /// Peak resident memory of the child, from GNU time.
        var peakMegabytes: Double

        var summary: String {
            "status \(result.status), \(String(format: "%.1f s, %.0f MB", seconds, peakMegabytes)), "
                + "stderr: \(result.stderr.prefix(300))"
        }
    }

    nonisolated static let secondsBound = 5.0
    nonisolated static let megabytesBound = 500.0

    /// Renders `body` from a file at width 80 under `/usr/bin/time`; killed after 20 s by
    /// `timeout`, so that no render outlives the test (killing `time` would leave it running).
    func render(_ body: String) throws -> Run {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let file = try scratch.write("body.md", body)
        let cli = ProcessRunner("qiita", environment: ["QIITA_PAGER": ""])
        let timed = ProcessRunner(absolutePath: "/usr/bin/time", environment: cli.environment)
        let started = Date()
        let result = timed.run(
            ["-f", "%M", "-o", scratch.path + "/rss", "/usr/bin/timeout", "-s", "KILL", "20", cli.executable, "render", file,
             "--width", "80"], timeout: 30)
        let seconds = Date().timeIntervalSince(started)
        let kilobytes = Double((scratch.read("rss") ?? "").split(separator: "\n").last.map(String.init) ?? "") ?? .infinity
        return Run(result: result, seconds: seconds, peakMegabytes: kilobytes / 1024)
    }

    func expectBounded(_ run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.result.status == 0, "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.seconds < Self.secondsBound, "\(run.summary)", sourceLocation: sourceLocation)
        #expect(run.peakMegabytes < Self.megabytesBound, "\(run.summary)", sourceLocation: sourceLocation)
    }

    // MARK: Item 5: nested notes

    @Test func twoThousandUnclosedNotesRenderAndNestOnlyEightDeep() throws {
        let run = try render(String(repeating: ":::note\n", count: 2_000) + "本文\n")
        expectBounded(run)
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("╭─ Info") }.count == 8, "eight notes, framed")
        #expect(lines.contains { $0.contains(":::note") }, "the deeper ones are text")
        #expect(run.result.stdout.contains("本文"))
    }

    // MARK: Item 6: cmark-gfm's quadratic inputs

    @Test func listMarkersNestedOnOneLineThenBlankLines() throws {
        // GHSA-66g8-4hjf-77xh.
        let count = 40_000
        let run = try render(String(repeating: " -", count: count) + " > ```" + String(repeating: "\n", count: count))
        expectBounded(run)
    }

    @Test func aTableRowOfSixtyThousandCells() throws {
        let run = try render("a|b\n-|-\n" + String(repeating: "|", count: 60_000) + "\n")
        expectBounded(run)
    }

    @Test func anInputBeyondTheBoundsIsShownAsTextWithinTheBudget() throws {
        // Repeated `![[]()`: every link closes by walking back over every image opener before it.
        let run = try render(String(repeating: "![[]()", count: 200_000))
        expectBounded(run)
        let lines = run.result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "⚠ This article took too long to lay out: it is shown as plain text.", "\(lines.prefix(2))")
        #expect(lines.dropFirst().first?.hasPrefix("![[]()![[]()") == true, "the source, as it is")
    }

    // MARK: Item 7: tables that fill gigabytes

    @Test func aWideHeaderOverManyShortRowsIsText() throws {
        // 28 kB: 4,000 columns × 6,000 rows of one cell, each padded to 4,000.
        let body = String(repeating: "|x", count: 4_000) + "|\n" + String(repeating: "|-", count: 4_000) + "|\n"
            + String(repeating: "a\n", count: 6_000)
        let run = try render(body)
        expectBounded(run)
        #expect(!run.result.stdout.contains("┌"), "no table drawn")
        #expect(run.result.stdout.contains("|x|x|x|"), "the table's text instead")
    }

    @Test func anOrdinaryTableIsStillATable() throws {
        let rows = (1...2_000).map { "| \($0) | 値\($0) | memo |" }
        let run = try render("| n | 値 | memo |\n|--:|---|---|\n" + rows.joined(separator: "\n") + "\n")
        expectBounded(run)
        #expect(run.result.stdout.contains("│ 2000 │ 値2000 │ memo │"))
    }

    // MARK: Item 8: plain text amplification

    @Test func fiftyMegabytesOfWordsAreCutWithANotice() throws {
        let line = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor\n"
        let body = String(repeating: line, count: 50_000_000 / line.utf8.count)
        let run = try render(body)
        expectBounded(run)
        let lines = run.result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("⚠ Only the start of this article is shown") == true, "\(lines.prefix(1))")
        #expect(run.result.stdout.utf8.count < 3_000_000, "about the 2 MB kept, not 50")
    }
}
