import CGlibc
import Foundation
import Glibc

/// Runs a built executable of this package and captures what it did, for end-to-end tests.
///
/// Uses `posix_spawn` directly: the child gets pipes (or a pseudo-terminal, for output that only
/// appears on a terminal), output is drained with `poll` so a chatty child never blocks, and a
/// child that outlives its deadline is killed with SIGKILL (SIGTERM from a test did not stop
/// children reliably here; see platform-pitfalls.md).
package struct ProcessRunner: Sendable {
    /// The folder holding the built products (`.build/debug`), found from the test binary.
    package static let productsDirectory: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var directory = (executable as NSString).deletingLastPathComponent
        // The XCTest bundle lives in .build/<triple>/debug/<name>.xctest on Linux.
        while !directory.isEmpty, directory != "/", !FileManager.default.fileExists(atPath: directory + "/qiita") {
            directory = (directory as NSString).deletingLastPathComponent
        }
        return directory
    }()

    /// Where runners without an explicit home get a fresh one: one folder per test process,
    /// removed when the process exits, so no run reads another's files or leaves any behind.
    package static let temporaryHomes: String = {
        let folder = NSTemporaryDirectory() + "qiita-e2e-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit {
            let folder = NSTemporaryDirectory() + "qiita-e2e-\(getpid())"
            try? FileManager.default.removeItem(atPath: folder)
        }
        return folder
    }()

    /// What a finished run left behind.
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package var stdoutBytes: [UInt8]
        /// Killed by a signal (the signal number), or nil when it exited.
        package var signal: Int32?
        package var timedOut: Bool
    }

    package let executable: String
    package var environment: [String: String]

    /// `name` from the products directory, with a minimal environment: PATH, HOME (a fresh
    /// folder so no real credentials are read), TERM and LANG, plus `environment`.
    package init(_ name: String = "qiita", environment: [String: String] = [:], home: String? = nil) {
        executable = Self.productsDirectory + "/" + name
        var base = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home ?? Self.temporaryHomes + "/" + UUID().uuidString,
            "LANG": "C.UTF-8", "TERM": "xterm-256color", "TZ": "Asia/Tokyo",
        ]
        base.merge(environment) { $1 }
        self.environment = base
    }

    /// Runs with stdin from `input` and stdout/stderr on pipes.
    package func run(_ arguments: [String], input: String? = nil, timeout: TimeInterval = 30) -> Result {
        spawn(arguments, input: input, terminal: nil, timeout: timeout)
    }

    /// A signal the test sends the child `after` seconds, unless it has ended by then.
    package struct LateSignal: Sendable {
        package var signal: Int32
        package var after: TimeInterval

        package init(_ signal: Int32, after: TimeInterval) {
            self.signal = signal
            self.after = after
        }
    }

    /// Runs as `run` does, the child started with `blocked` signals in its signal mask (as a
    /// parent that blocks them leaves them), and sent `late` while it runs.
    package func run(
        _ arguments: [String], blocking blocked: [Int32], sending late: LateSignal, timeout: TimeInterval = 30
    ) -> Result {
        spawn(arguments, input: nil, terminal: nil, timeout: timeout, blocked: blocked, late: late)
    }

    /// Runs with stdout and stderr on a pseudo-terminal of `columns` × `rows` (stdin still a pipe
    /// from `input`); what the terminal received comes back as `stdout` (stderr is merged into it).
    package func runOnTerminal(
        _ arguments: [String], columns: Int = 100, rows: Int = 40, input: String? = nil, timeout: TimeInterval = 30
    ) -> Result {
        spawn(arguments, input: input, terminal: (columns, rows), timeout: timeout)
    }

    /// A pipe whose ends are not inherited (posix_spawn's dup2 clears the flag on the copies).
    private static func makePipe(_ ends: inout [Int32]) {
        _ = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }

    private func spawn(
        _ arguments: [String], input: String?, terminal: (Int, Int)?, timeout: TimeInterval, blocked: [Int32] = [],
        late: LateSignal? = nil
    ) -> Result {
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        Self.makePipe(&inputPipe)
        var master: Int32 = -1
        var slave: Int32 = -1
        if let (columns, rows) = terminal {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            openpty(&master, &slave, nil, nil, &size)
            _ = fcntl(master, F_SETFD, FD_CLOEXEC)
            _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        } else {
            Self.makePipe(&outputPipe)
            Self.makePipe(&errorPipe)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, terminal != nil ? slave : outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, terminal != nil ? slave : errorPipe[1], 2)
        // The child gets nothing else of the test process: an inherited listening socket of an
        // in-process fake server would keep accepting after the test stopped the server.
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if !blocked.isEmpty {
            var mask = sigset_t()
            sigemptyset(&mask)
            for signal in blocked { sigaddset(&mask, signal) }
            posix_spawnattr_setsigmask(&attributes, &mask)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(inputPipe[0])
        if terminal != nil { close(slave) } else {
            close(outputPipe[1])
            close(errorPipe[1])
        }
        guard spawned == 0 else {
            close(inputPipe[1])
            return Result(
                status: -1, stdout: "", stderr: "spawn failed: \(String(cString: strerror(spawned)))", stdoutBytes: [],
                signal: nil, timedOut: false)
        }
        if let input { _ = input.withCString { Glibc.write(inputPipe[1], $0, strlen($0)) } }
        close(inputPipe[1])

        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var lateAt = late.map { Date().addingTimeInterval($0.after) }
        var open = terminal != nil ? [master] : [outputPipe[0], errorPipe[0]]
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 {
                timedOut = true
                kill(pid, SIGKILL)
                break
            }
            if let at = lateAt, let late, at.timeIntervalSinceNow <= 0 {
                kill(pid, late.signal)
                lateAt = nil
            }
            let wait = min(left, 1, lateAt.map { max($0.timeIntervalSinceNow, 0.001) } ?? 1)
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(wait * 1000))
            if ready < 0 && errno != EINTR { break }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if terminal != nil || descriptor.fd == outputPipe[0] {
                        stdout.append(contentsOf: buffer[..<count])
                    } else {
                        stderr.append(contentsOf: buffer[..<count])
                    }
                } else {
                    close(descriptor.fd)
                    open.removeAll { $0 == descriptor.fd }
                }
            }
        }
        open.forEach { close($0) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : -1, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: stdout, signal: exited ? nil : status & 0x7F,
            timedOut: timedOut)
    }
}

extension ProcessRunner {
    /// Runs a helper program (tmux, stty) found on PATH and returns its stdout.
    package static func shell(_ arguments: [String], timeout: TimeInterval = 10) -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(arguments[0])" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return "" }
        var runner = ProcessRunner(environment: [:])
        runner.environment["HOME"] = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        return ProcessRunner(absolutePath: path, environment: runner.environment).run(Array(arguments.dropFirst()), timeout: timeout).stdout
    }

    /// A runner for a program outside the products directory.
    package init(absolutePath: String, environment: [String: String]) {
        self.executable = absolutePath
        self.environment = environment
    }

    /// Polls `condition` every 50 ms until it holds or `deadline` seconds pass: for waiting on
    /// another process's screen, never for asserting on time.
    package static func waitUntil(deadline: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(deadline)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
