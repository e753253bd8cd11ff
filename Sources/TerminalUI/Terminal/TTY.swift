@preconcurrency import Glibc
import Synchronization

/// The real terminal: raw mode through termios, the alternate screen, keys read on a thread of
/// their own, and a restoration that happens on every way out.
///
/// Entering full-screen mode arms ``TerminalRestoration`` with the saved attributes before
/// anything changes, and installs ``SignalRelay``'s handlers, so the terminal comes back on
/// ``restore()``, on `exit` or ``restoreBeforeExit()``, on SIGINT, SIGTERM and SIGHUP (from the
/// handler itself) and on a crash. Once a signal has restored it, frames are no longer written,
/// so that nothing lands on the user's shell screen while the program winds down.
package final class TTY: Terminal {
    package let input: Int32
    package let output: Int32
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    package let escapeTimeoutMilliseconds: Int32
    private let state = Mutex(State())

    private struct State: ~Copyable {
        var isFullScreen = false
        var source: EventSource?
    }

    /// - Parameters:
    ///   - input: where keys come from and whose attributes are switched (standard input).
    ///   - output: where frames go (standard output).
    ///   - escapeTimeoutMilliseconds: 50 ms tells a typed ESC from an arrow key's sequence
    ///     even over a slow connection, and is not felt when pressing Escape.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, escapeTimeoutMilliseconds: Int32 = 50) {
        self.input = input
        self.output = output
        self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
    }

    /// Whether `descriptor` is a terminal (the composition root asks before going full-screen).
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    package var size: TerminalSize {
        Self.measureSize(output: output, input: input)
    }

    /// The window size from the first descriptor that knows it: the output, the input, then
    /// `/dev/tty` (one of them may be redirected); then `COLUMNS` and `LINES`; then 80×24. A
    /// reported size of zero counts as unknown.
    package static func measureSize(output: Int32, input: Int32) -> TerminalSize {
        if let size = windowSize(output: output, input: input) { return size }
        let environment = (getenv("COLUMNS").map { String(cString: $0) }, getenv("LINES").map { String(cString: $0) })
        if let columns = environment.0.flatMap({ Int($0) }), let rows = environment.1.flatMap({ Int($0) }),
            columns > 0, rows > 0
        {
            return TerminalSize(columns: columns, rows: rows)
        }
        return .fallback
    }

    /// The window size from the output, the input, then `/dev/tty`; nil when none knows it.
    package static func windowSize(output: Int32 = STDOUT_FILENO, input: Int32 = STDIN_FILENO) -> TerminalSize? {
        for descriptor in [output, input] {
            if let size = windowSize(of: descriptor) { return size }
        }
        let terminal = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        return windowSize(of: terminal)
    }

    private static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    package func enterFullScreen() throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            guard !state.isFullScreen else { return }
            guard Self.isTerminal(input) else { throw .notATerminal }
            var original = termios()
            guard tcgetattr(input, &original) == 0 else { throw .attributesUnavailable(errno: errno) }
            guard TerminalRestoration.arm(input: input, output: output, attributes: original) else {
                throw .alreadyInFullScreen
            }
            var raw = RawMode.attributes(from: original)
            guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
                let code = errno
                TerminalRestoration.perform()
                throw .attributesUnavailable(errno: code)
            }
            SignalRelay.install()
            state.isFullScreen = true
            do throws(TerminalError) {
                try Self.writeAll(ControlSequence.enterFullScreen, to: output)
            } catch {
                Self.leaveFullScreen(&state)
                throw error
            }
        }
    }

    package func restore() {
        state.withLock { Self.leaveFullScreen(&$0) }
    }

    /// Gives the terminal back if full-screen mode is still on anywhere in the process: for a
    /// process that ends with `_exit`, which skips the `exit` hook that would do it.
    package static func restoreBeforeExit() {
        TerminalRestoration.perform()
    }

    private static func leaveFullScreen(_ state: inout State) {
        guard state.isFullScreen else { return }
        state.isFullScreen = false
        TerminalRestoration.perform()
        SignalRelay.uninstall()
    }

    package func write(_ bytes: [UInt8]) throws(TerminalError) {
        // After a signal restored the terminal, the user's screen is back: write nothing more on it.
        let restoredBySignal = state.withLock { $0.isFullScreen } && !TerminalRestoration.isArmed
        guard !restoredBySignal else { return }
        try Self.writeAll(bytes, to: output)
    }

    package func events() -> AsyncStream<TerminalEvent> {
        let previous = state.withLock { state in
            let previous = state.source
            state.source = nil
            return previous
        }
        previous?.stop()
        let listening = try? SignalRelay.startListening().get()  // without it keys still work
        let output = output
        let input = input
        do {
            let source = try EventSource(
                input: input, signals: listening?.descriptor, escapeTimeoutMilliseconds: escapeTimeoutMilliseconds,
                measureSize: { TTY.measureSize(output: output, input: input) },
                whenFinished: { if let token = listening?.token { SignalRelay.stopListening(token: token) } })
            state.withLock { $0.source = source }
            return source.start()
        } catch {
            if let token = listening?.token { SignalRelay.stopListening(token: token) }
            return AsyncStream { continuation in
                continuation.yield(.endOfInput)
                continuation.finish()
            }
        }
    }

    /// Writes every byte, retrying when a signal interrupts the call or the descriptor is not
    /// ready, and carrying on after a partial write.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            if written < 0 && code == EINTR { continue }
            if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            throw .writeFailed(errno: written < 0 ? code : EIO)
        }
    }
}
