import Foundation
import Testing

@testable import QiitaAPI

@Suite struct SearchTermsTests {
    @Test func aTimelineIsOneSearchOfEveryTagAndUser() {
        #expect(SearchTerms.anyOf(tags: ["Swift", "C#"], users: ["alice"]) == "tag:Swift OR tag:C# OR user:alice")
        #expect(SearchTerms.anyOf(tags: [], users: []) == nil)
    }

    @Test func aValueWithASpaceIsQuotedAndCannotCloseTheQuote() {
        #expect(SearchTerms.anyOf(tags: [#"a "b"#], users: []) == #"tag:"a b""#)
    }

    /// Qiita counts days in Japan: 23:30 UTC on the 19th is already the 20th there. The stocks
    /// asked for grow with the days, and are fewer within one tag.
    @Test func theTrendStartsOnTheDayInJapan() throws {
        let now = try #require(Timestamp("2026-11-26T23:30:00Z")).date
        #expect(SearchTerms.trend(days: 7, tag: nil, now: now) == "created:>=2026-11-20 stocks:>=21")
        #expect(SearchTerms.trend(days: 7, tag: "Swift", now: now) == "created:>=2026-11-20 stocks:>=3 tag:Swift")
        #expect(SearchTerms.trend(days: 1, tag: nil, now: now) == "created:>=2026-11-26 stocks:>=3")
    }
}
