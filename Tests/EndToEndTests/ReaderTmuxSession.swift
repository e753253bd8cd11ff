import Foundation
import Glibc
import QiitaFake
import TestSupport

/// The real `qiita` binary running its reader in a tmux window, against a fake server started
/// by the test: what the user sees is read from the pane, the status line is parsed the way a
/// user reads it, and what the program left the terminal like is recorded when it ends.
///
/// The pane's shell runs `qiita`, then `stty -a` into a file (the tty's mode once qiita is
/// gone), then writes qiita's exit status into another file (the sign that it ended), then
/// keeps the pane open so that tmux can still be asked about the screen. Call ``close()`` in
/// every case.
struct ReaderTmuxSession {
    let tmux: TmuxSession
    /// Holds the program's HOME, its stderr, and the files the shell writes after it.
    let directory: String

    /// A fake server for the reader: a small corpus, and a rate budget that no test spends.
    static func startServer() throws -> FakeQiitaServer {
        try FakeServerHarness.start { $0.rateLimit = 100_000 }
    }

    /// Adds an article by alice to `server` and starts the reader on it (`browse --item ID`).
    static func onNewArticle(
        _ server: FakeQiitaServer, title: String, body: String, tags: [String] = ["Swift"], columns: Int = 100,
        rows: Int = 30, home: String? = nil
    ) throws -> (reader: ReaderTmuxSession, post: FakeItem) {
        let post = server.addItem(title: title, body: body, tags: tags, userID: "alice")
        let reader = try ReaderTmuxSession(
            server: server, arguments: ["browse", "--item", post.id], columns: columns, rows: rows, home: home)
        return (reader, post)
    }

    /// Starts `qiita ARGUMENTS` in a window of `columns` × `rows`, pointed at `server`. With
    /// `jobControl`, the shell runs it as a job: Ctrl-Z stops it, the shell says
    /// `[qiita stopped]`, and Enter brings it back to the foreground (`fg`).
    init(
        server: FakeQiitaServer, arguments: [String] = [], columns: Int = 120, rows: Int = 30, jobControl: Bool = false,
        home: String? = nil, baseURL: String? = nil, environment extra: [String: String] = [:]
    ) throws {
        directory = NSTemporaryDirectory() + "qiita-reader-tmux-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/home", withIntermediateDirectories: true)
        // A home of the test's own outlives the session: the next run finds its library there.
        let home = home ?? directory + "/home"
        let program = ([ProcessRunner.productsDirectory + "/qiita"] + arguments).map(Self.quoted).joined(separator: " ")
        let fixed = [
            "PATH=/usr/bin:/bin", "HOME=\(home)", "LANG=C.UTF-8", "TZ=Asia/Tokyo", "QIITA_BASE_URL=\(baseURL ?? server.baseURL)",
        ]
        let variables = fixed + extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let environment = variables.map(Self.quoted).joined(separator: " ")
        let folder = Self.quoted(directory)
        let resume = jobControl ? #"while [ $code -eq 148 ]; do echo "[qiita stopped]"; read line; fg; code=$?; done; "# : ""
        let command = """
            \(jobControl ? "set -m; " : "")env -i \(environment) TERM="$TERM" \(program) 2> \(folder)/stderr; code=$?; \(resume)\
            stty -a > \(folder)/stty; echo $code > \(folder)/status.new; mv \(folder)/status.new \(folder)/status; \
            exec sleep 600
            """
        do {
            tmux = try TmuxSession(command: command, columns: columns, rows: rows)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    /// Ends tmux and everything in it, and removes the files.
    func close() {
        tmux.kill()
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: The status line

    /// The reader's last row as a user reads it: where they are (the breadcrumb) on the left,
    /// the figures (loading mark, position, page or percentage, rate budget) on the right.
    struct StatusLine: Equatable, CustomStringConvertible {
        var breadcrumb: [String]
        var figures: [String]

        init(_ line: String) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let left: Substring
            if let gap = trimmed.range(of: "  ") {
                left = trimmed[..<gap.lowerBound]
                figures = trimmed[gap.upperBound...].split(separator: " ").map(String.init)
            } else {
                left = trimmed[...]
                figures = []
            }
            breadcrumb = left.isEmpty ? [] : left.components(separatedBy: " › ")
        }

        var isLoading: Bool { figures.contains("⟳") }

        /// A list's `selected/total`, when the status line shows one.
        var position: (selected: Int, total: Int)? {
            guard let first = figures.first, !isLoading else { return nil }
            let numbers = first.split(separator: "/").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }

        /// How far down an article the screen is, `NN%`, when one is shown.
        var percentage: Int? {
            figures.first { $0.hasSuffix("%") }.flatMap { Int($0.dropLast()) }
        }

        var description: String { breadcrumb.joined(separator: " › ") + " | " + figures.joined(separator: " ") }
    }

    /// Waits until a list has loaded at this place in the history, and returns the screen.
    @discardableResult
    func waitForList(_ breadcrumb: [String], timeout: Double = 10) async throws -> TmuxScreen {
        try await tmux.waitForScreen("the list at \(breadcrumb.joined(separator: " › "))", timeout: timeout) { screen in
            let status = StatusLine(screen.lastLine)
            return status.breadcrumb == breadcrumb && status.position != nil
        }
    }

    /// Waits until an article has loaded at this place in the history, and returns the screen.
    @discardableResult
    func waitForArticle(_ breadcrumb: [String], timeout: Double = 10) async throws -> TmuxScreen {
        try await tmux.waitForScreen("the article at \(breadcrumb.joined(separator: " › "))", timeout: timeout) { screen in
            let status = StatusLine(screen.lastLine)
            return status.breadcrumb == breadcrumb && !status.isLoading && status.percentage != nil
        }
    }

    // MARK: The process and the terminal

    /// The running `qiita`'s pid, once it has started.
    func qiitaPID() async throws -> pid_t {
        try await tmux.wait(for: "qiita to start") {
            tmux.paneProcesses().first { $0.name == "qiita" }?.pid
        }
    }

    /// The pane's tty mode right now: whether it is canonical (line editing) and echoes.
    func terminalMode() throws -> (canonical: Bool, echoing: Bool)? {
        let path = try tmux.value(of: "#{pane_tty}")
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var attributes = termios()
        guard tcgetattr(descriptor, &attributes) == 0 else { return nil }
        return (attributes.c_lflag & tcflag_t(ICANON) != 0, attributes.c_lflag & tcflag_t(ECHO) != 0)
    }

    /// How qiita ended and what it left behind.
    struct Ending {
        /// The exit status as the shell saw it (128 + N when signal N ended it).
        var status: Int32
        /// `stty -a`, run on the same tty right after qiita ended.
        var stty: String
        var alternateScreen: String
        var cursorVisible: String
        /// What qiita wrote on stderr.
        var errors: String

        private var sttySettings: Set<String> {
            Set(stty.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }).map(String.init))
        }

        /// Line editing is back (`icanon`, not `-icanon`).
        var isCanonical: Bool { sttySettings.contains("icanon") && !sttySettings.contains("-icanon") }
        /// Typed characters are shown again (`echo`, not `-echo`).
        var isEchoing: Bool { sttySettings.contains("echo") && !sttySettings.contains("-echo") }
    }

    /// Waits for qiita to end, then reads what the terminal was left like.
    func waitForEnd(timeout: Double = 10) async throws -> Ending {
        let status = try await tmux.wait(for: "qiita to end", timeout: timeout) {
            (try? String(contentsOfFile: directory + "/status", encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return Ending(
            status: status, stty: (try? String(contentsOfFile: directory + "/stty", encoding: .utf8)) ?? "",
            alternateScreen: try tmux.value(of: "#{alternate_on}"), cursorVisible: try tmux.value(of: "#{cursor_flag}"),
            errors: (try? String(contentsOfFile: directory + "/stderr", encoding: .utf8)) ?? "")
    }

    /// `text` as one word for `sh`.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
