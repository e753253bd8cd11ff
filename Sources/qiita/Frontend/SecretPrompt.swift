import Glibc

/// Reads a secret typed at the terminal without echoing it: from /dev/tty, with echo turned
/// off for the read and restored afterwards, also when Ctrl-C, Ctrl-\, SIGTERM or SIGHUP ends the
/// process mid-prompt (a handler restores the terminal, then the signal does what it would).
enum SecretPrompt {
    static func read(prompt: String) throws -> String {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { throw CommandFailure.usage("no terminal to read the token from: pipe it to `qiita auth login --with-token`") }
        defer { close(tty) }
        _ = prompt.withCString { Glibc.write(tty, $0, strlen($0)) }
        var saved = termios()
        let canRestore = tcgetattr(tty, &saved) == 0
        var previous: [Int32: sigaction] = [:]
        if canRestore {
            PromptTerminal.saved = (tty, saved)
            for signal in PromptTerminal.signals {
                // A signal the process was started ignoring (`nohup`, a background job) stays ignored.
                var current = sigaction()
                sigaction(signal, nil, &current)
                if let handler = current.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) == 1 { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = PromptTerminal.restoreAndResend
                sigemptyset(&action.sa_mask)
                var old = sigaction()
                sigaction(signal, &action, &old)
                previous[signal] = old
            }
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            quiet.c_lflag |= tcflag_t(ECHONL)
            tcsetattr(tty, TCSAFLUSH, &quiet)
        }
        defer {
            if canRestore {
                tcsetattr(tty, TCSAFLUSH, &saved)
                for (signal, var old) in previous { sigaction(signal, &old, nil) }
                PromptTerminal.saved = nil
            }
        }
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

/// The terminal state a signal handler restores while the prompt has echo off. Written only
/// before the handlers are installed and after they are removed.
private enum PromptTerminal {
    nonisolated(unsafe) static var saved: (descriptor: Int32, attributes: termios)?
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Async-signal-safe: restores the attributes, puts the default action back, re-raises.
    static let restoreAndResend: @convention(c) (Int32) -> Void = { signal in
        if var state = saved { tcsetattr(state.descriptor, TCSANOW, &state.attributes) }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }
}
