/// The fixed escape sequences that switch the terminal into and out of full-screen use.
///
/// Kept as precomputed bytes because the restoring sequence is written from a signal handler,
/// where nothing may be allocated or built.
package enum ControlSequence {
    /// Alternate screen (saving the cursor), cursor hidden, bracketed paste on.
    package static let enterFullScreen: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)

    /// Undoes everything the reader may have left on: CAN first, to cancel a sequence a signal
    /// may have interrupted half-written, then synchronized output off, default colours, the
    /// whole screen as scroll region, bracketed paste off, cursor shown, alternate screen left.
    package static let restore: [UInt8] = Array(
        "\u{18}\u{1B}[?2026l\u{1B}[0m\u{1B}[r\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Synchronized output (DEC mode 2026): the terminal shows the frame at once, not as it is
    /// drawn. Terminals that do not know the mode ignore it.
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    static let endSynchronizedUpdate = "\u{1B}[?2026l"

    static let showCursor = "\u{1B}[?25h"
    static let hideCursor = "\u{1B}[?25l"
}
