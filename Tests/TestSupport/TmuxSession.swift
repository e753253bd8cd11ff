import Foundation
import Glibc

/// A tmux server of the test's own (a private socket, no user configuration, no status bar)
/// with one window running one shell command: end-to-end tests drive a full-screen program in
/// it with `send-keys` and read what a user would see with `capture-pane`.
///
/// Everything is awaited by polling the screen (or anything else) against a deadline; nothing
/// assumes how long the program takes. Call ``kill()`` when done, in every case
/// (`defer { session.kill() }`): it ends the server and whatever still runs in the pane.
package struct TmuxSession: Sendable {
    /// The name of the private socket (`tmux -L`), unique per session.
    package let socket: String
    /// The pid of the pane's shell: the program's parent.
    package let panePID: pid_t
    /// Where the socket is; tmux leaves it behind when its server ends.
    private let socketPath: String
    private let runner: ProcessRunner

    private static let target = "e2e"

    /// `tmux` from `PATH`, or nil when it is not installed.
    package static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Starts a server and a window of `columns` × `rows` running `command` with `/bin/sh -c`.
    package init(command: String, columns: Int, rows: Int) throws(TmuxError) {
        guard let executable = Self.executable else {
            throw .commandFailed(arguments: [], status: -1, message: "tmux is not installed (apt-get install tmux)")
        }
        socket = "qiita-reader-\(getpid())-\(UUID().uuidString.prefix(8))"
        // UTF-8, so that `capture-pane` prints wide characters as they are.
        runner = ProcessRunner(
            absolutePath: executable,
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(),
                "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ])
        let start = [
            "start-server", ";",
            "set-option", "-g", "status", "off", ";",
            "set-option", "-g", "default-shell", "/bin/sh", ";",
            "set-option", "-g", "remain-on-exit", "off", ";",
            "new-session", "-d", "-s", Self.target, "-x", String(columns), "-y", String(rows), command,
        ]
        let made = Self.run(runner, socket: socket, start)
        guard made.status == 0 else {
            throw .commandFailed(arguments: start, status: made.status, message: made.stderr)
        }
        let format = "#{pane_pid} #{socket_path}"
        let facts = Self.run(runner, socket: socket, ["display-message", "-p", "-t", Self.target, format])
        let words = facts.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        guard facts.status == 0, words.count == 2, let pid = pid_t(words[0]) else {
            _ = Self.run(runner, socket: socket, ["kill-server"])
            throw .commandFailed(arguments: ["display-message", format], status: facts.status, message: facts.stderr)
        }
        panePID = pid
        socketPath = String(words[1])
    }

    // MARK: Driving

    /// Presses keys by tmux's names: `j`, `Enter`, `BSpace`, `C-c`, `Escape`, `Up`.
    package func press(_ keys: String...) throws(TmuxError) {
        try tmux(["send-keys", "-t", Self.target] + keys)
    }

    /// Types `text` literally, character by character as a user would.
    package func type(_ text: String) throws(TmuxError) {
        try tmux(["send-keys", "-t", Self.target, "-l", text])
    }

    /// Resizes the window, as a user dragging the terminal's edge would (the program gets SIGWINCH).
    package func resize(columns: Int, rows: Int) throws(TmuxError) {
        try tmux(["resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows)])
    }

    /// Sets a server option, such as `set-clipboard on` (tmux then keeps what a program sends
    /// with OSC 52 as a paste buffer).
    package func setServerOption(_ name: String, _ value: String) throws(TmuxError) {
        try tmux(["set-option", "-s", name, value])
    }

    // MARK: Reading

    /// The newest paste buffer, nil when there is none.
    package func pasteBuffer() -> String? {
        let result = Self.run(runner, socket: socket, ["show-buffer"])
        return result.status == 0 ? result.stdout : nil
    }

    /// What the pane shows now.
    package func capture() throws(TmuxError) -> TmuxScreen {
        // One call, so that the size and the contents are of the same moment.
        let output = try tmux([
            "display-message", "-p", "-t", Self.target, "#{pane_width} #{pane_height}", ";",
            "capture-pane", "-p", "-t", Self.target,
        ])
        let (first, rest) = output.firstIndex(of: "\n").map { (output[..<$0], output[output.index(after: $0)...]) }
            ?? (output[...], "")
        let size = first.split(separator: " ").compactMap { Int($0) }
        return TmuxScreen(text: String(rest), columns: size.first ?? 0, rows: size.last ?? 0)
    }

    /// What the pane shows now, each line with the SGR sequences tmux would draw it with, for
    /// a test that checks how text looks (reversed, bold), not only what it says.
    package func captureStyledLines() throws(TmuxError) -> [String] {
        try tmux(["capture-pane", "-p", "-e", "-t", Self.target]).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// A tmux format expanded for the pane, such as `#{alternate_on}` or `#{cursor_flag}`.
    package func value(of format: String) throws(TmuxError) -> String {
        try tmux(["display-message", "-p", "-t", Self.target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The processes running under the pane's shell (not the shell itself), with their names.
    package func paneProcesses() -> [(pid: pid_t, name: String)] {
        let table = Self.processTable()
        var found: [(pid: pid_t, name: String)] = []
        var parents: Set<pid_t> = [panePID]
        var grew = true
        while grew {
            grew = false
            for process in table where parents.contains(process.parent) && !parents.contains(process.pid) {
                parents.insert(process.pid)
                found.append((process.pid, process.name))
                grew = true
            }
        }
        return found
    }

    // MARK: Waiting

    /// Polls `probe` until it returns a value, for up to `timeout` seconds; on timeout the error
    /// names `what` and shows the screen as it was then.
    nonisolated(nonsending) package func wait<Value>(
        for what: String, timeout: Double = 10, _ probe: () throws -> Value?
    ) async throws -> Value {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            if let value = try probe() { return value }
            if ContinuousClock.now >= deadline {
                let screen = (try? capture().description) ?? "(the pane could not be read)"
                throw TmuxError.timedOut(waitingFor: what, seconds: timeout, lastSeen: screen)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Polls the screen until `condition` holds, for up to `timeout` seconds, and returns it.
    @discardableResult
    nonisolated(nonsending) package func waitForScreen(
        _ what: String, timeout: Double = 10, until condition: (TmuxScreen) throws -> Bool
    ) async throws -> TmuxScreen {
        try await wait(for: what, timeout: timeout) {
            let screen = try capture()
            return try condition(screen) ? screen : nil
        }
    }

    // MARK: Ending

    /// Ends the server (tmux hangs up the pane), kills with SIGKILL whatever of the pane's
    /// processes is still there, and removes the socket. Safe to call twice.
    package func kill() {
        let running = paneProcesses() + [(panePID, "")]
        _ = Self.run(runner, socket: socket, ["kill-server"])
        let still = Set(Self.processTable().map(\.pid))
        for process in running where still.contains(process.pid) {
            Glibc.kill(process.pid, SIGKILL)
        }
        unlink(socketPath)
    }

    // MARK: Private

    @discardableResult
    private func tmux(_ arguments: [String]) throws(TmuxError) -> String {
        let result = Self.run(runner, socket: socket, arguments)
        guard result.status == 0 else {
            throw .commandFailed(arguments: arguments, status: result.status, message: result.stderr)
        }
        return result.stdout
    }

    private static func run(_ runner: ProcessRunner, socket: String, _ arguments: [String]) -> ProcessRunner.Result {
        runner.run(["-u", "-L", socket, "-f", "/dev/null"] + arguments, timeout: 10)
    }

    /// Every process's pid, parent and name, from `/proc/PID/stat`.
    private static func processTable() -> [(pid: pid_t, parent: pid_t, name: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (pid: pid_t, parent: pid_t, name: String)? in
            guard let pid = pid_t(entry), let stat = readSmallFile("/proc/\(entry)/stat"),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { return nil }
            let name = String(stat[stat.index(after: open)..<close])
            // After the name: state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
            return (pid, parent, name)
        }
    }

    /// Reads a file the kernel makes up on the fly (its size shows as 0, so read until the end).
    private static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
