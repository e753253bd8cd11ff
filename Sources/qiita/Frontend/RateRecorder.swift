import Dispatch
import Glibc
import QiitaAPI
import QiitaAccounts
import Synchronization
import TerminalText

/// Watches every response for its rate figures: writes them to the rate ledger (so the next
/// invocation knows the budget before sending), and, without a token and below 10 requests
/// left, says once on stderr that signing in raises the limit (not when the request was
/// refused: the error says it then, and an error is one line).
///
/// The ledger is written on a queue of its own, in the order replies came, while the reply is
/// decoded and printed (it is a file rewritten whole: about as long as decoding a page); the
/// process waits for those writes before it exits (``waitForWrites()``).
final class RateRecorder: Sendable {
    let ledger: RateLedger?
    let key: RateLedger.Key
    let isAnonymous: Bool
    private let hinted = Mutex(false)

    init(ledger: RateLedger?, key: RateLedger.Key, isAnonymous: Bool) {
        self.ledger = ledger
        self.key = key
        self.isAnonymous = isAnonymous
    }

    /// Anonymous budgets below this get the sign-in hint.
    static let hintThreshold = 10

    private static let writes = DispatchQueue(label: "qiita.rate-ledger")
    private static let pendingWrites = DispatchGroup()

    /// Blocks until every ledger write asked for so far is done.
    static func waitForWrites() {
        pendingWrites.wait()
    }

    func record(_ exchange: Exchange) {
        guard let rate = exchange.rateLimit else { return }
        if let ledger {
            let key = self.key
            Self.writes.async(group: Self.pendingWrites) { try? ledger.record(rate, for: key) }
        }
        // A refused request (429, 403) becomes an error that already says how to get more.
        let refused = exchange.status == 429 || exchange.status == 403
        guard isAnonymous, rate.remaining < Self.hintThreshold, !refused else { return }
        let first = hinted.withLock { already in
            defer { already = true }
            return !already
        }
        guard first else { return }
        let line = "qiita: \(rate.remaining)/\(rate.limit) requests left this hour without a token; "
            + "`qiita auth login` raises the limit to 1000\n"
        _ = line.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
    }
}
