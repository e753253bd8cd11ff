import Glibc
import TerminalUI

/// Shows long output through a pager, as git does: when stdout is a terminal and the text is
/// taller than it, the text goes to `$QIITA_PAGER`, else the config's `pager`, else `$PAGER`,
/// else `less -FRX` (`LESS=FRX` for any `less`, unless `LESS` is set). An empty `QIITA_PAGER` or `pager` (or `--no-pager`) prints directly.
/// Quitting the pager early is not an error.
struct Pager {
    let environment: [String: String]
    let output: StandardStream
    var configured: String? = nil

    /// The pager command, or nil for none.
    var command: [String]? {
        if let chosen = Settings.environmentOverride(of: "pager", in: environment)?.value ?? configured {
            let words = ChildProcess.words(chosen)
            return words.isEmpty ? nil : words
        }
        if let pager = environment["PAGER"], !ChildProcess.words(pager).isEmpty { return ChildProcess.words(pager) }
        return ["less", "-FRX"]
    }

    /// Writes `text` (of `lineCount` lines) through the pager when it is needed: when it is
    /// taller than the terminal stdout is on.
    func show(_ text: String, lineCount: Int) throws {
        guard output.isTerminal, let command, let rows = TTY.windowSize()?.rows, lineCount >= rows else {
            try output.write(text)
            try output.flush()
            return
        }
        try output.flush()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            try output.write(text)
            return try output.flush()
        }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        // As git does: less (and lv) chosen by name show colours and quit on one screen unless
        // the user set their own options.
        let spawned = ChildProcess.spawn(command, stdin: ends[0], defaults: ["LESS": "FRX", "LV": "-c"])
        close(ends[0])
        guard case .success(let pid) = spawned else {
            close(ends[1])
            try output.write(text)
            return try output.flush()
        }
        // The pager owns the terminal now: Ctrl-C is its business, not a reason to die.
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        let writer = StandardStream(descriptor: ends[1])
        var complete = true
        do {
            try writer.write(text)
            try writer.flush()
        } catch {
            complete = false  // the pager quit before reading everything: fine
        }
        close(ends[1])
        let status = ChildProcess.wait(pid)
        if status == 127 && !complete {
            // The pager command does not exist: nothing was shown, so print it after all.
            StandardStream.error.notice("pager '\(command[0])' not found; printing directly (set QIITA_PAGER)")
            try output.write(text)
            try output.flush()
        }
    }
}
