#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rate figures of a response: Qiita allows 60 requests an hour without a token and 1000
/// with one, and says on every response how many are left and when the count refills.
public struct RateLimit: Sendable, Hashable, Codable {
    public var limit: Int
    public var remaining: Int
    /// When the budget refills (`Rate-Reset`, UNIX seconds).
    public var resetsAt: Date

    public init(limit: Int, remaining: Int, resetsAt: Date) {
        self.limit = limit
        self.remaining = remaining
        self.resetsAt = resetsAt
    }

    /// From `Rate-Limit`, `Rate-Remaining` and `Rate-Reset`; nil unless all three are numbers.
    public init?(headers: HTTPHeaders) {
        guard let limit = headers["Rate-Limit"].flatMap({ Int($0.trimmingSpaces()) }),
            let remaining = headers["Rate-Remaining"].flatMap({ Int($0.trimmingSpaces()) }),
            let reset = headers["Rate-Reset"].flatMap({ Int($0.trimmingSpaces()) })
        else { return nil }
        self.init(limit: limit, remaining: remaining, resetsAt: Date(timeIntervalSince1970: TimeInterval(reset)))
    }

    /// Whether no request is left before `resetsAt`, as of `now`.
    public func isSpent(at now: Date = Date()) -> Bool {
        remaining <= 0 && resetsAt > now
    }
}
