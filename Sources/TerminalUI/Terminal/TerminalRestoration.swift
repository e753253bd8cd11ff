@preconcurrency import Glibc
import Synchronization

/// How to give the terminal back, kept where a signal handler and an exit hook can use it.
///
/// Signal handlers are process-wide and cannot capture anything, so this is process-wide
/// state, the one such place in the target; only one terminal can be in full-screen mode at a
/// time. Everything ``perform()`` touches is allocated and filled in before the record is
/// armed, and ``perform()`` itself only does an atomic exchange, `write` and `tcsetattr`, which
/// are async-signal-safe, and allocates nothing. The exchange makes it run at most once per
/// arming, whoever gets there first: the reader's `defer`, a signal handler or `exit`.
enum TerminalRestoration {
    private static let idle = 0
    private static let arming = 1
    private static let armed = 2
    private static let state = Atomic<Int>(0)
    private static let input = Atomic<Int32>(-1)
    private static let output = Atomic<Int32>(-1)
    private static let exitHookInstalled = Atomic<Bool>(false)
    nonisolated(unsafe) private static let attributes: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    nonisolated(unsafe) private static let sequence: UnsafeBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: ControlSequence.restore.count)
        _ = buffer.initialize(from: ControlSequence.restore)
        return UnsafeBufferPointer(buffer)
    }()

    /// Records the attributes to put back on `input` and the terminal to write the restoring
    /// sequence to. False if a terminal is armed already.
    static func arm(input: Int32, output: Int32, attributes original: termios) -> Bool {
        guard state.compareExchange(expected: idle, desired: arming, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        // Touch the lazily made statics here, so that a signal handler never initializes one.
        _ = sequence.count
        attributes.pointee = original
        self.input.store(input, ordering: .relaxed)
        self.output.store(output, ordering: .relaxed)
        installExitHook()
        state.store(armed, ordering: .releasing)
        return true
    }

    /// Whether a restoration is pending (false once it ran, from anywhere).
    static var isArmed: Bool { state.load(ordering: .acquiring) == armed }

    /// Writes the restoring sequence and puts the saved attributes back, once. Async-signal-safe.
    @discardableResult
    static func perform() -> Bool {
        guard state.compareExchange(expected: armed, desired: idle, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        let output = output.load(ordering: .relaxed)
        var offset = 0
        while let base = sequence.baseAddress, offset < sequence.count {
            let written = Glibc.write(output, base + offset, sequence.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                break  // the terminal is gone or will not take more; the attributes still matter
            }
        }
        _ = tcsetattr(input.load(ordering: .relaxed), TCSAFLUSH, attributes)
        return true
    }

    /// Restores at `exit` too, whoever calls it (an argument parser, a library), once per process.
    private static func installExitHook() {
        guard !exitHookInstalled.exchange(true, ordering: .relaxed) else { return }
        atexit { TerminalRestoration.perform() }
    }
}
