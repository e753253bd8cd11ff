@preconcurrency import Glibc
import Synchronization

/// Catches the signals that concern a full-screen program while one is running.
///
/// - SIGINT, SIGTERM, SIGHUP: the terminal is restored at once, in the handler; then, if an
///   event stream is listening, it gets ``TerminalEvent/terminate(signal:)`` so the program can
///   wind down. With no listener, or at the second such signal, the process dies of it as it
///   would have without the handler.
/// - SIGWINCH: the event stream gets a resize.
/// - Crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP): the terminal is restored and
///   the signal goes on to whatever handled it before (the default action, or Swift's
///   backtracer), so a crash report lands on a usable screen.
///
/// Handlers reach the listener through a pipe (the self-pipe pattern): they only write one byte
/// naming the signal, which is async-signal-safe. Process-wide, as signal dispositions are.
enum SignalRelay {
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    private static let signalSlots = 65

    private static let installed = Atomic<Bool>(false)
    private static let terminations = Atomic<Int>(0)
    /// The pipe's write end, once the pipe is made.
    private static let writeEnd = Atomic<Int32>(-1)
    /// The token of the listener reading the pipe, or -1 when nobody does.
    private static let activeListener = Atomic<Int>(-1)
    private static let listenerTokens = Atomic<Int>(0)
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        pointer.initialize(repeating: sigaction(), count: signalSlots)
        return pointer
    }()
    /// The self-pipe, made once: non-blocking at both ends, closed on exec.
    private static let pipe: Result<(read: Int32, write: Int32), TerminalError> = makePipe()

    /// Installs the handlers (once; later calls do nothing until ``uninstall()``).
    static func install() {
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = previous
        _ = pipe
        terminations.store(0, ordering: .relaxed)
        for signal in terminationSignals + [SIGWINCH] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { SignalRelay.relay($0) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, previous + Int(signal))
        }
        for signal in faultSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in SignalRelay.fault(signal, info) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Puts back the handlers that were there before ``install()``.
    static func uninstall() {
        guard installed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        for signal in terminationSignals + [SIGWINCH] + faultSignals {
            sigaction(signal, previous + Int(signal), nil)
        }
    }

    /// Starts delivering signals to a new listener, which replaces any earlier one: returns the
    /// pipe's read end (drained of anything left from before) and the token that ends this
    /// listening, or the reason there is no pipe.
    static func startListening() -> Result<(descriptor: Int32, token: Int), TerminalError> {
        switch pipe {
        case .failure(let error):
            return .failure(error)
        case .success(let ends):
            var scratch = [UInt8](repeating: 0, count: 64)
            while Glibc.read(ends.read, &scratch, scratch.count) > 0 {}
            writeEnd.store(ends.write, ordering: .relaxed)
            let token = listenerTokens.wrappingAdd(1, ordering: .relaxed).newValue
            activeListener.store(token, ordering: .releasing)
            return .success((ends.read, token))
        }
    }

    /// Whether a listener reads the pipe now.
    static var isListening: Bool { activeListener.load(ordering: .acquiring) >= 0 }

    /// Stops delivering signals to the listener with `token`, unless another one took over.
    static func stopListening(token: Int) {
        _ = activeListener.compareExchange(expected: token, desired: -1, ordering: .acquiringAndReleasing)
    }

    /// The handler for termination signals and SIGWINCH. Async-signal-safe.
    private static func relay(_ signal: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let listener = activeListener.load(ordering: .acquiring) >= 0 ? writeEnd.load(ordering: .relaxed) : -1
        if signal == SIGWINCH {
            if listener >= 0 { notify(listener, signal) }
            return
        }
        TerminalRestoration.perform()
        if listener >= 0 && terminations.wrappingAdd(1, ordering: .relaxed).oldValue == 0 {
            notify(listener, signal)
            return
        }
        // Nobody will act on it, or it came twice: die of it, as without this handler. The
        // signal is blocked while its handler runs, so it is delivered when this returns.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
    }

    /// The handler for crashes. Async-signal-safe.
    private static func fault(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        TerminalRestoration.perform()
        sigaction(signal, previous + Int(signal), nil)
        // A fault raised by the processor happens again when the handler returns, now reaching
        // the previous handler with its real details; anything sent (kill, abort) is sent again.
        let fromProcessor = (info?.pointee.si_code ?? 0) > 0
        if !fromProcessor || signal == SIGABRT || signal == SIGTRAP { raise(signal) }
    }

    private static func notify(_ descriptor: Int32, _ signal: Int32) {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = Glibc.write(descriptor, &byte, 1)
    }

    private static func makePipe() -> Result<(read: Int32, write: Int32), TerminalError> {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return .failure(.pipeUnavailable(errno: errno)) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return .success((ends[0], ends[1]))
    }
}
