import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How lists show when a post was written: the day (`2026-11-27`), or how long ago, in
/// Japanese (`3時間前`) or English (`3 h ago`) after the locale (the `dates` setting).
package enum DateStyle: Sendable, Hashable {
    case day
    case relative(japanese: Bool)

    /// `date` in this style, as seen at `now`.
    package func text(_ date: Date, now: Date = Date()) -> String {
        guard case .relative(let japanese) = self else { return LocalTime.day(date) }
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        let steps: [(limit: Int, size: Int, japanese: String, english: String)] = [
            (3_600, 60, "分前", "min ago"), (86_400, 3_600, "時間前", "h ago"), (30 * 86_400, 86_400, "日前", "d ago"),
            (365 * 86_400, 30 * 86_400, "か月前", "mo ago"), (Int.max, 365 * 86_400, "年前", "y ago"),
        ]
        if seconds < 60 { return japanese ? "たった今" : "just now" }
        let step = steps.first { seconds < $0.limit } ?? steps[steps.count - 1]
        let count = seconds / step.size
        return japanese ? "\(count)\(step.japanese)" : "\(count) \(step.english)"
    }

    /// Relative in Japanese when the locale is Japanese (`LC_ALL`, `LC_TIME`, `LANG`), else in English.
    package static func relative(environment: [String: String]) -> DateStyle {
        let locale = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return .relative(japanese: locale.hasPrefix("ja"))
    }
}
