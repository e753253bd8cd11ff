/// A SplitMix64 generator with its own range helpers, so a seed gives the same corpus on every
/// platform and Swift version (the standard library's `random(in:using:)` may change its algorithm).
/// Tests use it as their `RandomNumberGenerator` too (TestSupport's `SeededGenerator`).
package struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    /// A generator for one numbered thing (an item, a comment) that does not depend on how many
    /// numbers were drawn before it: item 9,000 can be rebuilt without drawing for items 0…8,999.
    init(seed: UInt64, stream: UInt64, index: UInt64) {
        var mixer = SeededRandom(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        let first = mixer.next()
        self.init(seed: first ^ (index &* 0xD1B5_4A32_D192_ED03))
        _ = next()
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next() % UInt64(bound))
    }

    /// A number in the closed range.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ elements: [T]) -> T {
        elements[below(elements.count)]
    }

    /// A count with a long tail: most are small, a few are large (likes, stocks, followers).
    mutating func skewed(max: Int) -> Int {
        let roll = below(1000)
        switch roll {
        case ..<350: return 0
        case ..<750: return int(in: 1...Swift.max(1, max / 100))
        case ..<950: return int(in: 1...Swift.max(1, max / 10))
        default: return int(in: 1...Swift.max(1, max))
        }
    }

    /// `count` lower-case hex digits (item ids, tokens, codes).
    mutating func hex(_ count: Int) -> String {
        let digits = Array("0123456789abcdef")
        var out = ""
        out.reserveCapacity(count)
        var bits: UInt64 = 0
        var left = 0
        for _ in 0..<count {
            if left == 0 {
                bits = next()
                left = 16
            }
            out.append(digits[Int(bits & 0xF)])
            bits >>= 4
            left -= 1
        }
        return out
    }
}
