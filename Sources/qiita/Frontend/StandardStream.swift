import Glibc
import Synchronization
import TerminalText

/// Buffered output to a file descriptor with `write(2)`: bytes go out when the buffer fills or on
/// ``flush()``. When the reader of a pipe goes away (`qiita items | head`), writing throws
/// ``OutputClosed`` so the command can stop quietly instead of dying of SIGPIPE mid-sentence.
final class StandardStream: Sendable {
    let descriptor: Int32
    /// Whether this stream is a terminal.
    let isTerminal: Bool
    private let buffer = Mutex<[UInt8]>([])
    /// Held while a flush takes the buffer and writes it, so flushes from different threads
    /// reach the descriptor in the order they took their bytes.
    private let writing = Mutex(())
    private static let capacity = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        self.isTerminal = isatty(descriptor) == 1
    }

    static let output = StandardStream(descriptor: STDOUT_FILENO)
    static let error = StandardStream(descriptor: STDERR_FILENO)

    func write(_ text: String) throws(OutputClosed) {
        try append(text.utf8)
    }

    func write(bytes: [UInt8]) throws(OutputClosed) {
        try append(bytes)
    }

    /// Writes a line (adds the newline): whole, even when other threads write lines too.
    func line(_ text: String = "") throws(OutputClosed) {
        try append(text.utf8, newline: true)
    }

    /// A one-line notice, prefixed `qiita:` and sanitized (it may hold server or environment
    /// text), written out at once; a closed stream is ignored.
    func notice(_ message: String) {
        try? line("qiita: " + Sanitizer.line(message))
        try? flush()
    }

    func flush() throws(OutputClosed) {
        try writing.withLock { _ throws(OutputClosed) in
            // Taken whole, not copied: a copy would share the storage, and emptying the buffer
            // would then allocate a new one of its full capacity on every flush.
            let pending = buffer.withLock { buffer in
                var taken: [UInt8] = []
                swap(&taken, &buffer)
                return taken
            }
            try writeAll(pending)
        }
    }

    private func append(_ bytes: some Sequence<UInt8>, newline: Bool = false) throws(OutputClosed) {
        let full = buffer.withLock { buffer in
            buffer.append(contentsOf: bytes)
            if newline { buffer.append(10) }
            return buffer.count >= Self.capacity
        }
        if full { try flush() }
    }

    private func writeAll(_ bytes: [UInt8]) throws(OutputClosed) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw OutputClosed(code: errno)
            }
            offset += written
        }
    }
}

/// The output cannot be written: its reader went away (EPIPE, a quiet success: `qiita items |
/// head`), or the write failed (a full disk, an I/O error: a failure to report).
struct OutputClosed: Error {
    let code: Int32

    /// Whether the reader of a pipe simply stopped reading.
    var isBrokenPipe: Bool { code == EPIPE }

    var message: String { "cannot write the output: \(String(cString: strerror(code)))" }
}
