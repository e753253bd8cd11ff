/// One kind of string literal of a language: how it opens, closes and escapes.
///
/// A language lists its rules longest opener first (`"""` before `"`), since the first rule
/// that matches wins.
struct StringRule: Sendable {
    /// How a raw string's `#` fence works (Swift `#"…"#`, Rust `r#"…"#`).
    enum HashFence: Sendable {
        /// No fence.
        case none
        /// Any number of `#`, including none, before the opener; as many after the closer.
        case optional
        /// At least one `#` (Swift: without one it is an ordinary string).
        case required
    }

    /// The opening delimiter (after any prefix and fence).
    let open: [UInt8]
    /// The closing delimiter (before any fence).
    let close: [UInt8]
    /// The byte that makes the next one literal; nil in raw strings.
    let escape: UInt8?
    /// Whether an unclosed string continues on the next line (else it ends with its line).
    let spansLines: Bool
    /// Whether writing the closer twice stands for it inside the string (SQL `'it''s'`).
    let doubledCloseEscapes: Bool
    let hashFence: HashFence
    /// C++ raw strings: `R"tag(` … `)tag"`, with the tag read at the opener.
    let parenthesisedDelimiter: Bool
    /// Rust character literals: one scalar or one escape, so a lifetime (`'a`) is not a string.
    let singleScalar: Bool
    /// Whether a quote right after a letter is text, not an opener (YAML's `title: Don't panic`).
    let opensOnlyAfterBreak: Bool
    /// Whether the opener may stand alone, without one of `prefixes`.
    let allowsBareOpener: Bool
    /// Identifier-like prefixes glued to the opener (`r`, `f`, `b`, `u8`, `R`); part of the token.
    let prefixes: Set<WordKey>
    let prefixesIgnoreCase: Bool

    /// - Parameter prefixes: the prefixes allowed before the opener; `""` in the list allows none.
    init(
        _ open: String, _ close: String? = nil, escape: Character? = "\\", spansLines: Bool = false,
        doubledCloseEscapes: Bool = false, hashFence: HashFence = .none, parenthesisedDelimiter: Bool = false,
        singleScalar: Bool = false, opensOnlyAfterBreak: Bool = false, prefixes: [String] = [""],
        prefixesIgnoreCase: Bool = false
    ) {
        self.open = Array(open.utf8)
        self.close = Array((close ?? open).utf8)
        self.escape = escape?.asciiValue
        self.spansLines = spansLines
        self.doubledCloseEscapes = doubledCloseEscapes
        self.hashFence = hashFence
        self.parenthesisedDelimiter = parenthesisedDelimiter
        self.singleScalar = singleScalar
        self.opensOnlyAfterBreak = opensOnlyAfterBreak
        self.allowsBareOpener = prefixes.contains("")
        self.prefixes = Set(prefixes.compactMap { WordKey($0, foldingCase: prefixesIgnoreCase) })
        self.prefixesIgnoreCase = prefixesIgnoreCase
    }
}
