import QiitaAPI
import QiitaReader
import TerminalText
import TerminalUI

/// The real reader running on a ``CountingTerminal``, driven one key at a time: each press
/// waits for the frame that key caused, so keys never queue up behind one another and each is
/// timed alone, from its delivery to the reader until `frameWritten` reports its frame.
final class ReaderDriver {
    let terminal: CountingTerminal
    private var frames: AsyncStream<WrittenFrame>.AsyncIterator
    private let running: Task<TerminalError?, Never>

    /// A frame the reader wrote, what caused it, and when it had been written.
    private struct WrittenFrame: Sendable {
        let event: ReaderEvent
        let bytes: Int
        let writtenAt: ContinuousClock.Instant
    }

    /// Starts the reader on the feed, with colours and hyperlinks on (the most bytes a frame
    /// can take on a real terminal).
    init(client: QiitaClient, size: TerminalSize) {
        let terminal = CountingTerminal(size: size)
        let (stream, sink) = AsyncStream<WrittenFrame>.makeStream(bufferingPolicy: .unbounded)
        let reader = Reader(
            client: client, terminal: terminal, start: .feed(), encoder: ANSIEncoder(colors: true, hyperlinks: true),
            openURL: { _ in false },
            frameWritten: { event, bytes in
                let writtenAt = ContinuousClock.now
                sink.yield(WrittenFrame(event: event, bytes: bytes, writtenAt: writtenAt))
            })
        running = Task { () async -> TerminalError? in
            defer { sink.finish() }
            do throws(TerminalError) {
                try await reader.run()
                return nil
            } catch {
                return error
            }
        }
        self.terminal = terminal
        frames = stream.makeAsyncIterator()
    }

    /// Presses `key` and waits for its frame.
    func press(_ key: Key) async throws(BenchmarkError) -> KeyPress {
        try await press(key) { event in
            if case .key(let pressed) = event { return pressed == key }
            return false
        }
    }

    /// Presses `key` and waits for the frame written for the first event `isAnswer` accepts
    /// (an article laid out, for Enter on a row).
    func press(_ key: Key, answeredBy isAnswer: (ReaderEvent) -> Bool) async throws(BenchmarkError) -> KeyPress {
        let delivered = ContinuousClock.now
        terminal.press(key)
        while let frame = await frames.next() {
            if case .loadFailed(_, _, let message, _) = frame.event { throw .loadFailed(message) }
            if isAnswer(frame.event) { return KeyPress(elapsed: frame.writtenAt - delivered, bytes: frame.bytes) }
        }
        throw .readerStopped(await running.value)
    }

    /// Waits for the next page of items to arrive: how many came, and what the page said.
    func nextPage() async throws(BenchmarkError) -> (count: Int, info: PageInfo) {
        while let frame = await frames.next() {
            switch frame.event {
            case .itemsLoaded(_, let items, let info, _, _):
                return (items.count, info)
            case .loadFailed(_, _, let message, _):
                throw .loadFailed(message)
            default:
                continue
            }
        }
        throw .readerStopped(await running.value)
    }

    /// Quits the reader and waits for it to finish.
    func quit() async throws(BenchmarkError) {
        terminal.press(.character("Q"))
        if let error = await running.value { throw .readerStopped(error) }
    }
}
