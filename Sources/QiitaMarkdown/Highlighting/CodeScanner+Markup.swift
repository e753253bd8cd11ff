/// HTML and XML (`LanguageDefinition.Structure.markup`): text stays plain, so an apostrophe in
/// prose never opens a string; tags, their attributes and values, comments and entities are
/// tokenised with the language's own comment and string rules.
extension CodeScanner {
    /// Text between tags, up to the next `<` or `&`, or the tag, comment or entity starting here.
    mutating func scanMarkupText() {
        let byte = bytes[position]
        if byte == ASCII.less {
            if scanComment() || scanTagOpening() { return }
        } else if byte == ASCII.ampersand, let end = entityEnd() {
            return emit(.variable, to: end)
        }
        var cursor = position + 1
        while cursor < lineEnd, bytes[cursor] != ASCII.less, bytes[cursor] != ASCII.ampersand { cursor += 1 }
        emit(.plain, to: cursor)
    }

    /// Inside a tag: attribute names, `=`, values quoted or not, and the `>` that ends it.
    mutating func scanTagToken() {
        let byte = bytes[position]
        if ASCII.isSpace(byte) { return scanSpaces() }
        if byte == ASCII.greater {
            state.insideTag = false
            return emit(.punctuation, to: position + 1)
        }
        if byte == ASCII.slash || byte == ASCII.question, position + 1 < lineEnd, bytes[position + 1] == ASCII.greater {
            state.insideTag = false
            return emit(.punctuation, to: position + 2)
        }
        if byte == ASCII.equals {
            emit(.punctuation, to: position + 1)
            return scanUnquotedValue()
        }
        if scanString(tokenStart: position, openAt: position) { return }
        var end = position
        while end < lineEnd, isAttributeNameByte(bytes[end]) { end += 1 }
        if end > position { return emit(.attribute, to: end) }
        scanSymbolCharacter()
    }

    /// `<name`, `</name`, `<!DOCTYPE`, `<?xml`: the opener as punctuation, the name as a tag
    /// (a keyword for declarations), and the scanner now inside the tag.
    private mutating func scanTagOpening() -> Bool {
        var nameStart = position + 1
        var nameKind = TokenKind.tag
        guard nameStart < lineEnd else { return false }
        switch bytes[nameStart] {
        case ASCII.slash:
            nameStart += 1
        case ASCII.exclamation, ASCII.question:
            nameStart += 1
            nameKind = .keyword
        default:
            break
        }
        guard nameStart < lineEnd, ASCII.isLetter(bytes[nameStart]) else { return false }
        var nameEnd = nameStart + 1
        while nameEnd < lineEnd, isTagNameByte(bytes[nameEnd]) { nameEnd += 1 }
        emit(.punctuation, to: nameStart)
        emit(nameKind, to: nameEnd)
        state.insideTag = true
        return true
    }

    /// `href=foo`: an unquoted value right after `=`, up to white space or `>`.
    private mutating func scanUnquotedValue() {
        var end = position
        while end < lineEnd {
            let byte = bytes[end]
            if ASCII.isSpace(byte) || byte == ASCII.greater || byte == ASCII.quote || byte == ASCII.apostrophe { break }
            end += 1
        }
        emit(.string, to: end)
    }

    /// The end of `&amp;`, `&#39;` or `&#x1F600;` starting here, nil when `&` is just text.
    private func entityEnd() -> Int? {
        var cursor = position + 1
        if cursor < lineEnd, bytes[cursor] == ASCII.hash { cursor += 1 }
        let nameStart = cursor
        while cursor < lineEnd, cursor - position <= 32, ASCII.isWordByte(bytes[cursor]) { cursor += 1 }
        guard cursor > nameStart, cursor < lineEnd, bytes[cursor] == ASCII.semicolon else { return nil }
        return cursor + 1
    }

    /// Element names: letters, digits and `-_:.` (`my-component`, `xs:element`), and non-ASCII.
    private func isTagNameByte(_ byte: UInt8) -> Bool {
        ASCII.isWordByte(byte) || byte == ASCII.minus || byte == ASCII.colon || byte == ASCII.dot || byte >= 0x80
    }

    /// Attribute names are loose (`data-id`, `v-on:click`, `@click.prevent`, `:class`, `#slot`):
    /// anything up to white space or one of `= " ' < > /`.
    private func isAttributeNameByte(_ byte: UInt8) -> Bool {
        !ASCII.isSpace(byte) && byte != ASCII.equals && byte != ASCII.quote && byte != ASCII.apostrophe
            && byte != ASCII.less && byte != ASCII.greater && byte != ASCII.slash
    }
}
