import Glibc
import QiitaAccounts
import QiitaReader

/// Where the reader's copies go. A program: the settings' `clipboard`, else the first of
/// wl-copy, xclip, xsel and pbcopy on PATH; the text goes to its standard input and its output
/// to /dev/null (it must not draw over the reader); no shell is involved. When none takes it,
/// a private file (`fallbackFile`) that the status line names.
///
/// Without a `clipboard` setting the reader also sends OSC 52 to a terminal that is likely to
/// take it (``sendsOSC52``): that reaches the user's clipboard over ssh, where no program here
/// can. The terminal never says whether it did, so the program and the file are still tried.
struct Clipboard {
    let configured: String?
    let environment: [String: String]
    /// Where the text is written when no program takes it.
    var fallbackFile: String?

    static let candidates: [[String]] = [
        ["wl-copy"], ["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"], ["pbcopy"],
    ]

    /// `$TERM` prefixes of terminals (and multiplexers) that take OSC 52, or at least ignore it
    /// quietly: xterm's family covers iTerm2, Windows Terminal, kitty (`xterm-kitty`), ghostty.
    private static let osc52Terminals = ["xterm", "tmux", "screen", "alacritty", "foot", "wezterm", "contour", "rio"]

    /// The program and its arguments, or nil when there is none.
    var command: [String]? {
        if let configured {
            let words = ChildProcess.words(configured)
            return words.isEmpty ? nil : words
        }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return Self.candidates.first { candidate in path.contains { access("\($0)/\(candidate[0])", X_OK) == 0 } }
    }

    /// Whether the reader should send OSC 52: no program was chosen in the settings, and the
    /// terminal is one that takes it (inside tmux, `$TERM` is tmux's own).
    var sendsOSC52: Bool {
        guard configured == nil else { return false }
        if environment["TMUX"] != nil { return true }
        let term = environment["TERM"] ?? ""
        return Self.osc52Terminals.contains { term.hasPrefix($0) }
    }

    /// `text` through the program, else into the fallback file.
    func put(_ text: String) -> ClipboardOutcome {
        if copy(text) { return .copied }
        guard let fallbackFile else { return .failed(command == nil ? "no clipboard program" : "the clipboard program failed") }
        do {
            try PrivateFile.write(Array(text.utf8), to: fallbackFile, durable: false)
        } catch {
            return .failed(error.description)
        }
        let home = environment["HOME"] ?? ""
        let shown = !home.isEmpty && fallbackFile.hasPrefix(home + "/") ? "~" + fallbackFile.dropFirst(home.count) : fallbackFile
        return .saved(path: shown)
    }

    /// Whether the program took `text` and ended well.
    private func copy(_ text: String) -> Bool {
        guard let command else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let spawned = ChildProcess.spawn(command, stdin: ends[0], quiet: true)
        close(ends[0])
        guard case .success(let pid) = spawned else {
            close(ends[1])
            return false
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        return ChildProcess.wait(pid) == 0 && written == bytes.count
    }
}
