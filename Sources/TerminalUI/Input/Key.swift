/// One key press (or one paste) as the reader's loop sees it, decoded from raw terminal bytes.
///
/// Plain keys are plain cases so that the common bindings read naturally (`case .down,
/// .character("j")`); a special key held with Shift, Alt or Control arrives wrapped in
/// ``modified(_:_:)``, which ``unmodified`` strips for callers that do not care.
package enum Key: Hashable, Sendable {
    /// A printable character: ASCII, Japanese and any other text, one Unicode scalar at a time
    /// (a combining mark or an emoji modifier arrives as its own `character` and joins the
    /// previous one when appended to a `String`).
    case character(Character)
    /// A control chord such as Ctrl-C, named by its lowercase letter or symbol: `control("c")`.
    /// Raw mode turns off signal generation, so Ctrl-C arrives here rather than as SIGINT.
    case control(Character)
    /// Alt (Meta) with a printable ASCII character: ESC followed at once by that character.
    case alt(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case insert, delete
    case enter, tab, backTab, backspace, escape
    /// F1 to F20.
    case function(Int)
    /// Text pasted while bracketed paste was on, as one event, undecorated and unsanitized.
    case paste(String)
    /// A special key held with modifiers, such as `ESC [ 1 ; 5 A` (Ctrl-Up).
    indirect case modified(Key, Modifiers)
    /// A well-formed escape sequence that names no key this parser knows; kept so that it is
    /// visibly ignored instead of leaking its bytes as characters.
    case unknown([UInt8])

    /// The key without its modifiers.
    package var unmodified: Key {
        if case .modified(let key, _) = self { return key.unmodified }
        return self
    }

    /// Shift, Alt and Control, decoded from the xterm modifier parameter (`1 + bits`).
    package struct Modifiers: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let shift = Modifiers(rawValue: 1 << 0)
        package static let alt = Modifiers(rawValue: 1 << 1)
        package static let control = Modifiers(rawValue: 1 << 2)
        package static let meta = Modifiers(rawValue: 1 << 3)

        /// The modifiers an xterm parameter stands for (`2` is Shift, `5` Control, …); nil for
        /// a parameter outside 1…16.
        init?(xtermParameter: Int) {
            guard (1...16).contains(xtermParameter) else { return nil }
            self.init(rawValue: UInt8(xtermParameter - 1))
        }
    }
}
