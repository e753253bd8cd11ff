import ArgumentParser
import QiitaLibrary

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita library prune`: drops old entries, keeping what you read.
struct LibraryPruneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Remove articles and lists fetched long ago, or until the library fits a size.",
        discussion: "What you read and its history are kept unless --include-history.")

    @Option(name: .customLong("older-than"), help: ArgumentHelp("Fetched before this long ago: 90d, 12h, 30m (default 90d).", valueName: "age"))
    var olderThan: String = "90d"

    @Option(name: .customLong("max-size"), help: ArgumentHelp("Then remove the oldest until the library is at most this: 500M, 2G.", valueName: "size"))
    var maxSize: String?

    @Flag(name: .customLong("include-history"), help: "Remove read articles and the history too.")
    var includeHistory = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard ByteCount.age(olderThan) != nil else { throw ValidationError("--older-than takes an age such as 90d, 12h or 30m, not '\(olderThan)'") }
        if let maxSize, ByteCount.bytes(maxSize) == nil {
            throw ValidationError("--max-size takes a size such as 500M or 2G, not '\(maxSize)'")
        }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let cutoff = Date().addingTimeInterval(-(ByteCount.age(olderThan) ?? 0))
        let report = try LocalRows.store(context).prune(
            olderThan: cutoff, maxSize: maxSize.flatMap(ByteCount.bytes), keepReadHistory: !includeHistory)
        try context.console.output.line(PruneSummary.text(report))
        try context.console.output.flush()
    }
}

/// `qiita library clear`: empties the library, keeping the history unless asked.
struct LibraryClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear", abstract: "Remove every article, list and reply kept (the history stays unless --include-history).")

    @Flag(name: .customLong("include-history"), help: "Remove the reading history too.")
    var includeHistory = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let report = try LocalRows.store(context).clear(keepReadHistory: !includeHistory)
        try context.console.output.line(PruneSummary.text(report))
        try context.console.output.flush()
    }
}

/// What a prune or clear did, in one line.
enum PruneSummary {
    static func text(_ report: PruneReport) -> String {
        "removed \(report.removedItems) articles, \(report.removedLists) lists, \(report.removedResponses) replies, "
            + "\(report.removedReadings) history entries; \(ByteCount.text(report.sizeBefore)) → \(ByteCount.text(report.sizeAfter))"
    }
}

/// Sizes and ages as people write them on the command line.
enum ByteCount {
    /// `512`, `500K`, `500M`, `2G` (powers of 1024).
    static func bytes(_ text: String) -> Int64? {
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let upper = text.uppercased()
        if let unit = upper.last.flatMap({ units[$0] }) {
            return Int64(upper.dropLast()).flatMap { $0 >= 0 ? $0 * unit : nil }
        }
        return Int64(upper).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// `90d`, `12h`, `30m`, `45s`, in seconds.
    static func age(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int(text.dropLast()), count >= 0, count < 100_000 else {
            return nil
        }
        return TimeInterval(count) * unit
    }

    /// `1.4 MB`, `320 kB`.
    static func text(_ bytes: Int64) -> String {
        if bytes >= 1 << 20 { return String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) }
        if bytes >= 1 << 10 { return "\(bytes >> 10) kB" }
        return "\(bytes) bytes"
    }
}
