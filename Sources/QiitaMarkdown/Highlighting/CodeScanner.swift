/// The one scanner behind every language: it walks a line's UTF-8 bytes and emits spans of one
/// kind each, driven only by the tables of a `LanguageDefinition`.
///
/// A scanner lives for one call to `SyntaxHighlighter.highlight`, over that code's bytes. It only
/// ever cuts a line at an ASCII byte or before the first byte of a scalar (see `IdentifierRule`),
/// so every span decodes to whole scalars and the spans of a line rebuild it exactly.
struct CodeScanner {
    /// A run of bytes of one kind, as offsets into the code's UTF-8.
    struct Span: Equatable {
        var kind: TokenKind
        var start: Int
        var end: Int
    }

    let language: LanguageDefinition
    let bytes: UnsafeBufferPointer<UInt8>
    /// What carries from one line to the next; the highlighter swaps it for diffs.
    var state = ScannerState()
    /// Whether this block is a terminal session (`LanguageDefinition.promptedSessions`).
    var isSession = false
    /// The spans of the lines scanned since the caller last emptied it, adjacent kinds merged.
    var spans: [Span] = []

    /// Where the next token starts.
    private(set) var position = 0
    private(set) var lineStart = 0
    private(set) var lineEnd = 0
    /// Style sheets: whether the statement being scanned ends in `{` (a selector); nil until asked.
    var statementIsSelector: Bool?
    /// For each byte, which of the language's rules can begin with it, so that most tokens
    /// skip the comment, string and sigil rules after one lookup.
    private let starters: [UInt8]
    private static let commentStarter: UInt8 = 1
    private static let stringStarter: UInt8 = 2
    private static let sigilStarter: UInt8 = 4

    init(language: LanguageDefinition, bytes: UnsafeBufferPointer<UInt8>) {
        self.language = language
        self.bytes = bytes
        var starters = [UInt8](repeating: 0, count: 256)
        for delimiter in language.lineComments { starters[Int(delimiter.bytes[0])] |= Self.commentStarter }
        for rule in language.blockComments { starters[Int(rule.open[0])] |= Self.commentStarter }
        for rule in language.strings where rule.allowsBareOpener {
            starters[Int(rule.open[0])] |= Self.stringStarter
            if rule.hashFence != .none { starters[Int(ASCII.hash)] |= Self.stringStarter }
        }
        var sigils = language.variables?.sigils ?? []
        sigils += language.bracketAnnotations.map { $0.bytes[0] }
        sigils += [language.annotationSigil, language.symbolSigil].compactMap { $0 }
        if language.directives != .none { sigils.append(ASCII.hash) }
        for sigil in sigils { starters[Int(sigil)] |= Self.sigilStarter }
        self.starters = starters
    }

    /// Scans the bytes in `range` (one line without its `\n`, or what follows a diff marker).
    mutating func scanLine(_ range: Range<Int>) {
        lineStart = range.lowerBound
        lineEnd = range.upperBound
        position = lineStart
        statementIsSelector = nil
        if let open = state.open { resume(open) }
        if position == lineStart, state.open == nil {
            if isSession, !beginSessionLine() { return }
            switch language.keys {
            case .yaml: scanYAMLLineStart()
            case .assignment: scanAssignmentLineStart()
            case .none, .quoted: break
            }
        }
        while position < lineEnd { scanToken() }
        if isSession { state.continuesCommand = state.open == nil && endsWithBackslash() }
    }

    /// Adds a span the caller knows (a diff marker) before the rest of the line is scanned.
    mutating func emit(_ kind: TokenKind, _ range: Range<Int>) {
        position = range.lowerBound
        emit(kind, to: range.upperBound)
    }

    /// Ends the current token at `end`, merging it into the previous span when it has the same kind.
    mutating func emit(_ kind: TokenKind, to end: Int) {
        guard end > position else { return }
        if let last = spans.last, last.kind == kind, last.end == position {
            spans[spans.count - 1].end = end
        } else {
            spans.append(Span(kind: kind, start: position, end: end))
        }
        position = end
    }

    private mutating func resume(_ open: ScannerState.Open) {
        switch open {
        case .comment(let rule, let depth):
            continueComment(rule: rule, depth: depth, from: position)
        case .string(let rule, let closing):
            finishString(rule: rule, closing: closing, from: position)
        case .blockScalar(let indent):
            continueBlockScalar(indent: indent)
        }
    }

    private mutating func scanToken() {
        switch language.structure {
        case .code: scanCodeToken()
        case .markup: if state.insideTag { scanTagToken() } else { scanMarkupText() }
        case .styleSheet: scanStyleSheetToken()
        }
    }

    private mutating func scanCodeToken() {
        let byte = bytes[position]
        if ASCII.isSpace(byte) { return scanSpaces() }
        let starts = starters[Int(byte)]
        if starts & Self.commentStarter != 0, scanComment() { return }
        if starts & Self.stringStarter != 0, scanString(tokenStart: position, openAt: position) { return }
        if let rule = language.numbers, startsNumber() { return scanNumber(rule) }
        if language.identifiers.starts(bytes, at: position, end: lineEnd) { return scanWord() }
        if starts & Self.sigilStarter != 0, scanSigil(byte) { return }
        scanSymbolCharacter()
    }

    /// A directive, annotation, variable or symbol introduced by `byte`, if one starts here.
    private mutating func scanSigil(_ byte: UInt8) -> Bool {
        if byte == ASCII.hash, language.directives != .none, scanDirective() { return true }
        if !language.bracketAnnotations.isEmpty, scanBracketAnnotation() { return true }
        if let rule = language.variables, rule.sigils.contains(byte), scanVariable(rule) { return true }
        if byte == language.annotationSigil, scanAnnotation() { return true }
        return byte == language.symbolSigil && scanSymbol()
    }

    // MARK: Shared pieces

    /// Whether `delimiter` stands at `index`, within the line.
    func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + delimiter.count <= lineEnd else { return false }
        var offset = 0
        while offset < delimiter.count {
            if bytes[index + offset] != delimiter[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The byte before `position` on this line, nil at the line's start.
    var previousByte: UInt8? {
        position > lineStart ? bytes[position - 1] : nil
    }

    /// Where the run of white space starting at `index` ends.
    func spacesEnd(from index: Int) -> Int {
        var index = index
        while index < lineEnd, ASCII.isSpace(bytes[index]) { index += 1 }
        return index
    }

    mutating func scanSpaces() {
        emit(.plain, to: spacesEnd(from: position))
    }

    /// One byte that starts nothing: punctuation when it is an ASCII symbol, else plain; a
    /// multi-byte scalar is taken whole.
    mutating func scanSymbolCharacter() {
        let byte = bytes[position]
        if byte < 0x80 {
            emit(ASCII.isPunctuation(byte) ? .punctuation : .plain, to: position + 1)
            return
        }
        var end = position + 1
        while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
        emit(.plain, to: end)
    }

    /// The end of a bracketed run whose first `open` is at or after `start`: just past the
    /// `close` that balances it, or the line's end when none does.
    func bracketedEnd(from start: Int, open: UInt8, close: UInt8) -> Int {
        var depth = 0
        var cursor = start
        while cursor < lineEnd {
            let byte = bytes[cursor]
            cursor += 1
            if byte == open {
                depth += 1
            } else if byte == close {
                depth -= 1
                if depth == 0 { break }
            }
        }
        return cursor
    }

    /// The end of a key that starts at `position` and runs up to the first byte that `separates`
    /// accepts, without the spaces before it; nil when a byte that `stops` accepts, or the line's
    /// end, comes first, or the key would be empty. YAML's `key:` and TOML's `key =` use it.
    func leadingKeyEnd(separatedBy separates: (Int) -> Bool, unless stops: (Int) -> Bool) -> Int? {
        var cursor = position
        var lastText = position
        while cursor < lineEnd {
            if separates(cursor) { return lastText > position ? lastText : nil }
            if stops(cursor) { return nil }
            if !ASCII.isSpace(bytes[cursor]) { lastText = cursor + 1 }
            cursor += 1
        }
        return nil
    }

    private func endsWithBackslash() -> Bool {
        var index = lineEnd
        while index > lineStart, ASCII.isSpace(bytes[index - 1]) { index -= 1 }
        return index > lineStart && bytes[index - 1] == ASCII.backslash
    }

    // MARK: Comments

    /// A line or block comment starting at `position`, if one does.
    mutating func scanComment() -> Bool {
        let byte = bytes[position]
        for delimiter in language.lineComments where delimiter.bytes[0] == byte {
            guard matches(delimiter.bytes, at: position) else { continue }
            if language.lineCommentsNeedBoundary, !atWordBoundary() { continue }
            emit(.comment, to: lineEnd)
            return true
        }
        for (index, rule) in language.blockComments.enumerated() where rule.open[0] == byte {
            guard matches(rule.open, at: position) else { continue }
            continueComment(rule: index, depth: 1, from: position + rule.open.count)
            return true
        }
        return false
    }

    /// Whether a shell-style `#` here starts a word: first on the line or after a space or a separator.
    private func atWordBoundary() -> Bool {
        guard let previous = previousByte else { return true }
        return ASCII.isSpace(previous) || previous == ASCII.semicolon || previous == ASCII.pipe
            || previous == ASCII.ampersand || previous == ASCII.openParenthesis
    }

    private mutating func continueComment(rule index: Int, depth: Int, from bodyStart: Int) {
        let rule = language.blockComments[index]
        var depth = depth
        var cursor = bodyStart
        while cursor < lineEnd {
            if matches(rule.close, at: cursor) {
                depth -= 1
                cursor += rule.close.count
                if depth == 0 {
                    state.open = nil
                    emit(.comment, to: cursor)
                    return
                }
            } else if rule.nests, matches(rule.open, at: cursor) {
                depth += 1
                cursor += rule.open.count
            } else {
                cursor += 1
            }
        }
        emit(.comment, to: lineEnd)
        state.open = .comment(rule: index, depth: depth)
    }

    // MARK: Words

    /// An identifier: a string prefix glued to a quote, a keyword or built-in, a type by
    /// capitalisation, or a plain name.
    private mutating func scanWord() {
        let start = position
        let end = language.identifiers.end(bytes, from: start, limit: lineEnd)
        if end < lineEnd, end - start <= 3, mayOpenString(bytes[end]), scanString(tokenStart: start, openAt: end) {
            return
        }
        emit(wordKind(start..<end), to: end)
    }

    /// How the table (or the capitalisation convention) colours the identifier at `range`.
    func wordKind(_ range: Range<Int>) -> TokenKind {
        if let kind = language.words.kind(of: bytes, range) { return kind }
        if language.capitalizedNamesAreTypes, ASCII.isUppercase(bytes[range.lowerBound]) {
            for index in range where ASCII.isLowercase(bytes[index]) { return .type }
        }
        return .plain
    }

    private func mayOpenString(_ byte: UInt8) -> Bool {
        byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.backtick || byte == ASCII.hash
    }
}
