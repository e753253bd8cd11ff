@preconcurrency import Glibc

/// Ctrl-Z for a program that reads keys raw (so the terminal sends no SIGTSTP itself).
package enum JobControl {
    /// Stops the process, as the shell's job control expects, and returns once it is continued
    /// (`fg`). Returns at once when the stop is discarded (a process group with no shell to
    /// continue it).
    ///
    /// The signal goes to the calling thread with SIGTSTP unblocked there, so this thread stops
    /// before the call returns. `kill(getpid(), …)` would let the kernel pick another thread,
    /// and this one could run on and take the terminal back before the process stops; and
    /// Dispatch's worker threads, which Swift's tasks run on, block SIGTSTP.
    package static func stopUntilContinued() {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
