@preconcurrency import Glibc
import Testing

@testable import TerminalUI

/// The ways out that end the process, each run in a process of its own (an exit test): the
/// terminal's input is a pseudo-terminal made there, its output the captured standard output,
/// so that what was written to restore the terminal can be checked after the process is gone.
@Suite(.timeLimit(.minutes(1))) struct RestorationExitTests {
    /// Enters full-screen mode on a fresh pseudo-terminal, drawing on standard output.
    static func enterFullScreen() throws -> (TTY, PseudoTerminal) {
        guard let pty = PseudoTerminal(columns: 80, rows: 24) else { throw TerminalError.notATerminal }
        let tty = TTY(input: pty.terminal, output: STDOUT_FILENO)
        try tty.enterFullScreen()
        try tty.write(Array("frame".utf8))
        return (tty, pty)
    }

    static func endsWithRestore(_ output: [UInt8]) -> Bool {
        output.starts(with: ControlSequence.enterFullScreen + Array("frame".utf8))
            && output.count >= ControlSequence.restore.count
            && Array(output.suffix(ControlSequence.restore.count)) == ControlSequence.restore
    }

    @Test func sigtermWithNobodyListeningRestoresAndEndsTheProcess() async throws {
        let result = try #require(
            await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardOutputContent]) {
                let (_, pty) = try RestorationExitTests.enterFullScreen()
                kill(getpid(), SIGTERM)
                while true { pause() }
                _ = pty
            })
        #expect(Self.endsWithRestore(result.standardOutputContent))
    }

    @Test func aSecondTerminationSignalEndsTheProcessEvenWhileListening() async throws {
        let result = try #require(
            await #expect(processExitsWith: .signal(SIGHUP), observing: [\.standardOutputContent]) {
                let (tty, pty) = try RestorationExitTests.enterFullScreen()
                var events = tty.events().makeAsyncIterator()
                kill(getpid(), SIGHUP)
                guard await events.next() == .terminate(signal: SIGHUP) else { exit(3) }
                kill(getpid(), SIGHUP)
                while true { pause() }
                _ = pty
            })
        #expect(Self.endsWithRestore(result.standardOutputContent))
    }

    @Test func exitRestores() async throws {
        let result = try #require(
            await #expect(processExitsWith: .exitCode(7), observing: [\.standardOutputContent]) {
                let (_, pty) = try RestorationExitTests.enterFullScreen()
                _ = pty
                exit(7)
            })
        #expect(Self.endsWithRestore(result.standardOutputContent))
    }

    @Test func aCrashRestoresAndStillCrashes() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
                let (_, pty) = try RestorationExitTests.enterFullScreen()
                _ = pty
                let values: [Int] = []
                _ = values[Int(getpid()) % 2 + 1]  // out of range: a Swift runtime trap
            })
        #expect(Self.endsWithRestore(result.standardOutputContent))
    }
}
