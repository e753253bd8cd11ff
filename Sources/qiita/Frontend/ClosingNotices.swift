import Synchronization

/// Notices said once the command's output is done, so that a pager showing it does not hide
/// them (that what was shown is the library's copy).
enum ClosingNotices {
    private static let pending = Mutex<[String]>([])

    static func add(_ message: String) {
        pending.withLock { $0.append(message) }
    }

    /// Says the notices on stderr, each once.
    static func say() {
        for message in pending.withLock({ pending in
            defer { pending = [] }; return pending
        }) {
            StandardStream.error.notice(message)
        }
    }
}
