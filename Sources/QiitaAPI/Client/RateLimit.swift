#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rate figures of a response: Qiita allows 60 requests an hour without a token and 1000
/// with one, and says on every response how many are left and when the count refills.
package struct RateLimit: Sendable, Hashable {
    package var limit: Int
    package var remaining: Int
    /// When the budget refills (`Rate-Reset`, UNIX seconds).
    package var resetsAt: Date

    package init(limit: Int, remaining: Int, resetsAt: Date) {
        self.limit = limit
        self.remaining = remaining
        self.resetsAt = resetsAt
    }

    /// The headers every Qiita reply carries the budget in.
    package static let headerNames = ["Rate-Limit", "Rate-Remaining", "Rate-Reset"]

    /// From `Rate-Limit`, `Rate-Remaining` and `Rate-Reset`; nil unless all three are numbers.
    package init?(headers: HTTPHeaders, now: Date = Date()) {
        guard let limit = headers["Rate-Limit"].flatMap({ Int($0.trimmingSpaces()) }),
            let remaining = headers["Rate-Remaining"].flatMap({ Int($0.trimmingSpaces()) }),
            let reset = headers["Rate-Reset"].flatMap({ Int($0.trimmingSpaces()) })
        else { return nil }
        self.init(checkingLimit: limit, remaining: remaining, reset: reset, now: now)
    }

    /// Figures from outside (a reply, a file), made sane. Qiita's budget refills hourly: a reset
    /// more than a day away, or counts out of all proportion, are taken as what a sane server
    /// would mean (a day at most; 0 at least), so hostile figures can neither trap on arithmetic
    /// nor lock a host out for years.
    package init(checkingLimit limit: Int, remaining: Int, reset: Int, now: Date = Date()) {
        let latest = now.timeIntervalSince1970 + Self.longestWait
        self.init(
            limit: min(max(0, limit), Self.largestCount), remaining: min(max(0, remaining), Self.largestCount),
            resetsAt: Date(timeIntervalSince1970: min(max(0, Double(reset)), latest)))
    }

    /// The furthest a reset is believed to be: a day.
    static let longestWait: TimeInterval = 86_400
    static let largestCount = 1_000_000_000

    /// Whether no request is left before `resetsAt`, as of `now`.
    package func isSpent(at now: Date = Date()) -> Bool {
        isDown(to: 0, at: now)
    }

    /// Whether at most `reserve` requests are left before the budget refills (never, once `now`
    /// is past the reset: the figures are of an hour that is over).
    package func isDown(to reserve: Int, at now: Date = Date()) -> Bool {
        remaining <= reserve && resetsAt > now
    }
}
