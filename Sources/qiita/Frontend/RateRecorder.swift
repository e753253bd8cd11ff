import QiitaAPI
import QiitaAccounts
import Synchronization

/// Watches every response for its rate figures: writes them to the rate ledger (so the next
/// invocation knows the budget before sending), and, without a token and below 10 requests
/// left, says once on stderr that signing in raises the limit (not when the request was
/// refused: the error says it then, and an error is one line).
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
        // Best-effort: the ledger only spares requests, so a write that fails costs nothing else.
        if let ledger { try? ledger.record(rate, for: key) }
        // A refused request (429, 403) becomes an error that already says how to get more.
        let refused = exchange.status == 429 || exchange.status == 403
        guard isAnonymous, rate.remaining < Self.hintThreshold, !refused else { return }
        let first = hinted.withLock { already in
            defer { already = true }
            return !already
        }
        guard first else { return }
        StandardStream.error.notice(
            "\(rate.remaining)/\(rate.limit) requests left this hour without a token; "
                + "`qiita auth login` raises the limit to 1000")
    }
}
