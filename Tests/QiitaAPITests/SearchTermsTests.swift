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

    /// Qiita counts days in Japan: 23:30 UTC on the 19th is already the 20th there.
    @Test func theTrendStartsOnTheDayInJapan() throws {
        let since = try #require(Timestamp("2026-11-19T23:30:00Z")).date
        #expect(SearchTerms.trend(since: since, minimumStocks: 21, tag: nil) == "created:>=2026-11-20 stocks:>=21")
        #expect(SearchTerms.trend(since: since, minimumStocks: 3, tag: "Swift") == "created:>=2026-11-20 stocks:>=3 tag:Swift")
    }
}
