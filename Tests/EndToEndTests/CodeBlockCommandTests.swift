import Foundation
import QiitaFake
import Testing
import TestSupport

/// `--code N` on `qiita item` and `qiita render`: block N exactly as written, the number the
/// page shows on its frame; and the plain code style, from the flag or the settings.
@MainActor @Suite struct CodeBlockCommandTests {
    /// The second block has a tab, a line longer than any width asked here, trailing spaces and
    /// a blank line: everything the page draws differently from how it is written.
    static let secondBlock =
        "def greet(name)\n\tputs \"こんにちは、#{name}さん\"" + String(repeating: " # long", count: 30)
        + "   \n\nend"

    static let body = """
        ## 使い方

        ```sh
        gem install greeter
        ```

        $$
        e^{i\\pi} = -1
        $$

        ```ruby:greet.rb
        \(secondBlock)
        ```

        > 引用の中にも
        >
        >     indented = true

        """

    private static func startWithArticle() throws -> (FakeQiitaServer, FakeItem) {
        let server = try FakeServerHarness.start()
        let item = server.addItem(title: "コードを写す", body: body, tags: ["Ruby"], userID: server.corpus.users[0].id)
        return (server, item)
    }

    @Test func itemCodePrintsTheBlockExactlyAsWritten() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id, "--code", "2", "--width", "40"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout == Self.secondBlock + "\n")
        #expect(result.stderr.isEmpty)
        #expect(server.stats.requests("GET", "/api/v2/items/\(item.id)") == 1, "the article alone is asked for")
    }

    /// The numbers count code blocks only (not the math between them), as the frames show.
    @Test func theNumberIsTheOneOnTheBlocksFrame() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let page = QiitaCLI(server: server).run(["item", item.id, "--width", "60"])
        #expect(page.status == 0, "\(page.summary)")
        let bars = page.lines.filter { $0.contains("┌─") }.map {
            $0.replacingOccurrences(of: "─", with: "").trimmingCharacters(in: .whitespaces)
        }
        #expect(bars == ["┌ #1 sh", "┌ math", "┌ #2 greet.rb", "│ ┌ #3"], "\(bars)")
        let third = QiitaCLI(server: server).run(["item", item.id, "--code", "3"])
        #expect(third.stdout == "indented = true\n", "\(third.summary)")
    }

    @Test func onATerminalTheCodeHasNoColourAndNoFrame() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["item", item.id, "--code", "1"], columns: 30)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText == "gem install greeter\n")
    }

    @Test(arguments: [("5", "no code block 5: there are 3 (#1 to #3 on screen)")])
    func aNumberPastTheLastBlockIsAUsageErrorThatSaysHowManyThereAre(number: String, message: String) throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id, "--code", number])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines == ["qiita: \(message)"])
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [["--code", "0"], ["--code", "two"], ["--code", "1", "--raw"], ["--code", "1", "--json"]])
    func badOrClashingCodeOptionsAreUsageErrors(arguments: [String]) throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["item", item.id] + arguments)
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.stdout.isEmpty)
    }

    /// Like the article, a block comes from the library when offline.
    @Test func codeWorksOfflineFromTheLibrary() throws {
        let (server, item) = try Self.startWithArticle()
        defer { server.stop() }
        let home = NSTemporaryDirectory() + "qiita-code-offline-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_PAGER": ""], home: home)
        #expect(runner.run(["item", item.id]).status == 0)
        let before = server.stats.totalRequests
        let offline = runner.run(["item", item.id, "--code", "2", "--offline"])
        #expect(offline.status == 0, "\(offline.summary)")
        #expect(offline.stdout == Self.secondBlock + "\n")
        #expect(server.stats.totalRequests == before)
    }

    @Test func renderTakesTheSameOptionForALocalFile() throws {
        let result = ProcessRunner("qiita", environment: ["QIITA_PAGER": ""]).run(["render", "-", "--code", "2"], input: Self.body)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout == Self.secondBlock + "\n")
        let none = ProcessRunner("qiita").run(["render", "-", "--code", "1"], input: "no code here\n")
        #expect(none.status == 2 && none.errorLines == ["qiita: no code block 1: there are none"], "\(none.summary)")
        let one = ProcessRunner("qiita").run(["render", "-", "--code", "9"], input: "```\nls\n```\n")
        #expect(one.status == 2 && one.errorLines == ["qiita: no code block 9: there is one (#1 on screen)"], "\(one.summary)")
    }

    /// Plain code starts at the left edge, so that what the mouse selects is the code.
    @Test func thePlainStyleComesFromTheFlagOrTheSettings() throws {
        let home = ConfigCommandTests.Home()
        defer { home.remove() }
        let markdown = "```sh\ngem install greeter\n```\n"
        let arguments = ["render", "-", "--color", "never", "--width", "40"]
        let framed = home.runner().run(arguments, input: markdown).lines
        #expect(framed.contains("│ gem install greeter"), "\(framed)")
        let flagged = home.runner().run(arguments + ["--code-style", "plain"], input: markdown).lines
        #expect(flagged.contains("gem install greeter"), "\(flagged)")

        try home.write("code.style: plain\n")
        #expect(home.runner().run(arguments, input: markdown).lines == flagged)
        #expect(home.runner().run(arguments + ["--code-style", "framed"], input: markdown).lines == framed, "the flag wins")
        #expect(home.runner().run(["config", "list"]).stdout.contains("code.style: plain\n"))

        try home.write("code.style: boxed\n")
        let warned = home.runner().run(arguments, input: markdown)
        #expect(warned.lines == framed)
        #expect(warned.errorLines.count == 1 && warned.stderr.contains("config.yml:1: code.style: expected framed"), "\(warned.stderr)")
    }
}
