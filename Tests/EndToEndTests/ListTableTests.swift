import Foundation
import QiitaFake
import Testing
import TestSupport

/// Lists on a terminal: an aligned table measured in display columns, cut to the terminal's
/// width with `…`, and a hint on stderr saying how to get the next page.
@MainActor @Suite struct ListTableTests {
    /// Three newest items with titles of every kind: English, Japanese, and too long for any width.
    private static func startWithCraftedTitles() throws -> (FakeQiitaServer, [FakeItem]) {
        let server = try FakeServerHarness.start()
        let users = server.corpus.users.map(\.id)
        let long = server.addItem(
            title: "とても長い日本語のタイトルは端末の幅に合わせて省略記号で切り詰められるべきです and English words too",
            body: "本文", tags: ["Swift", "初心者"], userID: users[2], likesCount: 1_234, stocksCount: 56)
        let japanese = server.addItem(
            title: "日本語のタイトルでも列が揃う", body: "本文", tags: ["Go"], userID: users[1], likesCount: 7,
            stocksCount: 0)
        let english = server.addItem(
            title: "Swift concurrency in practice", body: "body", tags: ["Swift"], userID: users[0], likesCount: 42,
            stocksCount: 3)
        return (server, [english, japanese, long])
    }

    /// The table's lines: what the terminal showed, without the notices on stderr.
    private static func tableLines(_ result: ProcessRunner.Result) -> [String] {
        TerminalOutput(result.terminalText).plainText.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("qiita:") }
    }

    /// What each left-aligned column shows for an item, uncut.
    private static func leftAlignedCells(of item: FakeItem) -> [String: String] {
        [
            "DATE": String(item.createdAt.description.prefix(10)), "TITLE": item.title, "AUTHOR": "@" + item.userID,
            "TAGS": item.tags.joined(separator: ", "),
        ]
    }

    /// The headings in the header line with the display column each starts at, left to right.
    private static func headings(_ header: String) -> [(name: String, column: Int)] {
        ["DATE", "LIKES", "STOCKS", "TITLE", "AUTHOR", "TAGS"]
            .compactMap { name in ColumnWidth.column(of: name, in: header).map { (name, $0) } }
            .sorted { $0.column < $1.column }
    }

    /// Whichever columns the width leaves room for, each cell of a left-aligned column starts
    /// under its heading, measured in display columns, and holds its text whole or cut with `…`;
    /// a Japanese title does not push the columns after it out of line.
    @Test(arguments: [40, 80, 120])
    func columnsLineUpInDisplayWidthAndRowsFitTheTerminal(width: Int) throws {
        let (server, items) = try Self.startWithCraftedTitles()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "3", "--color", "never"], columns: width)
        #expect(result.status == 0, "\(result.summary)")
        let lines = Self.tableLines(result)
        try #require(lines.count == 4, "a header and three rows: \(lines)")
        let headings = Self.headings(lines[0])
        #expect(headings.contains { $0.name == "TITLE" }, "\(lines[0])")
        if width >= 80 {
            #expect(headings.last?.name != "TITLE", "columns after the title at \(width): \(lines[0])")
        }
        for (line, item) in zip(lines.dropFirst(), items) {
            #expect(ColumnWidth.of(line) <= width, "fits \(width) columns: \(line)")
            let expected = Self.leftAlignedCells(of: item)
            for (index, heading) in headings.enumerated() {
                guard let text = expected[heading.name] else { continue }
                let end = index + 1 < headings.count ? headings[index + 1].column : nil
                let slice = ColumnWidth.slice(line, from: heading.column, to: end)
                let cell = slice.trimmingCharacters(in: .whitespaces)
                #expect(slice.first != " ", "\(heading.name) starts under its heading: \(line)")
                let cut = cell.count > 1 && cell.hasSuffix("…") && text.hasPrefix(String(cell.dropLast()))
                #expect(cell == text || cut, "\(heading.name) cell \(cell.debugDescription) of \(text.debugDescription)")
            }
        }
        #expect(lines[3].contains("…"), "the long title is cut with an ellipsis: \(lines[3])")
    }

    @Test func countsAreRightAlignedUnderTheirHeadings() throws {
        let (server, items) = try Self.startWithCraftedTitles()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "3", "--color", "never"], columns: 120)
        let lines = Self.tableLines(result)
        try #require(lines.count == 4, "\(lines)")
        let likesEnd = try #require(ColumnWidth.column(of: "LIKES", in: lines[0]), "\(lines[0])") + 5
        let stocksEnd = try #require(ColumnWidth.column(of: "STOCKS", in: lines[0]), "\(lines[0])") + 6
        for (line, item) in zip(lines.dropFirst(), items) {
            #expect(ColumnWidth.slice(line, from: likesEnd - 5, to: likesEnd) == pad(item.likesCount, 5), "\(line)")
            #expect(ColumnWidth.slice(line, from: stocksEnd - 6, to: stocksEnd) == pad(item.stocksCount, 6), "\(line)")
        }
    }

    private func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    @Test func colourDoesNotChangeTheAlignment() throws {
        let (server, items) = try Self.startWithCraftedTitles()
        defer { server.stop() }
        let plain = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "3", "--color", "never"], columns: 80)
        let coloured = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "3", "--color", "always"], columns: 80)
        #expect(TerminalOutput(coloured.terminalText).sequences.contains { if case .sgr = $0 { true } else { false } })
        #expect(Self.tableLines(coloured) == Self.tableLines(plain))
        #expect(Self.tableLines(plain).count == items.count + 1)
    }

    // MARK: The next-page hint

    @Test func hintOnATerminalGivesTheCommandForTheNextPage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        let result = cli.runOnTerminal(["items", "--per-page", "7", "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        let hint = try #require(result.terminalText.split(separator: "\n").last.map(String.init))
        #expect(hint.hasPrefix("qiita: items 1–7 of "), "\(hint)")
        let next = try #require(hint.firstRange(of: "next: ").map { hint[$0.upperBound...] })
        let command = try #require(next.components(separatedBy: " (").first)
        #expect(command == "qiita items --per-page 7 --color never --page 2")
        // Running what the hint says gives the next page.
        let words = command.split(separator: " ").dropFirst().map(String.init)
        let following = cli.run(words)
        #expect(following.lines == server.tsvLines(server.corpus.publicItems[7..<14]))
    }

    @Test func hintSaysHowManyItemsThereAreInAll() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--color", "never"])
        let total = server.corpus.publicItems.count
        #expect(result.terminalText.contains("qiita: items 1–20 of \(total) · next:"), "\(result.terminalText)")
    }

    @Test func hintReplacesTheGivenPage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["tag", "Swift", "--page", "1", "--per-page", "2"])
        #expect(result.terminalText.contains("next: qiita tag Swift --per-page 2 --page 2 "), "\(result.terminalText)")
    }

    @Test func noHintOnTheLastPage() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let count = server.corpus.publicItems.count
        let lastPage = (count + 19) / 20
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--page", String(lastPage), "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(!result.terminalText.contains("next:"), "\(result.terminalText)")
        #expect(Self.tableLines(result).count == count - (lastPage - 1) * 20 + 1)
    }

    @Test func emptyPageSaysSoOnATerminal() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--page", "99", "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText == "qiita: no items on page 99\n")
    }

    /// A terminal that does not tell its size (a serial console, some CI terminals) gets the
    /// table at 80 columns, as articles are laid out, not tab-separated lines.
    @Test func aTerminalOfUnknownSizeGetsATableEightyColumnsWide() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--color", "never"], columns: 0, rows: 0)
        #expect(result.status == 0, "\(result.summary)")
        let lines = Self.tableLines(result)
        #expect(lines.count == 21, "the header and 20 rows")
        #expect(!result.terminalText.contains("\t"))
        #expect(lines.map { ColumnWidth.of($0) }.max() == 80, "\(lines)")
    }

    /// A search that matches nothing says so, not that page 1 is empty.
    @Test func aSearchWithoutHitsSaysNothingMatches() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "-q", "tag:NoSuchTag", "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText == "qiita: nothing matches the query \"tag:NoSuchTag\"\n")
    }

    /// Qiita's page 100 is the last it serves, however many items the listing has.
    @Test func pageHundredOnATerminalSaysItIsTheLastOneQiitaServes() throws {
        let server = try FakeServerHarness.start { $0.items = 130; $0.bodySize = 100 }
        defer { server.stop() }
        let items = server.corpus.publicItems
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--per-page", "1", "--page", "100", "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(Self.tableLines(result).count == 2, "the header and item 100")
        #expect(Self.tableLines(result).last?.contains("@" + items[99].userID) == true)
        let notice = result.terminalText.split(separator: "\n").last.map(String.init)
        #expect(notice == "qiita: page 100 is the last page Qiita serves: \(items.count) items in all")
    }

    @Test func noHintWithLimitOrWhenPiped() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let limited = QiitaCLI(server: server).runOnTerminal(["items", "--limit", "25", "--color", "never"])
        #expect(!limited.terminalText.contains("qiita:"), "\(limited.terminalText)")
        #expect(Self.tableLines(limited).count == 26, "a header and 25 rows")
        let piped = QiitaCLI(server: server).run(["items"])
        #expect(piped.stderr.isEmpty)
    }
}
