import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The benchmark's figures, judged against the issue's targets and printed as a table.
struct BenchmarkReport {
    let options: BenchmarkOptions
    let loaded: Int
    let pages: Int
    let loadTime: Duration
    let kinds: [LatencySummary]
    let scroll: LatencySummary
    let repaint: LatencySummary
    /// Enter on a row until the article is on screen; the issue sets no target for it.
    let opening: LatencySummary
    /// Requests the server received while articles were opened: 0 when the library answered.
    let openingRequests: Int

    /// The kind of key with the highest median: the one the 2 ms target is about.
    var slowest: LatencySummary {
        kinds.max { $0.median < $1.median } ?? scroll
    }

    /// The bytes of a one-row scroll as a fraction of a full repaint's.
    var scrollRatio: Double {
        Double(scroll.medianBytes) / Double(max(1, repaint.medianBytes))
    }

    var meetsMedian: Bool { slowest.median.milliseconds <= options.maximumMedianMilliseconds }
    var meetsRatio: Bool { scrollRatio <= options.maximumScrollRatio }
    var meetsTargets: Bool { meetsMedian && meetsRatio }

    var text: String {
        var lines: [String] = []
        #if DEBUG
        lines.append("warning: a debug build; build with -c release for figures that mean anything")
        #endif
        lines.append(
            "reader: \(loaded) items in \(pages) pages loaded in \(Self.format(loadTime.milliseconds / 1000, 2)) s; "
                + "terminal \(options.columns)×\(options.rows), colours and hyperlinks on; \(options.presses) timed presses a kind")
        lines.append("")
        let nameWidth = max(4, (kinds + [opening]).map(\.name.count).max() ?? 0)
        lines.append(
            Self.pad("key", nameWidth) + "  " + ["median", "p90", "p99"].map { Self.padLeft($0, 9) }.joined(separator: " ")
                + "  " + Self.padLeft("bytes", 7))
        for kind in kinds {
            lines.append(
                Self.pad(kind.name, nameWidth) + "  "
                    + [kind.median, kind.p90, kind.p99].map { Self.padLeft(Self.format($0.milliseconds, 3) + " ms", 9) }
                    .joined(separator: " ") + "  " + Self.padLeft(String(kind.medianBytes), 7))
        }
        lines.append(
            Self.pad(opening.name, nameWidth) + "  "
                + [opening.median, opening.p90, opening.p99].map { Self.padLeft(Self.format($0.milliseconds, 3) + " ms", 9) }
                .joined(separator: " ") + "  " + Self.padLeft(String(opening.medianBytes), 7)
                + "  (requests sent: \(openingRequests))")
        lines.append("")
        lines.append(
            "median, slowest kind: \(Self.format(slowest.median.milliseconds, 3)) ms (\(slowest.name)); "
                + "target ≤ \(Self.format(options.maximumMedianMilliseconds, 2)) ms: \(meetsMedian ? "met" : "MISSED")")
        lines.append(
            "one-row scroll \(scroll.medianBytes) bytes / full repaint \(repaint.medianBytes) bytes = "
                + "\(Self.format(scrollRatio, 3)); target ≤ \(Self.format(options.maximumScrollRatio, 2)): "
                + (meetsRatio ? "met" : "MISSED"))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
