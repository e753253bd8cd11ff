#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When and how long to wait before trying a failed request again.
///
/// Only idempotent requests are retried, only after transient failures (connection refused or
/// reset, timeouts, 500/502/503/504), at most `maximumRetries` more times, with exponential
/// backoff and full jitter, honouring `Retry-After`. 4xx replies, rate limiting included, are
/// never retried: a retry storm would only spend the budget faster.
package struct RetryPolicy: Sendable {
    package var maximumRetries: Int
    package var baseDelay: Duration
    package var maximumDelay: Duration
    /// A `Retry-After` longer than this is not waited for: the error is reported instead.
    package var longestRetryAfter: Duration
    /// A number in 0..<1; injectable so tests are deterministic.
    package var random: @Sendable () -> Double

    package init(
        maximumRetries: Int = 2, baseDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(8),
        longestRetryAfter: Duration = .seconds(30), random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maximumRetries = maximumRetries
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
        self.longestRetryAfter = longestRetryAfter
        self.random = random
    }

    package static let standard = RetryPolicy()
    package static let never = RetryPolicy(maximumRetries: 0)

    package static let retriedStatuses: Set<Int> = [500, 502, 503, 504]

    /// How long to wait before retry number `retry` (1-based), or nil to give up.
    package func delay(beforeRetry retry: Int, retryAfter: String?, now: Date = Date()) -> Duration? {
        guard retry <= maximumRetries else { return nil }
        if let retryAfter, let wait = Self.parseRetryAfter(retryAfter, now: now) {
            return wait <= longestRetryAfter ? wait : nil
        }
        let exponential = baseDelay * (1 << (retry - 1))
        let capped = min(exponential, maximumDelay)
        return capped * random()
    }

    /// `Retry-After` as seconds or as an HTTP date.
    static func parseRetryAfter(_ value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingSpaces()
        if let seconds = Int(trimmed) { return .seconds(min(max(0, seconds), 86_400)) }
        guard let date = HTTPDate.parse(trimmed) else { return nil }
        return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
    }
}

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form `Retry-After` dates take.
enum HTTPDate {
    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", parts[1].count <= 2, parts[3].count == 4, let day = Int(parts[1]),
            let month = months.firstIndex(of: String(parts[2])).map({ $0 + 1 }), let year = Int(parts[3]),
            (1...31).contains(day)
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { $0.count == 2 ? Int($0) : nil }
        guard time.count == 3, time[0] < 24, time[1] < 60, time[2] < 61 else { return nil }
        let days = Timestamp.daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + time[0] * 3600 + time[1] * 60 + time[2]))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
