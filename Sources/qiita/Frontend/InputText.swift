import Glibc
import TerminalText

/// Text a command reads from a file or stdin: `render`'s markdown, `auth login --with-token`'s token.
enum InputText {
    /// Why `bytes` are not text to read, if they are not: UTF-16 (Windows Notepad's "Unicode"),
    /// or a file that is one NUL byte in a hundred or more (an image, a program). A stray NUL in
    /// text is only sanitized away.
    private static func notText(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return "it is UTF-16 text; save it as UTF-8"
        }
        // Text has no NUL at all: one fast scan settles it before any counting.
        guard bytes.withUnsafeBufferPointer({ ByteScan.firstIndex(of: 0, in: $0) }) != nil else { return nil }
        let nulBytes = bytes.count { $0 == 0 }
        return nulBytes * 100 >= bytes.count ? "it is not text (it holds NUL bytes)" : nil
    }

    /// The text of `file`, or of stdin for nil or `-` (invalid UTF-8 replaced); a file that is
    /// not text at all is refused.
    static func read(_ file: String?) throws -> String {
        let path = file ?? "-"
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure.failure("cannot read \(Sanitizer.line(path)): \(String(cString: strerror(errno)))")
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size) + 1)  // read without growing
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.failure("cannot read \(Sanitizer.line(path)): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        if let reason = notText(bytes) {
            throw CommandFailure.failure("cannot read \(path == "-" ? "standard input" : Sanitizer.line(path)): \(reason)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
