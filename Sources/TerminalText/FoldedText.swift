/// A text folded one character at a time (``SearchText``), each folded scalar remembering the
/// character it came from, so that a match of a folded term maps back to the characters the
/// user sees: `ｶﾞ` folds to `ガ` and `Ｓ` to `s`, yet a match still covers whole characters.
package struct FoldedText: Sendable {
    /// The characters (graphemes) folded so far, as they are shown: all of the text's unless it
    /// is folded a part at a time (``init(prefixOf:)``).
    package private(set) var characters: [Character] = []
    private var scalars: [Unicode.Scalar] = []
    /// For each folded scalar, the offset of the character it came from.
    private var owners: [Int] = []
    private let text: String
    /// Where folding stopped.
    private var position: String.Index

    /// The whole text, folded.
    package init(_ text: String) {
        self.init(prefixOf: text)
        scalars.reserveCapacity(text.utf8.count)
        owners.reserveCapacity(text.utf8.count)
        fold(upTo: .max)
    }

    /// Nothing of `text` folded yet: for a caller that needs only the part up to a match (a
    /// snippet near the start of a long body), and folds more with ``fold(upTo:)``.
    package init(prefixOf text: String) {
        self.text = text
        position = text.startIndex
    }

    /// How many scalars the folded part has: where a search of what is folded next may start
    /// (``occurrences(of:fromScalar:)``).
    package var scalarCount: Int { scalars.count }

    /// Whether the whole text is folded.
    package var isComplete: Bool { position == text.endIndex }

    /// Folds on until `characterCount` characters are folded, or the text ends.
    package mutating func fold(upTo characterCount: Int) {
        guard characters.count < characterCount, !isComplete else { return }
        let rest = text[position...]
        var index = rest.startIndex
        while index < rest.endIndex, characters.count < characterCount {
            let character = rest[index]
            append(character)
            index = rest.index(after: index)
        }
        position = index
    }

    private mutating func append(_ character: Character) {
        let offset = characters.count
        characters.append(character)
        // Most characters fold to themselves (or, in ASCII, to their lower case): only the
        // others pay for a string of their own and its normalisation.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            scalars.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte + 0x20 : byte))
            owners.append(offset)
            return
        }
        let own = character.unicodeScalars
        let folded = SearchText.needsFolding(own) ? SearchText.fold(String(character)).unicodeScalars : own
        for scalar in folded {
            scalars.append(scalar)
            owners.append(offset)
        }
    }

    /// Every occurrence of `term` (already folded), left to right and not overlapping, as ranges
    /// of character offsets; a match that starts or ends inside a character's folding takes the
    /// whole character.
    package func occurrences(of term: [Unicode.Scalar], fromScalar start: Int = 0) -> [Range<Int>] {
        guard let head = term.first, term.count <= scalars.count else { return [] }
        var ranges: [Range<Int>] = []
        var index = max(0, start)
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
