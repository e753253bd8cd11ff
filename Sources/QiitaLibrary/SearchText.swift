import Foundation

/// The one folding the search index and queries share: NFKC (full-width and half-width forms
/// become one) and lower case, so `ＳＷＩＦＴ`, `Swift` and `swift` are the same text.
enum SearchText {
    /// Folds `text`; text that folding would not change (most markdown) is returned as is, without
    /// the cost of normalising it.
    static func fold(_ text: String) -> String {
        guard needsFolding(text.unicodeScalars) else { return text }
        return text.precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// Folds one character; snippets fold a body character by character to map matches back.
    static func fold(_ character: Character) -> String {
        needsFolding(character.unicodeScalars) ? fold(String(character)) : String(character)
    }

    /// The words of a query, folded, in order, without repeats. Whitespace separates words both
    /// before and after folding (an ideographic space folds to a space).
    static func terms(of words: [String]) -> [String] {
        var seen = Set<String>()
        return words.flatMap { fold($0).split(whereSeparator: \.isWhitespace).map(String.init) }
            .filter { seen.insert($0).inserted }
    }

    private static func needsFolding(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains { scalar in
            scalar.isASCII ? (scalar.value >= 0x41 && scalar.value <= 0x5A) : scalar.properties.changesWhenNFKCCaseFolded
        }
    }
}
