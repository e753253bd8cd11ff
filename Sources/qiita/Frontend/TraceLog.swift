import Glibc
import QiitaAccounts
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file the `--verbose` trace goes to while the full-screen reader owns the terminal: on
/// stderr it would draw over the screen. Lines come from any thread.
final class TraceLog: Sendable {
    let path: String
    private let descriptor: Mutex<Int32>

    init(path: String) throws(AccountError) {
        self.path = path
        descriptor = Mutex(try PrivateFile.openLog(path))
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }

    /// Appends `line` and a newline; a failed write loses the line, never the reader.
    func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        descriptor.withLock { descriptor in
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        }
    }
}
