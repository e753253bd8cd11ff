import QiitaAPI
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `--since` value: an age (`3d`, `12h`), a day (`2026-11-20`, midnight in Japan, as Qiita
/// counts days) or a full date-time (`2026-11-20T09:00:00+09:00`).
enum SinceDate {
    static func parse(_ text: String, now: Date = Date()) -> Date? {
        if let age = ByteCount.age(text) { return now.addingTimeInterval(-age) }
        if let day = Timestamp(text + "T00:00:00+09:00") { return day.date }
        return Timestamp(text)?.date
    }

    static func validated(_ text: String?, option: String = "--since") throws -> Date? {
        guard let text else { return nil }
        guard let date = parse(text) else {
            throw CommandFailure.usage(
                "\(option) takes a day (2026-11-20), a date-time or an age (3d, 12h), not '\(Sanitizer.line(text))'")
        }
        return date
    }
}
