import Glibc

/// Puts text on the system clipboard through a program: the settings' `clipboard`, else the
/// first of wl-copy, xclip, xsel and pbcopy on PATH. The text goes to its standard input and
/// its output to /dev/null (it must not draw over the reader); no shell is involved.
struct Clipboard {
    let configured: String?
    let environment: [String: String]

    static let candidates: [[String]] = [
        ["wl-copy"], ["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"], ["pbcopy"],
    ]

    /// The program and its arguments, or nil when there is none.
    var command: [String]? {
        if let configured {
            let words = ChildProcess.words(configured)
            return words.isEmpty ? nil : words
        }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return Self.candidates.first { candidate in path.contains { access("\($0)/\(candidate[0])", X_OK) == 0 } }
    }

    /// Whether the program took `text` and ended well.
    func copy(_ text: String) -> Bool {
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
