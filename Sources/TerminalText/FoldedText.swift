/// A text folded one character at a time (``SearchText``), each folded scalar remembering the
/// character it came from, so that a match of a folded term maps back to the characters the
/// user sees: `ｶﾞ` folds to `ガ` and `Ｓ` to `s`, yet a match still covers whole characters.
package struct FoldedText: Sendable {
    /// The text's characters (graphemes), as they are shown.
    package let characters: [Character]
    private var scalars: [Unicode.Scalar] = []
    /// For each folded scalar, the offset of the character it came from.
    private var owners: [Int] = []

    package init(_ text: String) {
        characters = Array(text)
        scalars.reserveCapacity(text.utf8.count)
        owners.reserveCapacity(text.utf8.count)
        for (offset, character) in characters.enumerated() {
            // Most characters fold to themselves (or, in ASCII, to their lower case): only the
            // others pay for a string of their own and its normalisation.
            let own = character.unicodeScalars
            if own.count == 1, let scalar = own.first, scalar.isASCII {
                let lowered = (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
                scalars.append(lowered)
                owners.append(offset)
                continue
            }
            let folded = SearchText.needsFolding(own) ? SearchText.fold(String(character)).unicodeScalars : own
            for scalar in folded {
                scalars.append(scalar)
                owners.append(offset)
            }
        }
    }

    /// Every occurrence of `term` (already folded), left to right and not overlapping, as ranges
    /// of character offsets; a match that starts or ends inside a character's folding takes the
    /// whole character.
    package func occurrences(of term: [Unicode.Scalar]) -> [Range<Int>] {
        guard let head = term.first, term.count <= scalars.count else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        let last = scalars.count - term.count
        while index <= last {
            if scalars[index] == head, scalars[index..<(index + term.count)].elementsEqual(term) {
                ranges.append(owners[index]..<(owners[index + term.count - 1] + 1))
                index += term.count
            } else {
                index += 1
            }
        }
        return ranges
    }
}
