import Foundation
import QiitaFake
import TestSupport

/// The built `qiita` binary aimed at one fake server, run the way a user runs it: piped, or with
/// stdout and stderr on a terminal of a given size.
///
/// The pager is off unless a test asks for one (`QIITA_PAGER` empty), so no test can end up
/// waiting on `less`; the home folder is a fresh one, so no real credentials are ever read.
struct QiitaCLI {
    let server: FakeQiitaServer
    var environment: [String: String]

    init(server: FakeQiitaServer, environment: [String: String] = [:]) {
        self.server = server
        var base = ["QIITA_BASE_URL": server.baseURL, "QIITA_PAGER": ""]
        base.merge(environment) { $1 }
        self.environment = base
    }

    /// A copy with more environment variables (or changed ones).
    func adding(_ extra: [String: String]) -> QiitaCLI {
        var copy = self
        copy.environment.merge(extra) { $1 }
        return copy
    }

    /// A copy without some environment variables.
    func removing(_ names: String...) -> QiitaCLI {
        var copy = self
        for name in names { copy.environment[name] = nil }
        return copy
    }

    /// Runs with stdin from `input` and stdout and stderr on pipes.
    func run(_ arguments: [String], input: String? = nil) -> ProcessRunner.Result {
        withFreshHome { $0.run(arguments, input: input, timeout: 20) }
    }

    /// Runs with stdout and stderr on one pseudo-terminal; what it showed comes back as `stdout`.
    func runOnTerminal(
        _ arguments: [String], columns: Int = 100, rows: Int = 40, input: String? = nil
    ) -> ProcessRunner.Result {
        withFreshHome { $0.runOnTerminal(arguments, columns: columns, rows: rows, input: input, timeout: 20) }
    }

    /// Runs `script` with `/bin/sh -c`, `$QIITA` naming the binary, for pipelines such as
    /// `"$QIITA" items | head -1`.
    func runShell(_ script: String) -> ProcessRunner.Result {
        withFreshHome { runner in
            var environment = runner.environment
            environment["QIITA"] = runner.executable
            return ProcessRunner(absolutePath: "/bin/sh", environment: environment).run(["-c", script], timeout: 20)
        }
    }

    /// Each run gets a home of its own, so no run sees the rate ledger or credentials another
    /// left; it is removed afterwards (qiita writes its ledger there).
    private func withFreshHome(_ body: (ProcessRunner) -> ProcessRunner.Result) -> ProcessRunner.Result {
        let home = NSTemporaryDirectory() + "qiita-e2e-home-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        return body(ProcessRunner("qiita", environment: environment, home: home))
    }
}

extension ProcessRunner.Result {
    /// What a terminal showed, with the terminal's CR LF line ends turned back into LF.
    var terminalText: String {
        stdout.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The lines of stdout (piped), without the final empty one.
    var lines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The lines of stderr, without the final empty one.
    var errorLines: [String] {
        var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A summary for failure messages.
    var summary: String {
        "exit \(status)\(signal.map { ", signal \($0)" } ?? "")\(timedOut ? ", timed out" : "")\n"
            + "stdout: \(stdout.prefix(2_000))\nstderr: \(stderr.prefix(2_000))"
    }
}
