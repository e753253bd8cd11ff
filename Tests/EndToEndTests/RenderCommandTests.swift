import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita render FILE|-`: Qiita Markdown from a file or stdin, through the article renderer.
@MainActor @Suite struct RenderCommandTests {
    static let draft = """
        # 下書きのタイトル

        本文の段落です。**太字**と`コード`があります。詳しくは[ドキュメント](https://example.com/guide)へ。

        1. 一つ目
        2. 二つ目

        ```ruby:app.rb
        puts "hi"
        ```

        :::note warn
        注意書きです
        :::

        | 名前 | 値 |
        |:-----|---:|
        | 幅 | 40 |

        """

    /// `render` needs no server; these tests still start none.
    private func cli() -> ProcessRunner {
        ProcessRunner("qiita", environment: ["QIITA_PAGER": ""])
    }

    /// A draft made with qiita-cli (`npx qiita new`): its front matter heads the preview with
    /// the title and tags, and nothing else of it is printed.
    @Test func aQiitaCLIDraftIsHeadedByItsTitleAndTags() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let frontMatter = """
            ---
            title: 下書きのタイトル
            tags:
              - Swift
              - 初心者
            private: false
            updated_at: ''
            id: null
            organization_url_name: null
            slide: false
            ignorePublish: false
            ---

            """
        let file = try scratch.write("qiita-cli-draft.md", frontMatter + "本文の段落です。\n")
        let result = cli().run(["render", file, "--width", "60", "--color", "never"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "下書きのタイトル", "\(result.stdout)")
        #expect(lines.contains("#Swift #初心者"))
        #expect(lines.contains("本文の段落です。"))
        for key in ["title:", "private", "ignorePublish", "organization_url_name", "---"] {
            #expect(!result.stdout.contains(key), "\(key) in \(result.stdout)")
        }
    }

    @Test func fileIsRenderedForTheTerminal() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let file = try scratch.write("draft.md", Self.draft)
        let result = cli().run(["render", file, "--width", "60"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let text = result.stdout
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Without colour the structure stays visible: the heading keeps its level mark.
        #expect(Array(lines.prefix(2)) == ["# 下書きのタイトル", String(repeating: "═", count: 18)])
        #expect(text.replacingOccurrences(of: "\n", with: "").contains("ドキュメント[1]へ。"))
        #expect(lines.last { !$0.isEmpty } == "[1] https://example.com/guide")
        #expect(lines.contains { $0.hasPrefix("┌─ #1 app.rb ") } && lines.contains("│ puts \"hi\""))
        #expect(lines.contains { $0.hasPrefix("╭─ Warning ") } && text.contains("注意書きです"))
        #expect(!text.contains(":::"))
        #expect(lines.contains("1. 一つ目") && lines.contains("2. 二つ目"))
        #expect(lines.contains("│ 名前 │ 値 │") && lines.contains("│ 幅   │ 40 │"), "a table with aligned cells")
        #expect(lines.allSatisfy { ColumnWidth.of($0) <= 60 }, "\(lines.filter { ColumnWidth.of($0) > 60 })")
    }

    @Test(arguments: [["render", "-", "--width", "60"], ["render", "--width", "60"]])
    func stdinGivesTheSameAsTheFile(arguments: [String]) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let file = try scratch.write("draft.md", Self.draft)
        let fromFile = cli().run(["render", file, "--width", "60"])
        let fromStdin = cli().run(arguments, input: Self.draft)
        #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
        #expect(fromStdin.stdout == fromFile.stdout)
        #expect(!fromStdin.stdout.isEmpty)
    }

    @Test func articleRawPipedIntoRenderGivesTheArticleBody() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = try #require(server.corpus.publicItems.first)
        let article = QiitaCLI(server: server).run(["item", item.id, "--width", "70"])
        let raw = QiitaCLI(server: server).run(["item", item.id, "--raw"])
        let rendered = cli().run(["render", "--width", "70"], input: raw.stdout)
        #expect(rendered.status == 0)
        // The article is its header, then the body as render shows it (links numbered alike).
        let body = rendered.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.hasPrefix("── Links") }.joined(separator: "\n")
        #expect(!body.isEmpty && article.stdout.contains(body))
    }

    /// Far more than a pipe holds, into `head -1`: qiita ends quietly with success.
    @Test func readerClosingThePipeEarlyEndsQuietly() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let paragraphs = (1...3_000).map { "段落\($0): 日本語の文章と English words が混ざった段落です。" }
        let file = try scratch.write("long.md", "# 長い下書き\n\n" + paragraphs.joined(separator: "\n\n"))
        let runner = cli()
        var environment = runner.environment
        environment["QIITA"] = runner.executable
        let script = "{ \"$QIITA\" render '\(file)' 2>'\(scratch.path)/stderr'; echo $? >'\(scratch.path)/status'; } | head -1"
        let result = ProcessRunner(absolutePath: "/bin/sh", environment: environment).run(["-c", script])
        #expect(result.stdout == "# 長い下書き\n")
        #expect(scratch.read("status") == "0\n", "qiita's exit status")
        #expect(scratch.read("stderr") == "", "no broken-pipe noise")
    }

    @Test func missingFileIsOneLineAndExitOne() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = cli().run(["render", scratch.path + "/missing.md"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.errorLines == ["qiita: cannot read \(scratch.path)/missing.md: No such file or directory"])
    }

    /// A program or an image given by mistake is refused in one line, and so is UTF-16 text; a
    /// stray NUL in an article (its JSON can carry one) is only sanitized away.
    @Test func aFileThatIsNotTextIsRefusedInOneLine() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let program = cli().run(["render", "/bin/true", "--no-pager"])
        #expect(program.status == 1 && program.stdout.isEmpty)
        #expect(program.errorLines == ["qiita: cannot read /bin/true: it is not text (it holds NUL bytes)"])
        let notepad = scratch.path + "/notepad.md"
        #expect(FileManager.default.createFile(atPath: notepad, contents: Data([0xFF, 0xFE, 0x23, 0x00, 0x20, 0x00, 0x41, 0x00])))
        let utf16 = cli().run(["render", notepad, "--no-pager"])
        #expect(utf16.status == 1)
        #expect(utf16.errorLines == ["qiita: cannot read \(notepad): it is UTF-16 text; save it as UTF-8"])
        let runner = cli()
        let stdin = ProcessRunner(absolutePath: "/bin/sh", environment: runner.environment.merging(["QIITA": runner.executable]) { $1 })
            .run(["-c", "\"$QIITA\" render --no-pager </bin/true"])
        #expect(stdin.errorLines == ["qiita: cannot read standard input: it is not text (it holds NUL bytes)"])
        let stray = scratch.path + "/stray.md"
        let text = "# Title\n\nA \u{0} in a paragraph.\n\n" + String(repeating: "More of the article around it.\n", count: 10)
        #expect(FileManager.default.createFile(atPath: stray, contents: Data(text.utf8)))
        let strayNUL = cli().run(["render", stray, "--no-pager"])
        #expect(strayNUL.status == 0 && strayNUL.stdout.contains("in a paragraph."), "\(strayNUL.stderr)")
    }

    @Test(arguments: ["ftp://example.com", "not a url"])
    func aBadBaseURLDoesNotStopRenderingWhichNeedsNoHost(baseURL: String) throws {
        let result = ProcessRunner("qiita", environment: ["QIITA_PAGER": "", "QIITA_BASE_URL": baseURL])
            .run(["render", "--width", "60"], input: Self.draft)
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.contains("本文の段落です。"))
    }

    @Test func colourFollowsTheOption() throws {
        let always = cli().run(["render", "--color", "always"], input: Self.draft)
        #expect(TerminalOutput(always.stdoutBytes).sequences.contains { if case .sgr = $0 { true } else { false } })
        let never = ProcessRunner("qiita", environment: ["CLICOLOR_FORCE": "1"])
            .run(["render", "--color", "never"], input: Self.draft)
        #expect(!TerminalOutput(never.stdoutBytes).containsESC)
    }
}
