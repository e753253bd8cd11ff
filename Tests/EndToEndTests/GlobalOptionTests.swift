import Foundation
import QiitaFake
import Testing
import TestSupport

/// Options every command takes (host, team, colour, tracing), the token from the environment,
/// and the root command's help, version and completion scripts.
@MainActor @Suite struct GlobalOptionTests {
    // MARK: Host

    @Test func baseURLOptionWinsOverTheEnvironment() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let closed = try ClosedPort()
        let cli = QiitaCLI(server: server, environment: ["QIITA_BASE_URL": closed.baseURL])
        let result = cli.run(["items", "--per-page", "3", "--base-url", server.baseURL])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(3)))
        let fromEnvironment = cli.run(["items"])
        #expect(fromEnvironment.status == 6, "QIITA_BASE_URL alone is used: \(fromEnvironment.summary)")
    }

    @Test(arguments: [
        ["--verbose", "--base-url", "BASE", "items", "--limit", "3"],
        ["--base-url=BASE", "--timeout", "10", "--verbose", "items", "--limit", "3"],
    ])
    func globalOptionsMayComeBeforeTheCommand(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server, environment: ["QIITA_BASE_URL": "http://127.0.0.1:1"])
        let result = cli.run(arguments.map { $0.replacingOccurrences(of: "BASE", with: server.baseURL) })
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(3)))
        #expect(result.stderr.contains("* GET \(server.baseURL)/api/v2/items"), "\(result.stderr)")
    }

    /// Every option that all request commands share (read from the command definitions, so a
    /// new global option is included) is accepted before the command's name: the arguments reach
    /// `items`' own validation instead of failing as unknown.
    @Test func everySharedOptionMayComeBeforeTheCommand() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        let dump = cli.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let subcommands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        func options(of name: String) throws -> [String: String] {
            let command = try #require(subcommands.first { $0["commandName"] as? String == name }, "\(name)")
            var found: [String: String] = [:]
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for spelling in argument["names"] as? [[String: Any]] ?? [] where spelling["kind"] as? String == "long" {
                    found["--" + (spelling["name"] as? String ?? "")] = argument["kind"] as? String
                }
            }
            return found
        }
        var shared = try options(of: "items")
        for name in ["tag", "user", "item", "comments", "stocks", "stock"] {
            let theirs = try options(of: name)
            shared = shared.filter { theirs[$0.key] != nil }
        }
        shared["--help"] = nil
        shared["--version"] = nil
        let values = ["--base-url": server.baseURL, "--team": "someteam", "--timeout": "5", "--color": "never"]
        #expect(shared.count >= 6, "\(shared)")
        for (option, kind) in shared.sorted(by: { $0.key < $1.key }) {
            var arguments = [option]
            if kind == "option" { arguments.append(try #require(values[option], "a value to try \(option) with")) }
            let result = cli.run(arguments + ["items", "--per-page", "0"])
            #expect(result.stderr.contains("--per-page must be between 1 and 100"), "\(option): \(result.summary)")
        }
    }

    /// The man page is generated from the same help (`make man`), by swift-argument-parser's
    /// generate-manual, which drops every character outside ASCII: an en dash or a Japanese tag
    /// in the help would leave a hole in the page ("(1100)", "qiita tag  --limit").
    @Test func theHelpTheManPageIsMadeFromIsASCII() throws {
        let dump = ProcessRunner("qiita").run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let outside = dump.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(outside.isEmpty, "not ASCII: \(String(String.UnicodeScalarView(outside)))")
    }

    /// `qiita` alone is the reader, with or without its options, while the root still answers
    /// for itself: help, the version, completion scripts.
    @Test func withNoCommandNamedQiitaIsTheReader() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        for arguments in [[], ["--tag", "Swift"], ["--color", "never", "-q", "swift"], ["--base-url", server.baseURL]] {
            let reader = cli.run(arguments)
            reader.expectOneLineError(status: 2)
            #expect(reader.stderr.contains("the reader needs a terminal"), "qiita \(arguments): \(reader.summary)")
        }
        let typo = cli.run(["itemz"])
        typo.expectOneLineError(status: 2)
        #expect(typo.stderr.contains("'itemz'") && typo.stderr.contains("(see 'qiita --help')"), "\(typo.summary)")
        let help = cli.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("SUBCOMMANDS:") && help.stdout.contains("browse"), "\(help.summary)")
        let version = cli.run(["--color", "never", "--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("qiita "), "\(version.summary)")
        let completion = cli.run(["--generate-completion-script=bash"])
        #expect(completion.status == 0 && completion.stdout.contains("qiita"), "\(completion.summary)")
        #expect(server.stats.totalRequests == 0)
    }

    /// A parent may start qiita with signals blocked (they stay blocked in every thread it
    /// starts); one sent while it waits for the server still ends it, as with nothing blocked.
    @Test func aSignalTheParentBlockedStillEndsARun() throws {
        let server = try FakeServerHarness.start { $0.latencyMilliseconds = 3_000 }
        defer { server.stop() }
        var runner = ProcessRunner()
        runner.environment["QIITA_BASE_URL"] = server.baseURL
        let result = runner.run(["items"], blocking: [SIGTERM], sending: .init(SIGTERM, after: 0.5), timeout: 20)
        #expect(result.signal == SIGTERM, "\(result.status) \(result.stderr)")
    }

    @Test(arguments: [["items", "-hv"], ["tag", "Swift", "-hx"], ["auth", "status", "-h"]])
    func helpAskedInAGroupOfShortFlagsNamesTheWholeCommand(arguments: [String]) throws {
        let result = ProcessRunner("qiita").run(arguments)
        #expect(result.status == 0 && result.stdout.contains("USAGE: qiita " + arguments[0]), "\(result.summary)")
    }

    @Test func helpAfterACommandIsAnUnexpectedArgument() throws {
        let result = ProcessRunner("qiita").run(["auth", "help", "login"])
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("'help'") && result.stderr.contains("(see 'qiita auth --help')"), "\(result.summary)")
    }

    @Test func anOptionAfterTheCommandWinsOverTheSameOneBeforeIt() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let closed = try ClosedPort()
        let cli = QiitaCLI(server: server)
        let later = cli.run(["--base-url", closed.baseURL, "items", "--limit", "2", "--base-url", server.baseURL])
        #expect(later.status == 0, "\(later.summary)")
        #expect(later.lines == server.tsvLines(server.corpus.publicItems.prefix(2)))
        let nested = cli.adding(["QIITA_BASE_URL": closed.baseURL]).run(["--base-url", server.baseURL, "auth", "status"])
        #expect(nested.stdout.contains(server.baseURL.replacingOccurrences(of: "http://", with: "")), "\(nested.summary)")
        let help = cli.run(["--verbose", "help", "items"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: qiita items"), "\(help.summary)")
    }

    @Test func globalOptionsBeforeAndAfterTheCommandAreCheckedTogether() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["--team=someteam", "items", "--base-url", server.baseURL])
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("--base-url and --team"), "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }

    @Test(arguments: ["", "/", "/api/v2", "/api/v2/"])
    func baseURLMayEndInASlashOrTheAPIPath(suffix: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server).removing("QIITA_BASE_URL")
        let result = cli.run(["items", "--per-page", "2", "--base-url", server.baseURL + suffix])
        #expect(result.lines == server.tsvLines(server.corpus.publicItems.prefix(2)), "\(result.summary)")
        let viaEnvironment = cli.adding(["QIITA_BASE_URL": server.baseURL + suffix]).run(["items", "--per-page", "2"])
        #expect(viaEnvironment.lines == result.lines)
    }

    @Test func badBaseURLIsAUsageError() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        cli.run(["items", "--base-url", "ftp://example.com"]).expectOneLineError(status: 2)
        let fromEnvironment = cli.adding(["QIITA_BASE_URL": "qiita.example"]).run(["items"])
        fromEnvironment.expectOneLineError(status: 2)
        #expect(fromEnvironment.stderr.contains("QIITA_BASE_URL"), "\(fromEnvironment.stderr)")
    }

    /// A team host is never reached from a test: libcurl goes through a proxy on a closed port,
    /// so the request fails at once and the trace and message show which URL was built.
    @Test func teamMeansTheTeamsHost() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let proxy = try ClosedPort()
        let cli = QiitaCLI(server: server, environment: ["https_proxy": proxy.baseURL, "HTTPS_PROXY": proxy.baseURL])
        let result = cli.run(["items", "--team", "Acme", "--verbose"])
        #expect(result.status == 6, "\(result.summary)")
        #expect(result.stderr.contains("* GET https://acme.qiita.com/api/v2/items?page=1&per_page=20 "), "\(result.stderr)")
        #expect(result.errorLines.last?.hasPrefix("qiita: cannot connect to acme.qiita.com") == true, "\(result.stderr)")
        #expect(server.stats.totalRequests == 0, "QIITA_BASE_URL is not used when --team is given")
    }

    @Test func teamArticleOpensOnTheTeamsSite() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let cli = QiitaCLI(server: server, environment: ["BROWSER": try scratch.recordingBrowser()])
        let result = cli.run(["item", "0123456789abcdef0123", "--team", "acme", "--web"])
        #expect(result.status == 0, "\(result.summary)")
        let opened = try #require(scratch.read("browser.txt"))
        #expect(opened.hasPrefix("https://acme.qiita.com/") && opened.hasSuffix("/items/0123456789abcdef0123\n"), "\(opened)")
    }

    @Test(arguments: [["--team", "acme", "--base-url", "https://qiita.com"], ["--team", "bad_name"], ["--team", ""]])
    func badTeamIsAUsageError(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        QiitaCLI(server: server).run(["items"] + arguments).expectOneLineError(status: 2)
        #expect(server.stats.totalRequests == 0)
    }

    // MARK: Colour

    struct ColourCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var environment: [String: String]
        var onTerminal: Bool
        var coloured: Bool
        var testDescription: String {
            let place = onTerminal ? "terminal" : "piped"
            return "\(place) \(arguments.joined(separator: " ")) \(environment) → \(coloured ? "colour" : "plain")"
        }
    }

    nonisolated static let colourCases = [
        ColourCase(arguments: [], environment: [:], onTerminal: true, coloured: true),
        ColourCase(arguments: [], environment: [:], onTerminal: false, coloured: false),
        ColourCase(arguments: ["--color", "never"], environment: [:], onTerminal: true, coloured: false),
        ColourCase(arguments: ["--color", "always"], environment: [:], onTerminal: false, coloured: true),
        ColourCase(arguments: ["--color=auto"], environment: ["NO_COLOR": "1"], onTerminal: true, coloured: false),
        ColourCase(arguments: ["--color", "always"], environment: ["NO_COLOR": "1"], onTerminal: true, coloured: true),
        ColourCase(arguments: [], environment: ["CLICOLOR_FORCE": "1"], onTerminal: false, coloured: true),
        ColourCase(arguments: [], environment: ["CLICOLOR_FORCE": "0"], onTerminal: false, coloured: false),
        ColourCase(arguments: [], environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], onTerminal: false, coloured: false),
        ColourCase(arguments: [], environment: ["TERM": "dumb"], onTerminal: true, coloured: false),
    ]

    @Test(arguments: colourCases)
    func colourFollowsTheOptionAndTheEnvironment(colour: ColourCase) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let item = try #require(server.corpus.publicItems.first)
        let cli = QiitaCLI(server: server, environment: colour.environment)
        let arguments = ["item", item.id] + colour.arguments
        let result = colour.onTerminal ? cli.runOnTerminal(arguments, rows: 500) : cli.run(arguments)
        #expect(result.status == 0, "\(result.summary)")
        let output = TerminalOutput(result.stdoutBytes)
        #expect(output.containsESC == colour.coloured, "\(output.sequences.prefix(3))")
        #expect(output.plainText.contains(item.title))
    }

    @Test func tablesFollowColourToo() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        #expect(TerminalOutput(cli.runOnTerminal(["items"]).stdoutBytes).containsESC)
        #expect(!TerminalOutput(cli.adding(["NO_COLOR": "1"]).runOnTerminal(["items"]).stdoutBytes).containsESC)
        #expect(!TerminalOutput(cli.run(["items", "--color", "always"]).stdoutBytes).containsESC, "TSV is never coloured")
    }

    @Test func unknownColourIsAUsageError() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--color", "sometimes"])
        result.expectOneLineError(status: 2)
    }

    // MARK: Verbose

    @Test func verboseTracesEachRequestOnStderrAndLeavesStdoutAlone() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        let result = cli.run(["items", "--per-page", "5", "--limit", "10", "--verbose"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout == cli.run(["items", "--per-page", "5", "--limit", "10"]).stdout)
        #expect(result.errorLines.count == 2, "\(result.stderr)")
        for (page, line) in result.errorLines.enumerated() {
            let prefix = "* GET \(server.baseURL)/api/v2/items?page=\(page + 1)&per_page=5 → 200 in "
            #expect(line.hasPrefix(prefix) && line.contains(" ms"), "\(line)")
            #expect(line.hasSuffix(", anonymous"), "\(line)")
        }
    }

    @Test func verboseShowsTheRateFigures() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items", "--per-page", "5", "--limit", "10", "--verbose"])
        #expect(result.errorLines.count == 2, "\(result.stderr)")
        #expect(result.errorLines.first?.contains(" ms, rate 59/60, anonymous") == true, "\(result.stderr)")
        #expect(result.errorLines.last?.contains(" ms, rate 58/60, anonymous") == true, "\(result.stderr)")
    }

    @Test func verboseShowsRetriesAndFailures() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        server.inject(.status(503), count: 3)
        let result = QiitaCLI(server: server).run(["items", "--verbose"])
        #expect(result.status == 7)
        let traces = result.errorLines.filter { $0.hasPrefix("* GET ") }
        #expect(traces.count == 3, "\(result.stderr)")
        #expect(traces.allSatisfy { $0.contains("→ 503 in ") }, "\(traces)")
        #expect(traces[1].contains("(attempt 2)") && traces[2].contains("(attempt 3)"))
        #expect(result.errorLines.last?.hasPrefix("qiita: Qiita failed (HTTP 503") == true, "\(result.stderr)")
    }

    // MARK: Token

    @Test func tokenFromTheEnvironmentIsSentAsABearerToken() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["secret-token-123": "alice"] }
        defer { server.stop() }
        let cli = QiitaCLI(server: server, environment: ["QIITA_TOKEN": "secret-token-123"])
        let me = cli.run(["user", "@me", "--per-page", "3", "--verbose"])
        #expect(me.status == 0, "the token-only endpoint accepts it: \(me.summary)")
        #expect(me.stderr.contains(", with token"), "\(me.stderr)")
        #expect(!me.stderr.contains("secret-token-123") && !me.stdout.contains("secret-token-123"), "never shown")
        // On public endpoints too: the fake refuses a token it does not know on any request.
        let refused = cli.adding(["QIITA_TOKEN": "secret-token-124"]).run(["items"])
        #expect(refused.status == 4, "\(refused.summary)")
    }

    @Test func qiitaTokenWinsOverQiitaAccessTokenAndAnEmptyOneIsIgnored() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["good": "alice"] }
        defer { server.stop() }
        let cli = QiitaCLI(server: server)
        #expect(cli.adding(["QIITA_TOKEN": "good", "QIITA_ACCESS_TOKEN": "bad"]).run(["user", "@me"]).status == 0)
        #expect(cli.adding(["QIITA_TOKEN": "", "QIITA_ACCESS_TOKEN": "good"]).run(["user", "@me"]).status == 0)
        #expect(cli.adding(["QIITA_TOKEN": "bad", "QIITA_ACCESS_TOKEN": "good"]).run(["user", "@me"]).status == 4)
    }

    @Test func tokenReadFromAFileWithItsNewlineStillWorks() throws {
        let server = try FakeServerHarness.start { $0.tokens = ["good": "alice"] }
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_TOKEN": "good\n"]).run(["user", "@me"])
        #expect(result.status == 0, "\(result.summary)")
    }

    /// A line break inside the token would end the Authorization header and start another one:
    /// such a token is refused before anything is sent.
    @Test(arguments: ["good\r\nX-Injected: 1", "bad\r\nAuthorization: Bearer good", "go\nod"])
    func tokenWithALineBreakInsideIsRefusedBeforeSending(token: String) throws {
        let server = try FakeServerHarness.start { $0.tokens = ["good": "alice"] }
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_TOKEN": token]).run(["user", "@me"])
        #expect(result.status != 0, "\(result.summary)")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        #expect(server.stats.totalRequests == 0, "no request carries the broken header")
    }

    @Test func tokenIsNeverSentInClearToAnotherMachine() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server, environment: ["QIITA_TOKEN": "t"])
            .run(["items", "--base-url", "http://qiita.example.invalid"])
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("plain http"), "\(result.stderr)")
    }

    @Test(arguments: [["--token", "abc"], ["--token=abc"], ["--access-token", "abc"]])
    func aTokenIsNeverAcceptedOnTheCommandLine(arguments: [String]) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["items"] + arguments)
        result.expectOneLineError(status: 2)
        #expect(result.stderr.contains("unknown option"), "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }

    // MARK: Help, version, completion

    private static let subcommands = ["items", "tag", "user", "item", "comments", "render"]

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsKnowEverySubcommand(shell: String) throws {
        let result = ProcessRunner("qiita").run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let words = Set(result.stdout.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.map(String.init))
        for command in Self.subcommands {
            #expect(words.contains(command), "\(shell) completes \(command)")
        }
        #expect(result.stdout.contains("per-page") && result.stdout.contains("json"), "and their options")
    }

    @Test func versionIsPrinted() throws {
        let result = ProcessRunner("qiita").run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: /qiita \d+\.\d+\.\d+\S*\n/) != nil, "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test func helpListsTheSubcommandsAndTheExitStatuses() throws {
        let result = ProcessRunner("qiita").run(["--help"])
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for command in Self.subcommands {
            #expect(text.contains(" \(command) "), "lists \(command)")
        }
        for status in [
            "0 success", "1 other failure", "2 usage error", "3 not found", "4 authentication", "5 rate limited",
            "6 network failure", "7 server failure",
        ] {
            #expect(text.contains(status), "\(status)")
        }
    }

    @Test(arguments: [["items", "--help"], ["help", "item"], ["render", "-h"]])
    func subcommandHelpGoesToStdout(arguments: [String]) throws {
        let result = ProcessRunner("qiita").run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("USAGE: qiita ") && result.stderr.isEmpty)
    }
}
