import Glibc

/// Reads a secret typed at the terminal without echoing it: from /dev/tty, with echo turned
/// off for the read and restored afterwards, also when the read is interrupted.
enum SecretPrompt {
    static func read(prompt: String) throws -> String {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { throw CommandFailure.usage("no terminal to read the token from: pipe it to `qiita auth login --with-token`") }
        defer { close(tty) }
        _ = prompt.withCString { Glibc.write(tty, $0, strlen($0)) }
        var saved = termios()
        let canRestore = tcgetattr(tty, &saved) == 0
        if canRestore {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            tcsetattr(tty, TCSAFLUSH, &quiet)
        }
        defer { if canRestore { tcsetattr(tty, TCSAFLUSH, &saved) } }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(tty, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 || byte == 10 || byte == 13 { break }
            bytes.append(byte)
            if bytes.count > 4096 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
