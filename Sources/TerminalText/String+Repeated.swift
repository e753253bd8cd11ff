extension String {
    /// `unit` written `count` times (empty for a count below one).
    ///
    /// The same string as `String(repeating:count:)`, which appends `unit` once per copy: for
    /// the rules and frames that layout draws across a whole line, on every block, that costs
    /// more than all the text inside them. Runs of the characters rules are drawn with are cut
    /// from a long run made once; others are built by doubling, in about log₂ `count` appends.
    package init(repeated unit: String, count: Int) {
        guard count > 0 else {
            self = ""
            return
        }
        if let run = Self.ruleRuns[unit], count <= Self.ruleRunLength {
            let utf8 = run.utf8
            self = String(run[..<utf8.index(utf8.startIndex, offsetBy: count * unit.utf8.count)])
            return
        }
        var result = unit
        var copies = 1
        while copies * 2 <= count {
            result += result
            copies *= 2
        }
        if copies < count { result += String(repeated: unit, count: count - copies) }
        self = result
    }

    private static let ruleRunLength = 256

    /// Long runs of the characters of rules, frames and padding.
    private static let ruleRuns: [String: String] = Dictionary(
        uniqueKeysWithValues: ["─", "═", " "].map { unit in
            var run = unit
            while run.utf8.count < ruleRunLength * unit.utf8.count { run += run }
            return (unit, run)
        })
}
