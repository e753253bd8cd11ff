/// YAML's line structure (`LanguageDefinition.KeyStyle.yaml`): `- ` entries, `key:` at the start
/// of a line, and `|`/`>` block scalars whose deeper-indented lines are string text.
extension CodeScanner {
    /// Indentation, sequence dashes, a plain key, and a block scalar indicator after it.
    mutating func scanYAMLLineStart() {
        scanSpaces()
        var parentIndent = position - lineStart
        while position < lineEnd, bytes[position] == ASCII.minus,
            position + 1 == lineEnd || bytes[position + 1] == ASCII.space || bytes[position + 1] == ASCII.tab
        {
            parentIndent = position - lineStart
            emit(.punctuation, to: position + 1)
            scanSpaces()
        }
        if let keyEnd = plainKeyEnd() {
            parentIndent = position - lineStart
            emit(.property, to: keyEnd)
            scanSpaces()
            emit(.punctuation, to: position + 1)
            scanSpaces()
        }
        if let indicatorEnd = blockScalarIndicatorEnd() {
            emit(.punctuation, to: indicatorEnd)
            state.open = .blockScalar(indent: parentIndent)
        }
    }

    /// A line of a block scalar: its text is a string; a line indented no deeper than the key
    /// ends the scalar and is scanned as YAML. Blank lines belong to the scalar.
    mutating func continueBlockScalar(indent: Int) {
        let textStart = spacesEnd(from: lineStart)
        if textStart == lineEnd {
            return emit(.plain, to: lineEnd)
        }
        guard textStart - lineStart > indent else {
            state.open = nil
            return
        }
        emit(.plain, to: textStart)
        emit(.string, to: lineEnd)
    }

    /// The end of an unquoted key starting here (`name`, `runs-on`, `日本語`), which a `:` and then
    /// a space or the line's end follow; nil when the line does not start with one.
    private func plainKeyEnd() -> Int? {
        leadingKeyEnd(
            separatedBy: { index in
                bytes[index] == ASCII.colon
                    && (index + 1 == lineEnd || bytes[index + 1] == ASCII.space || bytes[index + 1] == ASCII.tab)
            },
            unless: { index in
                switch bytes[index] {
                case ASCII.hash: index > position && ASCII.isSpace(bytes[index - 1])
                case ASCII.quote, ASCII.apostrophe, ASCII.openBrace, ASCII.openBracket, ASCII.comma,
                    ASCII.closeBrace, ASCII.closeBracket:
                    true
                default: false
                }
            })
    }

    /// `|`, `>`, `|-`, `>+`, `|2` followed by nothing but white space or a comment.
    private func blockScalarIndicatorEnd() -> Int? {
        guard position < lineEnd, bytes[position] == ASCII.pipe || bytes[position] == ASCII.greater else { return nil }
        var cursor = position + 1
        while cursor < lineEnd {
            let byte = bytes[cursor]
            guard byte == ASCII.minus || byte == ASCII.plus || ASCII.isDigit(byte) else { break }
            cursor += 1
        }
        let rest = spacesEnd(from: cursor)
        guard rest == lineEnd || (rest > cursor && bytes[rest] == ASCII.hash) else { return nil }
        return cursor
    }
}
