/// A moment as Qiita writes it: ISO 8601 in Japan time, `2025-06-30T21:04:05+09:00`.
/// Kept as UNIX seconds so ordering and `created:` comparisons are integer arithmetic.
package struct QiitaTimestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var secondsSince1970: Int

    package init(secondsSince1970: Int) {
        self.secondsSince1970 = secondsSince1970
    }

    private static let japanOffset = 9 * 3600

    /// The text Qiita sends (`+09:00`).
    package var description: String {
        let local = secondsSince1970 + Self.japanOffset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondOfDay = local - days * 86_400
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
            + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))+09:00"
    }

    /// The start of a calendar day in Japan time, for `created:>=2024-01-31` search terms;
    /// nil when the text is not a valid `YYYY-MM-DD`.
    package static func startOfJapanDay(_ text: String) -> QiitaTimestamp? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        return QiitaTimestamp(secondsSince1970: days * 86_400 - japanOffset)
    }

    package static func < (lhs: QiitaTimestamp, rhs: QiitaTimestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    /// Howard Hinnant's days-from-civil algorithm.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Howard Hinnant's civil-from-days algorithm.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
