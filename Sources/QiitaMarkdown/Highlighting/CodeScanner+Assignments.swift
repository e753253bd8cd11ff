/// `key = value` files (`LanguageDefinition.KeyStyle.assignment`: TOML, INI): a `[section]`
/// header at the start of a line is a tag, and the name before the line's `=` is a key.
extension CodeScanner {
    mutating func scanAssignmentLineStart() {
        scanSpaces()
        guard position < lineEnd else { return }
        if bytes[position] == ASCII.openBracket {
            return emit(.tag, to: bracketedEnd(from: position, open: ASCII.openBracket, close: ASCII.closeBracket))
        }
        var cursor = position
        var lastText = position
        while cursor < lineEnd {
            let byte = bytes[cursor]
            switch byte {
            case ASCII.equals:
                if lastText > position { emit(.property, to: lastText) }
                return
            case ASCII.quote, ASCII.apostrophe, ASCII.hash, ASCII.semicolon:
                return
            default:
                cursor += 1
                if !ASCII.isSpace(byte) { lastText = cursor }
            }
        }
    }
}
