import Testing
import QiitaMarkdown

/// Highlighted code that tests query by text: which kind colours a given piece of it, as a
/// reader would check by looking at the screen.
struct Highlighted {
    let lines: [HighlightedLine]

    init(_ language: String, _ code: String) {
        lines = SyntaxHighlighter(language: language).highlightLines(code)
    }

    /// The kind that colours the `occurrence`th appearance (from 1) of `needle`, searched line
    /// by line; nil when the needle is missing or covered by more than one kind.
    func kind(of needle: String, occurrence: Int = 1) -> TokenKind? {
        let kinds = self.kinds(of: needle, occurrence: occurrence)
        return kinds.count == 1 ? kinds.first : nil
    }

    /// Every kind that colours part of the `occurrence`th appearance of `needle`.
    func kinds(of needle: String, occurrence: Int = 1) -> Set<TokenKind> {
        let target = Array(needle.unicodeScalars)
        var seen = 0
        for line in lines {
            let scalars = line.tokens.flatMap { token in token.text.unicodeScalars.map { ($0, token.kind) } }
            guard scalars.count >= target.count, !target.isEmpty else { continue }
            for start in 0...(scalars.count - target.count)
            where scalars[start..<start + target.count].map(\.0) == target {
                seen += 1
                if seen == occurrence { return Set(scalars[start..<start + target.count].map(\.1)) }
            }
        }
        return []
    }

    /// The lines as `kind:text` tokens, for failure messages.
    var dump: String {
        lines.map { line in
            "\(line.kind): " + line.tokens.map { "[\($0.kind):\($0.text)]" }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

/// One row of a language's expectation table: the `occurrence`th appearance of `text` in the
/// snippet is coloured as `kind`.
struct Expect: Sendable, CustomTestStringConvertible {
    let text: String
    let kind: TokenKind
    let occurrence: Int

    init(_ text: String, _ kind: TokenKind, occurrence: Int = 1) {
        self.text = text
        self.kind = kind
        self.occurrence = occurrence
    }

    var testDescription: String {
        occurrence == 1 ? "\(text.debugDescription) is \(kind)" : "\(text.debugDescription) #\(occurrence) is \(kind)"
    }

    /// Checks the row against `highlighted`, showing every token on failure.
    func check(_ highlighted: Highlighted, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = highlighted.kinds(of: text, occurrence: occurrence)
        #expect(actual == [kind], "\(testDescription)\n\(highlighted.dump)", sourceLocation: sourceLocation)
    }
}
