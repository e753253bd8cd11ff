@preconcurrency import Glibc
import Testing
import TestSupport

@testable import TerminalUI

/// The real terminal code on a pseudo-terminal. Serialized: signal handlers and the
/// restoration record are process-wide.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TTYTests {
    static func sameMode(_ a: termios, _ b: termios) -> Bool {
        a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
    }

    @Test func fullScreenIsRawAndRestoreGivesEverythingBackOnce() throws {
        let pty = try #require(PseudoTerminal(columns: 100, rows: 30))
        let original = pty.attributes
        let tty = TTY(input: pty.terminal, output: pty.terminal)
        #expect(tty.size == TerminalSize(columns: 100, rows: 30))

        try tty.enterFullScreen()
        let raw = pty.attributes
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
        #expect(pty.read(count: ControlSequence.enterFullScreen.count) == ControlSequence.enterFullScreen)

        try tty.write(Array("frame".utf8))
        #expect(pty.read(count: 5) == Array("frame".utf8))

        tty.restore()
        #expect(Self.sameMode(pty.attributes, original))
        #expect(pty.read(count: ControlSequence.restore.count) == ControlSequence.restore)
        tty.restore()
        try tty.write(Array("after".utf8))
        #expect(pty.drain() == Array("after".utf8), "a second restore writes nothing")
    }

    @Test func aTerminationSignalRestoresFromTheHandlerAndIsReported() async throws {
        let pty = try #require(PseudoTerminal(columns: 80, rows: 24))
        let original = pty.attributes
        let tty = TTY(input: pty.terminal, output: pty.terminal)
        try tty.enterFullScreen()
        _ = pty.read(count: ControlSequence.enterFullScreen.count)
        var events = tty.events().makeAsyncIterator()
        // Without a listener the handler would end the process, as SIGTERM does.
        try #require(SignalRelay.isListening)

        // Sent to the process, not raised on this thread: Swift's worker threads block signals.
        kill(getpid(), SIGTERM)

        #expect(await events.next() == .terminate(signal: SIGTERM))
        #expect(Self.sameMode(pty.attributes, original), "restored inside the handler, before it reported")
        #expect(pty.read(count: ControlSequence.restore.count) == ControlSequence.restore)
        try tty.write(Array("late frame".utf8))
        tty.restore()
        #expect(pty.drain().isEmpty, "nothing is drawn on the restored screen, and restoring again writes nothing")
    }

    @Test func aResizeSignalReportsTheNewSize() async throws {
        let pty = try #require(PseudoTerminal(columns: 80, rows: 24))
        let tty = TTY(input: pty.terminal, output: pty.terminal)
        try tty.enterFullScreen()
        defer { tty.restore() }
        var events = tty.events().makeAsyncIterator()
        pty.setSize(columns: 20, rows: 5)
        kill(getpid(), SIGWINCH)
        #expect(await events.next() == .resize(TerminalSize(columns: 20, rows: 5)))
    }

    @Test func keysTypedOnTheTerminalArriveAsEvents() async throws {
        let pty = try #require(PseudoTerminal(columns: 80, rows: 24))
        let tty = TTY(input: pty.terminal, output: pty.terminal, escapeTimeoutMilliseconds: 10)
        try tty.enterFullScreen()
        defer { tty.restore() }
        var events = tty.events().makeAsyncIterator()
        pty.type("j\u{1B}[6~\u{03}\r/検索")
        for expected: Key in [
            .character("j"), .pageDown, .control("c"), .enter, .character("/"), .character("検"), .character("索"),
        ] {
            #expect(await events.next() == .key(expected))
        }
        pty.type("\u{1B}")
        #expect(await events.next() == .key(.escape))
        pty.hangUp()
        #expect(await events.next() == .endOfInput)
    }

    @Test func aSecondFullScreenTerminalIsRefusedWhileOneIsActive() throws {
        let first = try #require(PseudoTerminal(columns: 80, rows: 24))
        let second = try #require(PseudoTerminal(columns: 80, rows: 24))
        let tty = TTY(input: first.terminal, output: first.terminal)
        try tty.enterFullScreen()
        defer { tty.restore() }
        #expect(throws: TerminalError.alreadyInFullScreen) {
            try TTY(input: second.terminal, output: second.terminal).enterFullScreen()
        }
    }

    @Test func somethingOtherThanATerminalIsRefused() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(throws: TerminalError.notATerminal) {
            try TTY(input: ends[0], output: ends[1]).enterFullScreen()
        }
        #expect(!TTY.isTerminal(ends[0]))
    }

    @Test func aZeroSizeIsNeverReported() throws {
        let pty = try #require(PseudoTerminal(columns: 0, rows: 0))
        #expect(!TTY(input: pty.terminal, output: pty.terminal).size.isEmpty)
    }

    @Test func writesSurviveLargeFrames() async throws {
        let pty = try #require(PseudoTerminal(columns: 80, rows: 24))
        let tty = TTY(input: pty.terminal, output: pty.terminal)
        let frame = Array(String(repeating: "日本語のフレーム ", count: 4_000).utf8)
        // The pty's buffer is smaller than the frame: the write must wait and carry on. The
        // reader is a thread of its own, not a task: the write blocks this one, and with other
        // tests blocking the cooperative threads a task might never start.
        let reader = ThreadWork("pty reader") { pty.read(count: frame.count) }
        try tty.write(frame)
        #expect(await reader.value() == frame)
    }

    @Test func errorsSayWhatWentWrong() {
        #expect(TerminalError.notATerminal.description.contains("terminal"))
        #expect(TerminalError.writeFailed(errno: EIO).description.contains("Input/output error"))
    }
}
