import TerminalText

/// Where text the reader copied ended up, as the front end's clipboard reports it, so that the
/// status line can say where to find it.
package enum ClipboardOutcome: Sendable, Hashable {
    /// A clipboard program took it.
    case copied
    /// No program took it; it was written to this private file instead.
    case saved(path: String)
    /// It went nowhere, for this reason.
    case failed(String)

    /// The status line's words for `label` (`code block 2 (14 lines)`, an address). The terminal
    /// never says whether it took OSC 52 (`sentToTerminal`), so the file is still named then.
    package func notice(for label: String, sentToTerminal: Bool) -> String {
        let label = Sanitizer.line(label)
        switch self {
        case .copied:
            return "copied \(label)"
        case .saved(let path) where sentToTerminal:
            return "copied \(label) by OSC 52; also in \(Sanitizer.line(path))"
        case .saved(let path):
            return "no clipboard program took it: \(label) is in \(Sanitizer.line(path))"
        case .failed where sentToTerminal:
            return "copied \(label) by OSC 52"
        case .failed(let reason):
            return "could not copy \(label): \(Sanitizer.line(reason))"
        }
    }
}
