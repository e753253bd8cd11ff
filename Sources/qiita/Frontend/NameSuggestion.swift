/// "Did you mean …?" for a mistyped name (a subcommand, a JSON field), as git and gh ask: the
/// closest known name, when it is within a typo or two of what was typed.
enum NameSuggestion {
    /// The name in `names` fewest edits from `typed`, letter case aside (a swap of two neighbours
    /// is one edit), if that is at most one edit for short words and two for longer ones and it
    /// is not `typed` itself; the first on a tie.
    private static func closest(to typed: String, in names: [String]) -> String? {
        let folded = Array(typed.lowercased())
        let allowed = folded.count >= 5 ? 2 : 1
        let scored = names.map { name in (name, edits(folded, Array(name.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= allowed, best.0 != typed else { return nil }
        return best.0
    }

    /// `did you mean 'items'?`, for a message to end with; nil when no name is close.
    static func question(for typed: String, in names: [String]) -> String? {
        closest(to: typed, in: names).map { "did you mean '\($0)'?" }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// adjacent characters each cost one.
    private static func edits(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
