import Dispatch
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

    /// Writes what is still pending to the ledger and takes no more: for the end of the process.
    static func finishWrites() {
        LedgerWriter.shared.finish()
    }

    func record(_ exchange: Exchange) {
        guard let rate = exchange.rateLimit else { return }
        if let ledger { LedgerWriter.shared.submit(rate, for: key, to: ledger) }
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

/// Writes rate figures to the ledger off the path of the reply, which is decoded and printed
/// meanwhile (the ledger is a file read and rewritten whole: about as long as decoding a page).
/// One per process, as the ledger is one file: one serial queue, only the newest figure per key
/// (pages that arrive faster than the file is written cost one write, not one each), and
/// nothing accepted after ``finish()``, so that the process never ends in the middle of a write.
private final class LedgerWriter: Sendable {
    static let shared = LedgerWriter()

    private struct Pending {
        var figures: [RateLedger.Key: (rate: RateLimit, ledger: RateLedger)] = [:]
        var finished = false
    }

    private let queue = DispatchQueue(label: "qiita.rate-ledger")
    private let writes = DispatchGroup()
    private let pending = Mutex(Pending())

    func submit(_ rate: RateLimit, for key: RateLedger.Key, to ledger: RateLedger) {
        pending.withLock { pending in
            guard !pending.finished else { return }
            // A write already queued will take this figure with the others. One is queued under
            // the lock, so `finish()` either refuses the figure or waits for its write.
            if pending.figures.isEmpty { queue.async(group: writes) { self.writePending() } }
            pending.figures[key] = (rate, ledger)
        }
    }

    func finish() {
        pending.withLock { $0.finished = true }
        writes.wait()
    }

    private func writePending() {
        let figures = pending.withLock { pending in
            defer { pending.figures = [:] }
            return pending.figures
        }
        for (key, figure) in figures { try? figure.ledger.record(figure.rate, for: key) }
    }
}
