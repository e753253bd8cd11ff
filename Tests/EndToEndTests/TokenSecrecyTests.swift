import Foundation
import QiitaFake
import Testing
import TestSupport

/// The token never appears in output, traces or messages, and never travels in clear text to
/// anything but this machine.
@MainActor @Suite struct TokenSecrecyTests {
    nonisolated static let token = "7f3c9a1e5b2d8f4a6c0e9b7d5a3f1c8e2b4d6a0f"

    @Test func noCommandEverPrintsTheToken() throws {
        var configuration = FakeServerHarness.smallConfiguration()
        configuration.hostile = true
        let user = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = [Self.token: user]
        let server = try FakeServerHarness.start(configuration)
        defer { server.stop() }
        let item = server.corpus.publicItems[0].id
        let home = NSTemporaryDirectory() + "qiita-secrecy-" + UUID().uuidString
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_TOKEN": Self.token], home: home)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let commands: [[String]] = [
            ["items", "--limit", "30"], ["items", "-q", "tag:Swift", "--json"], ["tag", "Swift"], ["user", user],
            ["user", "@me"], ["item", item, "--no-pager", "--comments"], ["item", item, "--json"], ["item", item, "--raw"],
            ["comments", item], ["stocks"], ["stock", item], ["unstock", item], ["rate", "--check"], ["auth", "status"],
            ["item", "0000000000000000dead"], ["user", "nobody-here"], ["items", "--page", "101"],
        ]
        for command in commands {
            let result = runner.run(command + ["--verbose", "--refresh"])
            #expect(!result.stdout.contains(Self.token), "stdout of \(command)")
            #expect(!result.stderr.contains(Self.token), "stderr of \(command)")
            #expect(result.stderr.contains("with token") || result.status == 2, "\(command) ran with the token")
        }
        let onTerminal = runner.runOnTerminal(["item", item, "--verbose", "--no-pager"])
        #expect(!onTerminal.stdout.contains(Self.token))
        let ledger = try String(contentsOfFile: home + "/.local/state/qiita/rate.json", encoding: .utf8)
        #expect(!ledger.contains(Self.token))
    }

    @Test func plainHTTPWithATokenOnlyToThisMachine() {
        let runner = ProcessRunner(environment: ["QIITA_TOKEN": Self.token])
        let result = runner.run(["items", "--base-url", "http://qiita.example.invalid"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to send the token over plain http"))
        #expect(!result.stderr.contains(Self.token))
    }

    @Test func thereIsNoWayToTurnTLSVerificationOff() {
        let runner = ProcessRunner()
        for flag in ["--insecure", "--no-verify", "-k"] {
            #expect(runner.run(["items", flag]).status == 2)
        }
    }
}
