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

    init(language: LanguageDefinition, bytes: UnsafeBufferPointer<UInt8>) {
        self.language = language
        self.bytes = bytes
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
            if language.keys == .yaml { scanYAMLLineStart() }
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
        if scanComment() { return }
        if scanString(tokenStart: position, openAt: position) { return }
        if let rule = language.numbers, startsNumber() { return scanNumber(rule) }
        if language.identifiers.starts(bytes, at: position, end: lineEnd) { return scanWord() }
        if byte == ASCII.hash, language.directives != .none, scanDirective() { return }
        if !language.bracketAnnotations.isEmpty, scanBracketAnnotation() { return }
        if let rule = language.variables, rule.sigils.contains(byte), scanVariable(rule) { return }
        if byte == language.annotationSigil, scanAnnotation() { return }
        if byte == language.symbolSigil, scanSymbol() { return }
        scanSymbolCharacter()
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

    // MARK: Strings

    /// A string whose token starts at `tokenStart` and whose opener (after any prefix such as
    /// Python's `f` or Rust's `br`) is at `openAt`, if one of the language's rules matches.
    mutating func scanString(tokenStart: Int, openAt: Int) -> Bool {
        let hasPrefix = openAt > tokenStart
        for (index, rule) in language.strings.enumerated() {
            if hasPrefix {
                guard let key = WordKey(bytes, tokenStart..<openAt, foldingCase: rule.prefixesIgnoreCase),
                    rule.prefixes.contains(key)
                else { continue }
            } else if !rule.allowsBareOpener {
                continue
            } else if rule.opensOnlyAfterBreak, let previous = previousByte, language.identifiers.continues(previous) {
                continue
            }
            var opener = openAt
            if rule.hashFence != .none {
                while opener < lineEnd, bytes[opener] == ASCII.hash { opener += 1 }
                if rule.hashFence == .required, opener == openAt { continue }
            }
            guard matches(rule.open, at: opener) else { continue }
            let hashes = opener - openAt
            var bodyStart = opener + rule.open.count
            var closing = rule.close
            if hashes > 0 { closing += repeatElement(ASCII.hash, count: hashes) }
            if rule.parenthesisedDelimiter {
                guard let parenthesis = rawStringTagEnd(from: bodyStart) else { continue }
                closing = [ASCII.closeParenthesis] + bytes[bodyStart..<parenthesis] + rule.close
                bodyStart = parenthesis + 1
            }
            if rule.singleScalar {
                guard let end = singleScalarEnd(from: bodyStart, closing: closing) else { continue }
                emit(.string, to: end)
                return true
            }
            finishString(rule: index, closing: closing, from: bodyStart)
            return true
        }
        return false
    }

    /// The `(` that ends a C++ raw string's tag (`R"tag(`), nil when there is none.
    private func rawStringTagEnd(from start: Int) -> Int? {
        var cursor = start
        while cursor < lineEnd, cursor - start <= 16 {
            let byte = bytes[cursor]
            if byte == ASCII.openParenthesis { return cursor }
            if ASCII.isSpace(byte) || byte == ASCII.closeParenthesis || byte == ASCII.backslash
                || byte == ASCII.quote || byte >= 0x80
            {
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// The end of a literal holding exactly one scalar or one escape (`'a'`, `'\n'`, `'\u{1F600}'`).
    private func singleScalarEnd(from start: Int, closing: [UInt8]) -> Int? {
        guard start < lineEnd else { return nil }
        if bytes[start] == ASCII.backslash {
            var cursor = start + 2
            while cursor < lineEnd, cursor - start <= 12 {
                if matches(closing, at: cursor) { return cursor + closing.count }
                cursor += 1
            }
            return nil
        }
        var cursor = start + 1
        while cursor < lineEnd, bytes[cursor] & 0xC0 == 0x80 { cursor += 1 }
        return matches(closing, at: cursor) ? cursor + closing.count : nil
    }

    /// Scans a string's body from `bodyStart` to its closer, or to the end of the line, where a
    /// string that spans lines stays open.
    private mutating func finishString(rule index: Int, closing: [UInt8], from bodyStart: Int) {
        let rule = language.strings[index]
        let first = closing[0]
        var cursor = bodyStart
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if byte == rule.escape {
                cursor += 2
                continue
            }
            if byte == first, matches(closing, at: cursor) {
                if rule.doubledCloseEscapes, matches(closing, at: cursor + closing.count) {
                    cursor += 2 * closing.count
                    continue
                }
                let end = cursor + closing.count
                state.open = nil
                emit(isKey(after: end) ? .property : .string, to: end)
                return
            }
            cursor += 1
        }
        emit(.string, to: lineEnd)
        state.open = rule.spansLines ? .string(rule: index, closing: closing) : nil
    }

    /// Whether a string or name ending at `end` is a key: a `:` follows, in languages with keys.
    func isKey(after end: Int) -> Bool {
        guard language.keys != .none else { return false }
        let colon = spacesEnd(from: end)
        return colon < lineEnd && bytes[colon] == ASCII.colon
    }

    // MARK: Numbers

    /// Whether a number starts at `position`: a digit, or `.` and a digit where `.` is not
    /// member access (`t.0`) or part of a range (`1..5`).
    func startsNumber() -> Bool {
        let byte = bytes[position]
        if ASCII.isDigit(byte) { return true }
        guard byte == ASCII.dot, position + 1 < lineEnd, ASCII.isDigit(bytes[position + 1]) else { return false }
        guard let previous = previousByte else { return true }
        return !language.identifiers.continues(previous) && previous != ASCII.dot
            && previous != ASCII.closeParenthesis && previous != ASCII.closeBracket
    }

    mutating func scanNumber(_ rule: NumberRule) {
        var cursor = position
        if bytes[cursor] == ASCII.dot {
            cursor = digitsEnd(from: cursor + 1, rule, isDigit: ASCII.isDigit)
        } else if rule.radixPrefixes, bytes[cursor] == ASCII.zero, cursor + 2 < lineEnd,
            let end = radixNumberEnd(marker: bytes[cursor + 1] | 0x20, digits: cursor + 2, rule)
        {
            cursor = end
        } else {
            cursor = digitsEnd(from: cursor, rule, isDigit: ASCII.isDigit)
            if cursor + 1 < lineEnd, bytes[cursor] == ASCII.dot, ASCII.isDigit(bytes[cursor + 1]) {
                cursor = digitsEnd(from: cursor + 1, rule, isDigit: ASCII.isDigit)
            }
        }
        cursor = exponentEnd(from: cursor, marker: UInt8(ascii: "e"), rule)
        while cursor < lineEnd, ASCII.isWordByte(bytes[cursor]) { cursor += 1 }
        if cursor < lineEnd, rule.units.contains(bytes[cursor]) { cursor += 1 }
        emit(.number, to: cursor)
    }

    /// The end of the digits after `0x`, `0b` or `0o` (`marker` lowercased), nil when none follow.
    private func radixNumberEnd(marker: UInt8, digits start: Int, _ rule: NumberRule) -> Int? {
        let isDigit: (UInt8) -> Bool
        switch marker {
        case UInt8(ascii: "x"): isDigit = ASCII.isHexDigit
        case UInt8(ascii: "b"): isDigit = { $0 == 0x30 || $0 == 0x31 }
        case UInt8(ascii: "o"): isDigit = { $0 &- 0x30 < 8 }
        default: return nil
        }
        guard isDigit(bytes[start]) else { return nil }
        let end = digitsEnd(from: start, rule, isDigit: isDigit)
        return marker == UInt8(ascii: "x") ? exponentEnd(from: end, marker: UInt8(ascii: "p"), rule) : end
    }

    /// The end of a run of digits in which a separator may stand between two digits.
    private func digitsEnd(from start: Int, _ rule: NumberRule, isDigit: (UInt8) -> Bool) -> Int {
        var cursor = start
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if isDigit(byte) {
                cursor += 1
            } else if cursor > start, cursor + 1 < lineEnd, rule.separators.contains(byte), isDigit(bytes[cursor + 1]) {
                cursor += 2
            } else {
                break
            }
        }
        return cursor
    }

    /// After a mantissa: `e`, an optional sign and digits (`p` for hexadecimal floats).
    private func exponentEnd(from start: Int, marker: UInt8, _ rule: NumberRule) -> Int {
        guard start < lineEnd, bytes[start] | 0x20 == marker else { return start }
        var cursor = start + 1
        if cursor < lineEnd, bytes[cursor] == ASCII.plus || bytes[cursor] == ASCII.minus { cursor += 1 }
        guard cursor < lineEnd, ASCII.isDigit(bytes[cursor]) else { return start }
        return digitsEnd(from: cursor, rule, isDigit: ASCII.isDigit)
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

    // MARK: Sigils and directives

    /// `#include`, `#define`, `#if` (first on the line in C), `#available` (anywhere in Swift).
    private mutating func scanDirective() -> Bool {
        if language.directives == .lineStart {
            guard spacesEnd(from: lineStart) == position else { return false }
        }
        var nameStart = position + 1
        if language.directives == .lineStart {
            while nameStart < lineEnd, bytes[nameStart] == ASCII.space || bytes[nameStart] == ASCII.tab {
                nameStart += 1
            }
        }
        guard nameStart < lineEnd, language.identifiers.starts(bytes, at: nameStart, end: lineEnd) else { return false }
        let nameEnd = language.identifiers.end(bytes, from: nameStart, limit: lineEnd)
        let name = bytes[nameStart..<nameEnd]
        emit(.keyword, to: nameEnd)
        if language.directives == .lineStart, name.elementsEqual("include".utf8) || name.elementsEqual("import".utf8) {
            scanSpaces()
            if position < lineEnd, bytes[position] == ASCII.less {
                var close = position + 1
                while close < lineEnd, bytes[close] != ASCII.greater { close += 1 }
                emit(.string, to: min(close + 1, lineEnd))
            }
        }
        return true
    }

    /// `#[derive(Debug)]` up to its matching `]`.
    private mutating func scanBracketAnnotation() -> Bool {
        for opener in language.bracketAnnotations where matches(opener.bytes, at: position) {
            var depth = 0
            var cursor = position
            while cursor < lineEnd {
                let byte = bytes[cursor]
                cursor += 1
                if byte == ASCII.openBracket {
                    depth += 1
                } else if byte == ASCII.closeBracket {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            emit(.attribute, to: cursor)
            return true
        }
        return false
    }

    /// `@Name`, `@scope.name`, `!!tag`: the sigil (repeated or not) and a dotted name.
    private mutating func scanAnnotation() -> Bool {
        let sigil = bytes[position]
        var nameStart = position + 1
        while nameStart < lineEnd, bytes[nameStart] == sigil { nameStart += 1 }
        guard nameStart < lineEnd, language.identifiers.starts(bytes, at: nameStart, end: lineEnd) else { return false }
        var end = language.identifiers.end(bytes, from: nameStart, limit: lineEnd)
        while end + 1 < lineEnd, bytes[end] == ASCII.dot, language.identifiers.starts(bytes, at: end + 1, end: lineEnd) {
            end = language.identifiers.end(bytes, from: end + 1, limit: lineEnd)
        }
        emit(.attribute, to: end)
        return true
    }

    /// `$name`, `@@name`, `${…}`, `$?`.
    mutating func scanVariable(_ rule: VariableRule) -> Bool {
        let sigil = bytes[position]
        guard position + 1 < lineEnd else { return false }
        let next = bytes[position + 1]
        if rule.braces, next == ASCII.openBrace {
            var depth = 0
            var cursor = position + 1
            while cursor < lineEnd {
                let byte = bytes[cursor]
                cursor += 1
                if byte == ASCII.openBrace {
                    depth += 1
                } else if byte == ASCII.closeBrace {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            emit(.variable, to: cursor)
            return true
        }
        var nameStart = position + 1
        if next == sigil, nameStart + 1 < lineEnd, rule.startsName(bytes[nameStart + 1]) { nameStart += 1 }
        if rule.startsName(bytes[nameStart]) {
            var end = nameStart + 1
            while end < lineEnd, rule.continuesName(bytes[end]) { end += 1 }
            emit(.variable, to: end)
            return true
        }
        if rule.specials.contains(next) {
            emit(.variable, to: position + 2)
            return true
        }
        return false
    }

    /// Ruby's `:name`, where the colon is neither half of `::` nor after a name (`a ?b:c`).
    private mutating func scanSymbol() -> Bool {
        let nameStart = position + 1
        guard nameStart < lineEnd, language.identifiers.starts(bytes, at: nameStart, end: lineEnd) else { return false }
        if let previous = previousByte, previous == ASCII.colon || language.identifiers.continues(previous) {
            return false
        }
        emit(.string, to: language.identifiers.end(bytes, from: nameStart, limit: lineEnd))
        return true
    }
}
