import QiitaAccounts
import QiitaReader
import Synchronization

/// The reader's prompt history between runs: one entry a line, oldest first, private (it says
/// what you looked for) and replaced atomically. A file that cannot be read, or is not text, is
/// left out: the reader starts without a history and says so once, and the next entry replaces
/// the file. A write that fails is said once too; the reader goes on either way.
final class PromptHistoryFile: Sendable {
    let path: String
    private let warned = Mutex(false)

    init(path: String) {
        self.path = path
    }

    /// The entries kept, and what to tell the user when the file had to be ignored.
    func load() -> (history: PromptHistory, warning: String?) {
        do {
            return (try read(), nil)
        } catch {
            warned.withLock { $0 = true }
            return (PromptHistory(), "prompt history ignored: \(error)")
        }
    }

    /// Adds `entry` to the file as the newest, keeping what other readers added meanwhile.
    /// Returns a message the first time this fails, else nil.
    func remember(_ entry: String) -> String? {
        do {
            try PrivateFile.withLock(on: path) { () throws(AccountError) in
                let kept = (try? read()) ?? PromptHistory()
                let lines = kept.adding(entry).entries.map { $0 + "\n" }.joined()
                try PrivateFile.write(Array(lines.utf8), to: path, durable: false)
            }
            return nil
        } catch {
            let first = warned.withLock { already in
                defer { already = true }
                return !already
            }
            return first ? "prompt history not saved: \(error)" : nil
        }
    }

    private func read() throws(AccountError) -> PromptHistory {
        guard let bytes = try PrivateFile.read(path, requirePrivate: false) else { return PromptHistory() }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "it is not text")
        }
        return PromptHistory(text.split(separator: "\n").map(String.init))
    }
}
