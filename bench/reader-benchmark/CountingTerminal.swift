import Synchronization
import TerminalUI

/// A terminal that shows nothing and counts what it is sent: the reader's frames go nowhere
/// (a real terminal's write is one system call; the bytes are not interpreted here either), and
/// keys are delivered by the benchmark one at a time.
final class CountingTerminal: Terminal {
    let size: TerminalSize
    private let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let totals = Mutex(Totals())

    /// Everything written so far.
    struct Totals: Sendable {
        var bytes = 0
        var writes = 0
    }

    init(size: TerminalSize) {
        self.size = size
        (stream, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
    }

    var written: Totals { totals.withLock { $0 } }

    /// Delivers a key to the reader, as the terminal's input thread would.
    func press(_ key: Key) {
        continuation.yield(.key(key))
    }

    /// Ends the input, as closing the terminal would: the reader stops.
    func hangUp() {
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    // MARK: Terminal

    func enterFullScreen() throws(TerminalError) {}

    func restore() {}

    func write(_ bytes: [UInt8]) throws(TerminalError) {
        totals.withLock { totals in
            totals.bytes += bytes.count
            totals.writes += 1
        }
    }

    func events() -> AsyncStream<TerminalEvent> {
        stream
    }
}
