/// The Unicode text of a formula (or of one group in it), built piece by piece from left to
/// right.
///
/// TeX ignores spaces in math; the text keeps the author's spacing instead, as a hint of how the
/// formula reads, but a space is only written once something follows it, never after an opening
/// bracket or before a closing one. Whether the whole is one atom decides if `\frac` must put it
/// in parentheses.
struct MathTextBuilder {
    private(set) var lines: [String] = [""]
    private var pendingSpace = 0
    private var pieces = 0
    private var allAtoms = true
    private var spaced = false

    /// Whether a space (or the start of the group) comes right before what is added next.
    var isSpacedBefore: Bool { pendingSpace > 0 || lines[lines.count - 1].isEmpty }

    /// The text on one line (display math breaks lines at `\\`).
    var text: String { lines.joined(separator: "\n") }

    /// One letter, number or juxtaposition of them (`x`, `2πr`, `mc²`), or anything in brackets.
    var isAtom: Bool {
        if lines.count == 1, pieces > 0, allAtoms, !spaced { return true }
        return Self.isBracketed(text)
    }

    mutating func space(_ columns: Int) {
        pendingSpace = max(pendingSpace, columns)
    }

    mutating func append(_ piece: String, isAtom: Bool) {
        guard !piece.isEmpty else { return }
        let line = lines[lines.count - 1]
        if pendingSpace > 0, let last = line.last, !Self.opening.contains(last),
            let first = piece.first, !Self.closing.contains(first)
        {
            lines[lines.count - 1] += String(repeating: " ", count: pendingSpace)
            spaced = true
        }
        pendingSpace = 0
        lines[lines.count - 1] += piece
        pieces += 1
        allAtoms = allAtoms && isAtom
    }

    /// A super- or subscript, right after the piece before it whatever the spacing.
    mutating func attach(_ script: String) {
        pendingSpace = 0
        lines[lines.count - 1] += script
    }

    mutating func breakLine() {
        pendingSpace = 0
        lines.append("")
    }

    /// Whether a piece of text counts as an atom: letters and digits (raised and lowered ones
    /// too) and the few symbols that read as one, such as ∂ and ∞.
    static func isAtom(_ piece: String) -> Bool {
        piece.allSatisfy { $0.isLetter || $0.isNumber || atomSymbols.contains($0) }
    }

    private static let atomSymbols: Set<Character> = ["∂", "∇", "∞", "′", "'"]
    private static let opening: Set<Character> = ["(", "[", "{", "⟨", "⌊", "⌈"]
    private static let closing: Set<Character> = [")", "]", "}", "⟩", "⌋", "⌉"]
    private static let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "⟨": "⟩", "⌊": "⌋", "⌈": "⌉"]

    /// Whether `text` is one bracketed group: `(a+b)` but not `(a)(b)`.
    private static func isBracketed(_ text: String) -> Bool {
        guard let first = text.first, let closer = pairs[first], text.last == closer, text.count > 1 else {
            return false
        }
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == first { depth += 1 } else if character == closer { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }
}
