import Glibc
import TerminalText

/// Text a command reads from a file or stdin: `render`'s markdown, `auth login --with-token`'s token.
enum InputText {
    /// The text of `file`, or of stdin for nil or `-` (invalid UTF-8 replaced, never refused); a
    /// file with NUL bytes is refused as not text.
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
        // A NUL byte is in no text anyone writes: an image or a program given by mistake.
        if bytes.contains(0) {
            throw CommandFailure.failure("cannot read \(Sanitizer.line(path)): it is not text (it holds NUL bytes)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
