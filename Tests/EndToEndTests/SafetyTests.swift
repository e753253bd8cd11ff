import Foundation
import QiitaFake
import Testing
import TestSupport

/// Text from the server (or a file) never drives the terminal: with colour off no escape
/// sequence, C1 control or bidirectional override reaches the output in any mode; with colour
/// on, only the SGR and OSC 8 sequences qiita writes itself. The fake server's `hostile` corpus
/// puts CSI, OSC 0/8/52, DCS, APC, C1 CSI, U+202E, NUL, BEL, DEL and CR in every text field.
@MainActor @Suite struct SafetyTests {
    private static func startHostile() throws -> (FakeQiitaServer, [FakeItem]) {
        let server = try FakeServerHarness.start { $0.hostile = true }
        return (server, server.corpus.items.filter { $0.userID == "mallory" })
    }

    /// A command line, and whether it runs on a terminal.
    struct Mode: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var onTerminal: Bool
        var environment: [String: String] = [:]
        var testDescription: String { (onTerminal ? "terminal: " : "piped: ") + arguments.joined(separator: " ") }

        /// Runs the command once for each hostile item when it names `ITEM`, else once; each
        /// result comes with the arguments it ran with.
        func run(_ cli: QiitaCLI, items: [FakeItem]) -> [(arguments: [String], result: ProcessRunner.Result)] {
            let cli = cli.adding(environment)
            let ids = arguments.contains("ITEM") ? items.map(\.id) : [""]
            return ids.map { id in
                let arguments = arguments.map { $0 == "ITEM" ? id : $0 }
                return (arguments, onTerminal ? cli.runOnTerminal(arguments) : cli.run(arguments))
            }
        }

        /// Everything the command wrote, stdout and stderr together.
        static func output(of result: ProcessRunner.Result) -> TerminalOutput {
            TerminalOutput(result.stdoutBytes + Array(result.stderr.utf8))
        }
    }

    /// Every output mode, colour off; `ITEM` stands for each hostile item's id.
    nonisolated static let colourlessModes = [
        Mode(arguments: ["items", "--color", "never"], onTerminal: true),
        Mode(arguments: ["items"], onTerminal: true, environment: ["NO_COLOR": "1"]),
        Mode(arguments: ["items"], onTerminal: false),
        Mode(arguments: ["items", "--color", "always"], onTerminal: false),
        Mode(arguments: ["user", "mallory", "--color", "never"], onTerminal: true, environment: ["COLUMNS": "200"]),
        Mode(arguments: ["user", "mallory"], onTerminal: false),
        Mode(arguments: ["tag", "Security", "--color", "never"], onTerminal: true),
        Mode(arguments: ["item", "ITEM", "--comments"], onTerminal: false),
        Mode(arguments: ["item", "ITEM", "--comments", "--color", "never"], onTerminal: true),
        Mode(arguments: ["item", "ITEM", "--width", "40"], onTerminal: true, environment: ["NO_COLOR": "1"]),
        Mode(arguments: ["item", "ITEM", "--raw"], onTerminal: true),
        Mode(arguments: ["comments", "ITEM"], onTerminal: false),
        Mode(arguments: ["comments", "ITEM", "--color", "never"], onTerminal: true),
    ]

    @Test(arguments: colourlessModes)
    func withoutColourNothingButTextReachesTheOutput(mode: Mode) throws {
        let (server, hostile) = try Self.startHostile()
        defer { server.stop() }
        for (arguments, result) in mode.run(QiitaCLI(server: server), items: hostile) {
            #expect(result.status == 0, "\(result.summary)")
            let output = Mode.output(of: result)
            #expect(output.problemsWithoutColour.isEmpty, "\(arguments): \(output.problemsWithoutColour)")
            #expect(
                ["URGENT", "Invoice", "コメント", "clipboard", "本文に攻撃が含まれます"]
                    .contains { output.plainText.contains($0) },
                "the hostile text itself is shown: \(output.plainText.prefix(300))")
        }
    }

    /// Colour on (and hyperlinks asked for): qiita's own SGR and OSC 8, nothing else.
    nonisolated static let colourModes = [
        Mode(arguments: ["items", "--color", "always"], onTerminal: true),
        Mode(arguments: ["user", "mallory"], onTerminal: true),
        Mode(arguments: ["item", "ITEM", "--comments"], onTerminal: true),
        Mode(arguments: ["item", "ITEM", "--raw", "--color", "always"], onTerminal: true),
        Mode(arguments: ["comments", "ITEM", "--color", "always"], onTerminal: true),
        Mode(arguments: ["item", "ITEM", "--color", "always"], onTerminal: false),
    ]

    @Test(arguments: colourModes)
    func withColourOnlyQiitasOwnStylesAndLinksReachTheOutput(mode: Mode) throws {
        let (server, hostile) = try Self.startHostile()
        defer { server.stop() }
        let cli = QiitaCLI(server: server, environment: ["QIITA_HYPERLINKS": "1"])
        for (arguments, result) in mode.run(cli, items: hostile) {
            #expect(result.status == 0, "\(result.summary)")
            let output = Mode.output(of: result)
            #expect(output.problemsWithColour.isEmpty, "\(arguments): \(output.problemsWithColour)")
            if !arguments.contains("--raw") {
                #expect(output.sequences.contains { if case .sgr = $0 { true } else { false } }, "colour is on")
            }
        }
    }

    @Test func hyperlinksAskedForAreQiitasOwnLinks() throws {
        let (server, hostile) = try Self.startHostile()
        defer { server.stop() }
        let item = try #require(hostile.first)
        let result = QiitaCLI(server: server, environment: ["QIITA_HYPERLINKS": "1"]).runOnTerminal(["item", item.id])
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.hyperlinkTargets.contains(item.url(baseURL: server.baseURL)), "the header's URL is a link")
        #expect(output.problemsWithColour.isEmpty, "\(output.problemsWithColour)")
    }

    @Test(arguments: [
        ["items", "--json"], ["items", "--json", "title,user,tags"], ["user", "mallory", "--json"],
        ["item", "ITEM", "--json"], ["comments", "ITEM", "--json"],
    ])
    func jsonOfHostileItemsIsValidAndEscapesEveryControl(arguments: [String]) throws {
        let (server, hostile) = try Self.startHostile()
        defer { server.stop() }
        let item = try #require(hostile.first)
        let result = QiitaCLI(server: server).run(arguments.map { $0 == "ITEM" ? item.id : $0 })
        #expect(result.status == 0, "\(result.summary)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.problemsWithoutColour.isEmpty, "\(output.problemsWithoutColour)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdoutBytes))
        let objects = (parsed as? [[String: Any]]) ?? [(parsed as? [String: Any]) ?? [:]]
        if arguments[0] == "comments" {
            let expected = server.corpus.comments(onItem: item.id).map(\.body)
            #expect(objects.compactMap { $0["body"] as? String } == expected, "the controls survive as JSON escapes")
        } else {
            let titles = Set(hostile.map(\.title))
            let shown = objects.compactMap { $0["title"] as? String }.filter { titles.contains($0) }
            #expect(!shown.isEmpty, "the hostile titles come back exactly as the server sent them")
        }
    }

    // MARK: Error messages

    @Test(arguments: [
        ["item", "\u{1B}]52;c;cm0gLXJmIH4K\u{07}"], ["tag", "\u{1B}[2J\u{1B}[Hno/such"], ["user", "\u{9B}31mbad\u{202E}user"],
        ["items", "--json", "id,\u{1B}]0;pwned\u{07}"], ["items", "--base-url", "http://\u{1B}[31mevil"],
        ["items", "--team", "\u{1B}Pq\u{1B}\\"], ["items", "--\u{1B}[31mbogus"], ["tag", "no\u{202E}such"],
        ["item", "https://qiita.com/\u{1B}c/items/x"],
    ])
    func errorMessagesNeverCarryControls(arguments: [String]) throws {
        let (server, _) = try Self.startHostile()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(arguments)
        #expect(result.status == 2 || result.status == 3, "\(result.summary)")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        let output = TerminalOutput(result.stderr)
        #expect(output.problemsWithoutColour.isEmpty, "\(output.problemsWithoutColour)")
    }

    @Test func nextPageHintQuotesTheCommandWithoutItsControls() throws {
        let (server, _) = try Self.startHostile()
        defer { server.stop() }
        let result = QiitaCLI(server: server).runOnTerminal(["items", "--query=-tag:\u{1B}]0;pwned\u{07}x", "--color", "never"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.terminalText.contains("next: qiita items"), "\(result.terminalText)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.problemsWithoutColour.isEmpty, "\(output.problemsWithoutColour)")
    }

    // MARK: render

    static let attacks = [
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}]0;title\u{07}", "\u{1B}]52;c;ZXZpbA==\u{1B}\\",
        "\u{1B}]8;;https://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{1B}P1$r\u{1B}\\", "\u{1B}_apc\u{1B}\\",
        "\u{1B}^pm\u{1B}\\", "\u{1B}Xsos\u{1B}\\", "\u{9B}2J", "\u{9D}0;c1 osc\u{9C}", "\u{202E}rtl\u{202C}",
        "\u{2066}iso\u{2069}", "NUL\u{0}", "BEL\u{7}", "DEL\u{7F}", "CR\rX", "\u{1B}c", "\u{1B}7", "\u{1B}", "\u{1B}[",
        "\u{1B}]8;;", "\u{90}dcs", "\u{8D}",
    ]

    /// Markdown with the attacks in every construct, then a fixed scramble of attacks, Japanese
    /// text and markdown punctuation (the same on every run, and different neighbours each time).
    static func hostileMarkdown() -> String {
        var markdown = ""
        for (index, attack) in attacks.enumerated() {
            markdown += """
                # 見出し\(attack)

                段落 \(attack) **太字\(attack)** `コード\(attack)` [リンク\(attack)](https://example.com/\(index)\(attack))
                ![画像\(attack)](https://example.com/\(index).png)

                - 項目\(attack)
                > 引用\(attack)

                ```bash:file\(attack).sh
                echo "\(attack)"
                ```

                :::note warn
                注意\(attack)
                :::

                | 列\(attack) | b |
                |---|---|
                | \(attack) | 2 |

                脚注[^\(index)]

                [^\(index)]: 脚注の本文\(attack)


                """
        }
        let pieces =
            attacks + ["日本語", "English", "*", "_", "`", "[", "]", "(", ")", "\n", "\n\n", "|", "#", "> ", "- ", "$"]
        for line in 0..<300 {
            markdown += (0..<12).map { position in pieces[(line * 31 + position * 17 + line * position) % pieces.count] }
                .joined()
        }
        return markdown
    }

    @Test(arguments: [40, 100])
    func renderOfHostileMarkdownWithoutColourHasNoControls(width: Int) throws {
        let result = ProcessRunner("qiita", environment: ["QIITA_PAGER": ""])
            .run(["render", "--color", "never", "--width", String(width)], input: Self.hostileMarkdown())
        #expect(result.status == 0, "\(result.stderr)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.problemsWithoutColour.isEmpty, "\(output.problemsWithoutColour)")
        #expect(output.plainText.contains("見出し") && output.plainText.contains("注意"))
    }

    @Test func renderOfHostileMarkdownWithColourHasOnlyItsOwnSequences() throws {
        let result = ProcessRunner("qiita", environment: ["QIITA_PAGER": "", "QIITA_HYPERLINKS": "1"])
            .run(["render", "--color", "always", "--width", "80"], input: Self.hostileMarkdown())
        #expect(result.status == 0, "\(result.stderr)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.problemsWithColour.isEmpty, "\(output.problemsWithColour)")
        #expect(!output.hyperlinkTargets.isEmpty, "links are on")
    }

    @Test func renderOfInvalidUTF8IsSafe() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let file = scratch.path + "/bytes.md"
        // A raw C1 CSI byte, a cut-off UTF-8 sequence, 0xFF, and an unterminated OSC.
        let attack: [UInt8] = [0x9B, 0x32, 0x4A, 0xC2, 0xFF, 0x1B, 0x5D, 0x30, 0x3B, 0x78, 0x07]
        let bytes = Array("# 見出し\n\n".utf8) + attack + Array(" 本文\n".utf8)
        #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)))
        let result = ProcessRunner("qiita").run(["render", file, "--color", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.problemsWithoutColour.isEmpty, "\(output.problemsWithoutColour)")
        #expect(output.plainText.contains("本文"))
    }
}
