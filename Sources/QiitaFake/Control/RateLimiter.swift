/// Qiita's rate limit (qiita-api.md §6): one budget per token and one for anonymous requests,
/// refilled when the window ends. Every API response reports its budget in `Rate-*` headers.
struct RateLimiter: Sendable {
    enum Key: Hashable, Sendable {
        case anonymous
        case token(String)
    }

    struct Budget: Sendable {
        var remaining: Int
        /// UNIX seconds when the budget refills.
        var resetAt: Int
    }

    /// What a request saw: the values for its headers, and whether it may proceed.
    struct Decision: Sendable, Equatable {
        var limit: Int
        var remaining: Int
        var resetAt: Int
        var allowed: Bool
    }

    /// Budgets a request or an option may set; past them the clock arithmetic could overflow.
    static let budgetRange = 0...1_000_000_000
    /// Seconds until a budget refills, and the length of a window (at least 1).
    static let secondsRange = 0...1_000_000_000

    let anonymousLimit: Int
    let authenticatedLimit: Int
    /// Seconds.
    let window: Int
    private var budgets: [Key: Budget] = [:]

    init(anonymousLimit: Int, authenticatedLimit: Int, window: Int) {
        self.anonymousLimit = anonymousLimit
        self.authenticatedLimit = authenticatedLimit
        self.window = max(1, window)
    }

    func limit(for key: Key) -> Int {
        key == .anonymous ? anonymousLimit : authenticatedLimit
    }

    /// Spends one request from the key's budget (refilling it first if its window has passed).
    mutating func spend(_ key: Key, now: Int) -> Decision {
        var budget = current(key, now: now)
        let allowed = budget.remaining > 0
        if allowed { budget.remaining -= 1 }
        budgets[key] = budget
        return Decision(limit: limit(for: key), remaining: budget.remaining, resetAt: budget.resetAt, allowed: allowed)
    }

    /// Sets a budget by hand (tests and `POST /__fake/rate`).
    mutating func set(_ key: Key, remaining: Int, resetIn: Int, now: Int) {
        budgets[key] = Budget(remaining: max(0, remaining), resetAt: now + max(0, resetIn))
    }

    private func current(_ key: Key, now: Int) -> Budget {
        if let budget = budgets[key], now < budget.resetAt { return budget }
        return Budget(remaining: limit(for: key), resetAt: now + window)
    }
}
