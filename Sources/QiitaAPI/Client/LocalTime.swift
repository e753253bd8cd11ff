import Glibc

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates in the user's local time zone (`TZ`, else the system's), through the C library so no
/// calendar database is loaded for a date column.
package enum LocalTime {
    /// `2024-05-01`.
    package static func day(_ date: Date) -> String {
        let t = components(date)
        return "\(t.tm_year + 1900)-\(pad(t.tm_mon + 1))-\(pad(t.tm_mday))"
    }

    /// `14:05`.
    package static func clock(_ date: Date) -> String {
        let t = components(date)
        return "\(pad(t.tm_hour)):\(pad(t.tm_min))"
    }

    /// `2024-05-01 14:05`.
    package static func minute(_ date: Date) -> String {
        "\(day(date)) \(clock(date))"
    }

    private static func components(_ date: Date) -> tm {
        let since = date.timeIntervalSince1970
        // Years 1 to 9999 at most: anything beyond is a broken reply, not a date to show.
        var seconds = time_t(since.isFinite ? min(max(since, -62_135_596_800), 253_402_300_799).rounded(.down) : 0)
        var result = tm()
        localtime_r(&seconds, &result)
        return result
    }

    private static func pad(_ value: Int32) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
