/// How a language writes numbers beyond plain decimal digits.
///
/// Every language accepts decimals, a fraction after `.` (only when a digit follows, so `1..10`
/// stays a range), and an exponent. Letters right after a number (`u32`, `f`, `L`, `n`, `px`)
/// are taken as its suffix.
struct NumberRule: Sendable {
    /// Digit separators, allowed only between two digits (`_` in `1_000`, `'` in C++'s `1'000`).
    let separators: [UInt8]
    /// `0x`, `0b` and `0o` prefixes.
    let radixPrefixes: Bool
    /// Symbols that end a number as its unit (`%` in CSS).
    let units: [UInt8]

    init(separators: String = "_", radixPrefixes: Bool = true, units: String = "") {
        self.separators = Array(separators.utf8)
        self.radixPrefixes = radixPrefixes
        self.units = Array(units.utf8)
    }
}
