import TerminalUI
import Synchronization

/// The test double of ``Terminal``: what is written lands on a ``VirtualScreen``, and the test
/// plays the user, typing bytes, resizing the window or sending a signal.
///
/// Events sent before the loop asks for ``events()`` wait in the stream, so a test can script
/// a whole session up front and then run the loop to its end.
package final class VirtualTerminal: Terminal {
    private let state: Mutex<State>
    private let stream: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation

    private struct State: ~Copyable {
        var screen: VirtualScreen
        var isFullScreen = false
        var writes = 0
        var parser = KeyParser()
        var failure: TerminalError?
    }

    package init(size: TerminalSize) {
        state = Mutex(State(screen: VirtualScreen(size: size)))
        (stream, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
    }

    // MARK: What the user sees

    /// The screen as it stands now.
    package var screen: VirtualScreen { state.withLock { $0.screen } }

    /// How many times ``write(_:)`` was called: one per frame that changed something.
    package var writeCount: Int { state.withLock { $0.writes } }

    package var isFullScreen: Bool { state.withLock { $0.isFullScreen } }

    // MARK: What the user does

    /// Types raw bytes as a terminal would send them (escape sequences included); the keys they
    /// complete are sent as events. A trailing lone ESC is sent as the Escape key, as after the
    /// timeout.
    package func type(_ input: String) {
        type(bytes: Array(input.utf8))
    }

    package func type(bytes: [UInt8]) {
        let keys = state.withLock { state in
            state.parser.feed(bytes) + state.parser.flushPendingEscape()
        }
        for key in keys { continuation.yield(.key(key)) }
    }

    /// Presses keys already decoded.
    package func press(_ keys: Key...) {
        for key in keys { continuation.yield(.key(key)) }
    }

    /// Resizes the window: the screen changes size at once and the loop gets a resize event.
    package func resize(to size: TerminalSize) {
        state.withLock { $0.screen.resize(to: size) }
        continuation.yield(.resize(size))
    }

    /// Sends any event, such as ``TerminalEvent/terminate(signal:)``.
    package func send(_ event: TerminalEvent) {
        continuation.yield(event)
    }

    /// Ends the input, as closing the terminal would.
    package func finishInput() {
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    /// Makes every later write fail with `error` (nil to write again), to test error paths.
    package func failWrites(with error: TerminalError?) {
        state.withLock { $0.failure = error }
    }

    // MARK: Terminal

    package var size: TerminalSize { state.withLock { $0.screen.size } }

    package func enterFullScreen() throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            guard !state.isFullScreen else { return }
            if let failure = state.failure { throw failure }
            state.screen.write(ControlSequence.enterFullScreen)
            state.isFullScreen = true
        }
    }

    package func restore() {
        state.withLock { state in
            guard state.isFullScreen else { return }
            state.screen.write(ControlSequence.restore)
            state.isFullScreen = false
        }
    }

    package func write(_ bytes: [UInt8]) throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            if let failure = state.failure { throw failure }
            state.screen.write(bytes)
            state.writes += 1
        }
    }

    package func events() -> AsyncStream<TerminalEvent> {
        stream
    }
}
