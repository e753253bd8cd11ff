#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ISO 8601 date-time as Qiita sends it (`2019-03-25T12:36:43+09:00`): the instant, and the
/// exact text, so that `--json` output repeats what the API said, offset included.
package struct Timestamp: Sendable, Hashable, Comparable, Decodable, CustomStringConvertible {
    package let rawValue: String
    package let date: Date
    /// The offset from UTC the text was written in, in seconds (`+09:00` → 32400).
    package let utcOffset: Int

    package init?(_ text: String) {
        guard let (seconds, offset) = Self.parse(Array(text.utf8)) else { return nil }
        rawValue = text
        date = Date(timeIntervalSince1970: seconds)
        utcOffset = offset
    }

    package init(from decoder: any Decoder) throws {
        self = try Self.parsed(try decoder.singleValueContainer().decode(String.self), codingPath: decoder.codingPath)
    }

    /// `text` as a timestamp; a decoding error at `codingPath` when it is none.
    static func parsed(_ text: String, codingPath: @autoclosure () -> [any CodingKey]) throws -> Timestamp {
        guard let parsed = Timestamp(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath(), debugDescription: "not an ISO 8601 date-time: \(text)"))
        }
        return parsed
    }

    package static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.date < rhs.date }
    package var description: String { rawValue }

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`; nil for anything else or out-of-range fields.
    private static func parse(_ bytes: [UInt8]) -> (Double, Int)? {
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = bytes[index]
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
                index += 1
            }
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
            index < bytes.count, bytes[index] == 84 || bytes[index] == 116 || bytes[index] == 32
        else { return nil }
        index += 1
        guard let hour = number(2), expect(58), let minute = number(2), expect(58), let second = number(2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, bytes[index] >= 48 && bytes[index] <= 57 {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case 90, 122:  // Z
            index += 1
        case 43, 45:  // + -
            let sign = bytes[index] == 45 ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(58)
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default:
            return nil
        }
        guard index == bytes.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return (seconds, offset)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
