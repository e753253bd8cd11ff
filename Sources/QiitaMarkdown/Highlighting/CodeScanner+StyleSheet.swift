/// CSS and SCSS (`LanguageDefinition.Structure.styleSheet`). Outside braces, and in a nested
/// statement that ends in `{`, text is a selector: element names are tags, `.class` and `#id`
/// attributes, `:hover` keywords. Otherwise it is a declaration: `name:` is a property, `rgb(`
/// a built-in function, `#fff` a number, `!important` a keyword.
extension CodeScanner {
    mutating func scanStyleSheetToken() {
        let byte = bytes[position]
        if ASCII.isSpace(byte) { return scanSpaces() }
        if scanComment() || scanString(tokenStart: position, openAt: position) { return }
        switch byte {
        case ASCII.openBrace:
            state.braceDepth += 1
            statementIsSelector = nil
            return emit(.punctuation, to: position + 1)
        case ASCII.closeBrace:
            state.braceDepth = max(0, state.braceDepth - 1)
            statementIsSelector = nil
            return emit(.punctuation, to: position + 1)
        case ASCII.semicolon:
            statementIsSelector = nil
            return emit(.punctuation, to: position + 1)
        case ASCII.at:
            if let end = nameEnd(after: position) { return emit(.keyword, to: end) }
        default:
            break
        }
        if let rule = language.variables, rule.sigils.contains(byte), scanVariable(rule) { return }
        if inSelector() { scanSelectorToken() } else { scanDeclarationToken() }
    }

    /// Whether the current statement is a selector: always outside braces; inside them (nested
    /// SCSS rules) when a `{` comes on this line before any `;` or `}`.
    private mutating func inSelector() -> Bool {
        if state.braceDepth == 0 { return true }
        if let known = statementIsSelector { return known }
        var cursor = position
        var isSelector = false
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if byte == ASCII.openBrace {
                isSelector = true
                break
            }
            if byte == ASCII.semicolon || byte == ASCII.closeBrace { break }
            cursor += 1
        }
        statementIsSelector = isSelector
        return isSelector
    }

    private mutating func scanSelectorToken() {
        let byte = bytes[position]
        if byte == ASCII.dot || byte == ASCII.hash, let end = nameEnd(after: position) {
            return emit(.attribute, to: end)
        }
        if byte == ASCII.colon {
            let sigilEnd = position + 1 < lineEnd && bytes[position + 1] == ASCII.colon ? position + 1 : position
            if let end = nameEnd(after: sigilEnd) { return emit(.keyword, to: end) }
        }
        if language.identifiers.starts(bytes, at: position, end: lineEnd) {
            return emit(.tag, to: language.identifiers.end(bytes, from: position, limit: lineEnd))
        }
        if let rule = language.numbers, startsNumber() { return scanNumber(rule) }
        scanSymbolCharacter()
    }

    private mutating func scanDeclarationToken() {
        let byte = bytes[position]
        if let rule = language.numbers, startsNumber() { return scanNumber(rule) }
        if byte == ASCII.hash {
            var end = position + 1
            while end < lineEnd, ASCII.isWordByte(bytes[end]) { end += 1 }
            if end > position + 1 { return emit(.number, to: end) }
        }
        if byte == ASCII.exclamation, let end = nameEnd(after: position) { return emit(.keyword, to: end) }
        guard language.identifiers.starts(bytes, at: position, end: lineEnd) else { return scanSymbolCharacter() }
        let start = position
        let end = language.identifiers.end(bytes, from: start, limit: lineEnd)
        let colon = spacesEnd(from: end)
        if colon < lineEnd, bytes[colon] == ASCII.colon { return emit(.property, to: end) }
        guard end < lineEnd, bytes[end] == ASCII.openParenthesis else { return emit(wordKind(start..<end), to: end) }
        emit(.type, to: end)
        if bytes[start..<end].elementsEqual("url".utf8) { scanUnquotedURL() }
    }

    /// `url(http://example.com/a.png)`: the parenthesis and, unless quoted, the address as a
    /// string, so its `//` does not start an SCSS comment.
    private mutating func scanUnquotedURL() {
        emit(.punctuation, to: position + 1)
        guard position < lineEnd, bytes[position] != ASCII.quote, bytes[position] != ASCII.apostrophe else { return }
        var end = position
        while end < lineEnd, bytes[end] != ASCII.closeParenthesis { end += 1 }
        emit(.string, to: end)
    }

    /// The end of a name right after the sigil at `sigil` (`@media`, `.class`, `:hover`), nil when
    /// no name follows.
    private func nameEnd(after sigil: Int) -> Int? {
        let start = sigil + 1
        guard start < lineEnd, language.identifiers.starts(bytes, at: start, end: lineEnd) else { return nil }
        return language.identifiers.end(bytes, from: start, limit: lineEnd)
    }
}
