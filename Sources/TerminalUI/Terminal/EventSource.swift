@preconcurrency import Glibc

/// Reads the terminal's input on a thread of its own and turns bytes, signals and timeouts into
/// ``TerminalEvent``s for the reader's loop to await.
///
/// The thread blocks in `poll` on three descriptors: the input, the signal pipe (see
/// ``SignalRelay``) and a stop pipe of its own. While the ``KeyParser`` holds a lone ESC it
/// polls with the escape timeout, and when that passes with no byte it flushes the ESC as the
/// Escape key. Resizes that arrive together are reported once, with the size measured then.
final class EventSource: Sendable {
    private let input: Int32
    private let signals: Int32?
    private let escapeTimeoutMilliseconds: Int32
    private let measureSize: @Sendable () -> TerminalSize
    private let whenFinished: @Sendable () -> Void
    private let stopPipe: (read: Int32, write: Int32)

    /// - Parameters:
    ///   - input: the descriptor keys are read from.
    ///   - signals: the read end of the signal pipe, or nil to read keys only.
    ///   - escapeTimeoutMilliseconds: how long ESC waits for the rest of a sequence.
    ///   - measureSize: the window size now, for resize events.
    ///   - whenFinished: called on the reading thread as it ends.
    init(
        input: Int32, signals: Int32?, escapeTimeoutMilliseconds: Int32,
        measureSize: @escaping @Sendable () -> TerminalSize, whenFinished: @escaping @Sendable () -> Void = {}
    ) throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { throw .pipeUnavailable(errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        self.input = input
        self.signals = signals
        self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
        self.measureSize = measureSize
        self.whenFinished = whenFinished
        self.stopPipe = (ends[0], ends[1])
    }

    deinit {
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// Starts the reading thread; the stream ends at end of input, or when ``stop()`` is
    /// called or the consumer goes away.
    func start() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
        continuation.onTermination = { [self] _ in stop() }
        let started = DetachedThread.start { [self] in
            run(continuation)
            whenFinished()
            continuation.finish()
        }
        if !started {
            whenFinished()
            continuation.finish()
        }
        return stream
    }

    /// Ends the reading thread (soon, from any thread).
    func stop() {
        var byte: UInt8 = 0
        _ = Glibc.write(stopPipe.write, &byte, 1)
    }

    private func run(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
        var parser = KeyParser()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var descriptors = [
            pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        ]
        if let signals { descriptors.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
        while true {
            let timeout = parser.isAwaitingEscapeTimeout ? escapeTimeoutMilliseconds : -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                continuation.yield(.endOfInput)
                return
            }
            if ready == 0 {
                for key in parser.flushPendingEscape() { continuation.yield(.key(key)) }
                continue
            }
            if descriptors[0].revents != 0 { return }
            if descriptors.count > 2 && descriptors[2].revents & Int16(POLLIN) != 0 {
                relaySignals(from: descriptors[2].fd, into: continuation, buffer: &buffer)
            }
            if descriptors[1].revents != 0 {
                let count = read(input, &buffer, buffer.count)
                if count > 0 {
                    for key in parser.feed(buffer[..<count]) { continuation.yield(.key(key)) }
                } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    continuation.yield(.endOfInput)  // end of file, or the terminal hung up
                    return
                }
            }
        }
    }

    private func relaySignals(
        from descriptor: Int32, into continuation: AsyncStream<TerminalEvent>.Continuation, buffer: inout [UInt8]
    ) {
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return }
        var resized = false
        for byte in buffer[..<count] {
            let signal = Int32(byte)
            if signal == SIGWINCH {
                resized = true
            } else {
                continuation.yield(.terminate(signal: signal))
            }
        }
        if resized { continuation.yield(.resize(measureSize())) }
    }
}
