@preconcurrency import Glibc
import Testing

@testable import TerminalUI

@Suite(.timeLimit(.minutes(1))) struct EventSourceTests {
    /// A pipe standing in for the terminal's input and one for the signal relay.
    final class Pipes {
        let input: (read: Int32, write: Int32)
        let signals: (read: Int32, write: Int32)
        private var inputOpen = true

        init() {
            var ends: [Int32] = [-1, -1]
            _ = pipe(&ends)
            input = (ends[0], ends[1])
            _ = pipe(&ends)
            signals = (ends[0], ends[1])
        }

        deinit {
            close(input.read)
            closeInput()
            close(signals.read)
            close(signals.write)
        }

        func send(_ bytes: [UInt8], to descriptor: Int32) {
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }

        func closeInput() {
            guard inputOpen else { return }
            inputOpen = false
            close(input.write)
        }
    }

    static func source(_ pipes: Pipes) throws -> EventSource {
        try EventSource(
            input: pipes.input.read, signals: pipes.signals.read, escapeTimeoutMilliseconds: 10,
            measureSize: { TerminalSize(columns: 33, rows: 11) })
    }

    @Test func keysSignalsAndTheEndOfInputArriveInOrder() async throws {
        let pipes = Pipes()
        let source = try Self.source(pipes)
        var events = source.start().makeAsyncIterator()
        pipes.send(Array("j\u{1B}[B日".utf8), to: pipes.input.write)
        #expect(await events.next() == .key(.character("j")))
        #expect(await events.next() == .key(.down))
        #expect(await events.next() == .key(.character("日")))
        pipes.send([UInt8(SIGWINCH), UInt8(SIGWINCH)], to: pipes.signals.write)
        #expect(await events.next() == .resize(TerminalSize(columns: 33, rows: 11)), "two resizes together, one event")
        pipes.send([UInt8(SIGTERM)], to: pipes.signals.write)
        #expect(await events.next() == .terminate(signal: SIGTERM))
        pipes.closeInput()
        #expect(await events.next() == .endOfInput)
        #expect(await events.next() == nil)
    }

    @Test func aLoneEscapeBecomesTheEscapeKeyAfterTheTimeout() async throws {
        let pipes = Pipes()
        let source = try Self.source(pipes)
        var events = source.start().makeAsyncIterator()
        pipes.send([0x1B], to: pipes.input.write)
        #expect(await events.next() == .key(.escape))
        pipes.send(Array("q".utf8), to: pipes.input.write)
        #expect(await events.next() == .key(.character("q")))
    }

    @Test func aSequenceSplitAcrossWritesIsOneKey() async throws {
        let pipes = Pipes()
        let source = try Self.source(pipes)
        var events = source.start().makeAsyncIterator()
        pipes.send(Array("\u{1B}[1;".utf8), to: pipes.input.write)
        pipes.send(Array("5A".utf8), to: pipes.input.write)
        #expect(await events.next() == .key(.modified(.up, .control)))
    }

    @Test func stoppingEndsTheStream() async throws {
        let pipes = Pipes()
        let source = try Self.source(pipes)
        var events = source.start().makeAsyncIterator()
        source.stop()
        #expect(await events.next() == nil)
    }
}
