@preconcurrency import Glibc

/// The terminal attributes of raw mode, as `cfmakeraw` sets them: every byte is delivered as
/// typed (no line editing, no echo, no Ctrl-C → SIGINT, no CR → LF), output is not
/// post-processed (LF does not add CR), characters are 8 bits, and a read returns as soon as
/// one byte is there.
enum RawMode {
    static func attributes(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
