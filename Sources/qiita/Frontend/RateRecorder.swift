import Glibc
import QiitaAPI
import QiitaAccounts
import Synchronization
import TerminalText

/// Watches every response for its rate figures: writes them to the rate ledger (so the next
/// invocation knows the budget before sending), and, without a token and below 10 requests
/// left, says once on stderr that signing in raises the limit.
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

    func record(_ exchange: Exchange) {
        guard let rate = exchange.rateLimit else { return }
        try? ledger?.record(rate, for: key)
        guard isAnonymous, rate.remaining < Self.hintThreshold else { return }
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
