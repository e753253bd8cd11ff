/// A block of rows that moved up or down between two frames, so that the terminal can move it
/// (one scroll inside a scroll region) instead of the renderer drawing every row of it again.
///
/// Found by comparing row fingerprints: when a list scrolls by k rows under a header and above
/// a status line, the rows of the new frame equal the old rows k further down, in one run.
struct ScrollPlan: Hashable, Sendable {
    /// The scroll region, first and last row, inclusive.
    var top: Int
    var bottom: Int
    /// How far the content moves: positive is up (rows leave at the top, blank rows enter at
    /// the bottom), negative is down.
    var distance: Int

    /// The shift that saves the most rows from being redrawn, if one saves any.
    ///
    /// `old` and `new` are per-row fingerprints of the same length (equal rows, equal
    /// fingerprints); `blank` is the fingerprint of an empty row, which is what a scroll brings
    /// in. A shift is worth it when the rows it moves into place outnumber the rows it spoils.
    static func best<Fingerprint: Equatable>(
        from old: [Fingerprint], to new: [Fingerprint], blank: Fingerprint
    ) -> ScrollPlan? {
        let count = min(old.count, new.count)
        guard count >= 2 else { return nil }
        var best: ScrollPlan?
        var bestGain = 0
        for magnitude in 1..<count {
            for distance in [magnitude, -magnitude] {
                // Runs of rows i with new[i] == old[i + distance].
                var row = max(0, -distance)
                let end = min(count, count - distance)
                while row < end {
                    guard new[row] == old[row + distance] else {
                        row += 1
                        continue
                    }
                    let runStart = row
                    while row < end && new[row] == old[row + distance] { row += 1 }
                    // A run can save at most its own length; skip those that cannot beat the best.
                    guard row - runStart > bestGain else { continue }
                    let plan =
                        distance > 0
                        ? ScrollPlan(top: runStart, bottom: row - 1 + distance, distance: distance)
                        : ScrollPlan(top: runStart + distance, bottom: row - 1, distance: distance)
                    let gain = plan.gain(from: old, to: new, blank: blank)
                    if gain > bestGain {
                        bestGain = gain
                        best = plan
                    }
                }
            }
        }
        return best
    }

    /// Rows that would need drawing without the scroll, minus rows that need drawing with it.
    func gain<Fingerprint: Equatable>(from old: [Fingerprint], to new: [Fingerprint], blank: Fingerprint) -> Int {
        var shifted = old
        apply(to: &shifted, blank: blank)
        var gain = 0
        for row in top...bottom {
            if new[row] != old[row] { gain += 1 }
            if new[row] != shifted[row] { gain -= 1 }
        }
        return gain
    }

    /// Does to `rows` what the scroll does to the screen.
    func apply<Row>(to rows: inout [Row], blank: Row) {
        guard top >= 0, bottom < rows.count, top < bottom, abs(distance) <= bottom - top else { return }
        if distance > 0 {
            for row in top...bottom {
                rows[row] = row + distance <= bottom ? rows[row + distance] : blank
            }
        } else {
            for row in stride(from: bottom, through: top, by: -1) {
                rows[row] = row + distance >= top ? rows[row + distance] : blank
            }
        }
    }
}
