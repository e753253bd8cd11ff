import Foundation
import QiitaReader
import Testing

@Suite struct DateStyleTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let cases: [(ago: Double, english: String, japanese: String)] = [
        (30, "just now", "たった今"), (300, "5 min ago", "5分前"), (10_800, "3 h ago", "3時間前"),
        (172_800, "2 d ago", "2日前"), (5_616_000, "2 mo ago", "2か月前"), (69_120_000, "2 y ago", "2年前"),
    ]

    @Test(arguments: cases)
    func relativeDatesFollowTheLocale(ago: Double, english: String, japanese: String) {
        let date = Self.now.addingTimeInterval(-ago)
        #expect(DateStyle.relative(japanese: false).text(date, now: Self.now) == english)
        #expect(DateStyle.relative(japanese: true).text(date, now: Self.now) == japanese)
    }

    @Test func theLocaleDecidesTheLanguage() {
        #expect(DateStyle.relative(environment: ["LANG": "ja_JP.UTF-8"]) == .relative(japanese: true))
        #expect(DateStyle.relative(environment: ["LC_ALL": "C.UTF-8", "LANG": "ja_JP.UTF-8"]) == .relative(japanese: false))
        #expect(DateStyle.relative(environment: [:]) == .relative(japanese: false))
    }
}
