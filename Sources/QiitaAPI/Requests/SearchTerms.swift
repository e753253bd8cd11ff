#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Qiita search queries that the timeline and the trend are made of (qiita-api.md §3).
package enum SearchTerms {
    /// `tag:Swift OR tag:Go OR user:alice`: the posts of any of the tags and users, in one
    /// search; nil when there are none.
    package static func anyOf(tags: [String], users: [String]) -> String? {
        let terms = tags.map { "tag:" + value($0) } + users.map { "user:" + value($0) }
        return terms.isEmpty ? nil : terms.joined(separator: " OR ")
    }

    /// `created:>=2026-11-20 stocks:>=21 tag:Swift`: the posts of the last `days` days (as Qiita
    /// counts days, in Japan) that have a few stocks already, so that the most stocked of them
    /// fit in one or two pages: a few stocks a day across Qiita, fewer within one tag.
    package static func trend(days: Int, tag: String?, now: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        let day = calendar.dateComponents([.year, .month, .day], from: now.addingTimeInterval(-Double(days) * 86_400))
        func twoDigits(_ number: Int?) -> String { number.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "01" }
        let date = "\(day.year ?? 1970)-\(twoDigits(day.month))-\(twoDigits(day.day))"
        var query = "created:>=\(date) stocks:>=\(trendMinimumStocks(days: days, tag: tag))"
        if let tag { query += " tag:" + value(tag) }
        return query
    }

    /// The stocks a post needs to be in the trend of `days`: more for a longer window, so that
    /// the posts read are the outstanding ones, and fewer within one tag.
    package static func trendMinimumStocks(days: Int, tag: String?) -> Int {
        tag == nil ? max(3, 3 * days) : max(1, days / 2)
    }

    /// A value as Qiita's search reads it: quoted when it holds a space or a quote.
    private static func value(_ text: String) -> String {
        guard text.contains(where: { $0.isWhitespace || $0 == "\"" }) else { return text }
        return "\"" + text.filter { $0 != "\"" } + "\""
    }
}
