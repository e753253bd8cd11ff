/// `key = value` files (`LanguageDefinition.KeyStyle.assignment`: TOML, INI): a `[section]`
/// header at the start of a line is a tag, and the name before the line's `=` is a key.
extension CodeScanner {
    mutating func scanAssignmentLineStart() {
        scanSpaces()
        guard position < lineEnd else { return }
        if bytes[position] == ASCII.openBracket {
            return emit(.tag, to: bracketedEnd(from: position, open: ASCII.openBracket, close: ASCII.closeBracket))
        }
        let keyEnd = leadingKeyEnd(
            separatedBy: { bytes[$0] == ASCII.equals },
            unless: { index in
                let byte = bytes[index]
                return byte == ASCII.quote || byte == ASCII.apostrophe || byte == ASCII.hash || byte == ASCII.semicolon
            })
        if let keyEnd { emit(.property, to: keyEnd) }
    }
}
