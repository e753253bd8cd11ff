/// What to measure and the targets to hold it to; every option has the value as its
/// default.
struct BenchmarkOptions: Sendable {
    /// Items in the fake corpus; the reader loads them all (Qiita serves at most 100 pages of 100).
    var items = 10_000
    var columns = 120
    var rows = 40
    /// Timed presses of each kind of key.
    var presses = 600
    /// The slowest kind's median may not exceed this many milliseconds.
    var maximumMedianMilliseconds = 2.0
    /// A one-row scroll's bytes may not exceed this fraction of a full repaint's.
    var maximumScrollRatio = 0.25

    static let usage = """
        usage: reader-benchmark [--items N] [--columns N] [--rows N] [--presses N]
                                [--max-median-ms MS] [--max-scroll-ratio R]
        Runs the reader against an in-process fake server with N items loaded, times keys from
        delivery to frame written, and exits 1 if a target is missed (2 if it cannot measure).
        """

    init() {}

    init(arguments: [String]) throws(BenchmarkError) {
        var remaining = arguments[...]
        while let name = remaining.popFirst() {
            if name == "--help" || name == "-h" { throw .usage(Self.usage) }
            guard let value = remaining.popFirst() else { throw .usage("\(name) needs a value\n\(Self.usage)") }
            switch name {
            case "--items": items = try Self.integer(value, for: name, in: 1...1_000_000)
            case "--columns": columns = try Self.integer(value, for: name, in: 20...1_000)
            case "--rows": rows = try Self.integer(value, for: name, in: 5...1_000)
            case "--presses": presses = try Self.integer(value, for: name, in: 1...1_000_000)
            case "--max-median-ms": maximumMedianMilliseconds = try Self.number(value, for: name)
            case "--max-scroll-ratio": maximumScrollRatio = try Self.number(value, for: name)
            default: throw .usage("unknown option \(name)\n\(Self.usage)")
            }
        }
    }

    private static func integer(_ text: String, for name: String, in range: ClosedRange<Int>) throws(BenchmarkError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    private static func number(_ text: String, for name: String) throws(BenchmarkError) -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw .usage("\(name) takes a positive number, not '\(text)'")
        }
        return value
    }
}
