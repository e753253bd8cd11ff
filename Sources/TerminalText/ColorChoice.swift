/// `--color auto|always|never`, resolved against the environment.
///
/// A flag given on the command line wins; under `auto`, `NO_COLOR` (any non-empty value) turns
/// colour off, `CLICOLOR_FORCE` (non-empty, not `0`) turns it on even when piped, and otherwise
/// colour follows whether the output is a terminal other than `TERM=dumb`.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    package func enablesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }
}

/// Whether to write OSC 8 hyperlinks: on request, or when the terminal is known to show them.
package enum HyperlinkChoice: String, CaseIterable, Sendable {
    case auto, always, never

    package func enablesHyperlinks(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let choice = environment["QIITA_HYPERLINKS"] { return choice == "1" || choice == "always" }
            return isTerminal && Self.terminalSupportsHyperlinks(environment)
        }
    }

    /// Terminals known to implement OSC 8. Unknown ones get none: a terminal that does not
    /// understand the sequence may print it.
    static func terminalSupportsHyperlinks(_ environment: [String: String]) -> Bool {
        if environment["TERM"] == "dumb" { return false }
        if let program = environment["TERM_PROGRAM"],
            ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio", "WarpTerminal"].contains(program)
        {
            return true
        }
        if let vte = environment["VTE_VERSION"], let version = Int(vte), version >= 5000 { return true }
        if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil
            || environment["KONSOLE_VERSION"] != nil || environment["WEZTERM_EXECUTABLE"] != nil
        {
            return true
        }
        if let term = environment["TERM"], ["xterm-kitty", "foot", "foot-extra", "alacritty", "xterm-ghostty"].contains(term) {
            return true
        }
        return false
    }
}
