import Foundation

/// The one folding that every search shares (the library's index and its queries, the reader's
/// find in a page): NFKC (full-width and half-width forms become one) and lower case, so
/// `ＳＷＩＦＴ`, `Swift` and `swift` are the same text.
package enum SearchText {
    /// Folds `text`; text that folding would not change (most markdown) is returned as is, without
    /// the cost of normalising it.
    package static func fold(_ text: String) -> String {
        guard needsFolding(text.unicodeScalars) else { return text }
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        // Foundation on Linux leaves ｶﾞ as カ and a combining mark instead of ガ: composed here, as
        // NFKC would, so that half-width kana with their marks match the kana typed.
        guard folded.unicodeScalars.contains(where: { $0.properties.canonicalCombiningClass != .notReordered }) else { return folded }
        return folded.precomposedStringWithCanonicalMapping
    }

    /// The words of a query, folded, in order, without repeats. Whitespace separates words both
    /// before and after folding (an ideographic space folds to a space).
    package static func terms(of words: [String]) -> [String] {
        var seen = Set<String>()
        return words.flatMap { fold($0).split(whereSeparator: \.isWhitespace).map(String.init) }
            .filter { seen.insert($0).inserted }
    }

    /// Whether folding would change any of `scalars`.
    package static func needsFolding(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains { scalar in
            switch scalar.value {
            case 0x41...0x5A: true
            // ASCII, kana and the common ideographs (most of a Japanese text) fold to themselves,
            // without a look-up of their Unicode properties.
            case 0..<0x80, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: false
            default: scalar.properties.changesWhenNFKCCaseFolded
            }
        }
    }
}
