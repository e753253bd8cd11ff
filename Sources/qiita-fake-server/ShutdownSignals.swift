import Glibc

/// Blocks SIGINT and SIGTERM in every thread (threads started later inherit the mask), so the
/// main thread can wait for them with `sigwait` and shut the server down cleanly.
struct ShutdownSignals {
    private var set = sigset_t()

    init() {
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Returns when SIGINT or SIGTERM arrives.
    func wait() {
        var signal: Int32 = 0
        var waited = set
        while sigwait(&waited, &signal) != 0 {}
    }
}
