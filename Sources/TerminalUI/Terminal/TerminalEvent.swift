/// What the reader's loop waits for: a key, a new window size, or the end.
package enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    /// The window changed size (SIGWINCH); the next frame is painted in full at this size.
    case resize(TerminalSize)
    /// SIGTERM, SIGHUP or SIGINT arrived. The terminal has already been restored from the
    /// signal handler; the loop should finish and exit. A second such signal ends the process.
    case terminate(signal: Int32)
    /// The input ended: end of file, or the terminal went away.
    case endOfInput
}
