/// The seam between the reader and the screen: the real terminal (``TTY``) in the program, a
/// `VirtualTerminal` (TerminalUITestSupport) in tests.
///
/// The reader's loop enters full-screen mode, renders frames with a ``FrameRenderer`` and writes
/// each one with a single ``write(_:)``, reacts to ``events()``, and restores the terminal on
/// every way out (``restore()`` is idempotent and safe to call from `defer`).
package protocol Terminal: AnyObject, Sendable {
    /// The current window size.
    var size: TerminalSize { get }

    /// Raw mode, the alternate screen, hidden cursor, bracketed paste; and from now on the
    /// terminal is restored on termination signals and at exit as well.
    func enterFullScreen() throws(TerminalError)

    /// Gives the terminal back as it was. Does nothing if it is not in full-screen mode or was
    /// already restored (by an earlier call or from a signal handler).
    func restore()

    /// Writes one frame's bytes, all of them, in as few system calls as the terminal allows.
    func write(_ bytes: [UInt8]) throws(TerminalError)

    /// Keys, resizes and termination signals, in order. Ask once: there is one stream per
    /// terminal (``TTY`` ends the previous stream if asked again). Leaving the `for await` loop
    /// stops the reading.
    func events() -> AsyncStream<TerminalEvent>
}
