import Glibc

/// What the command knows of the terminal it writes to.
enum TerminalInfo {
    /// Columns and rows of the controlling terminal, when there is one.
    static func size() -> (columns: Int, rows: Int)? {
        var size = winsize()
        for descriptor in [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO] {
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        if ioctl(tty, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return nil
    }
}
