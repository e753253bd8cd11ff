/// String literals: prefixes (`f"…"`, `br"…"`), raw-string fences (`#"…"#`, `r#"…"#`), C++'s
/// `R"tag(…)tag"`, single-scalar character literals, escapes, doubled quotes, and strings that
/// stay open across lines.
extension CodeScanner {
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
    /// string that spans lines stays open. Only a string opened on this line can be a key.
    mutating func finishString(rule index: Int, closing: [UInt8], from bodyStart: Int) {
        let rule = language.strings[index]
        let isResumed = state.open != nil
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
                emit(!isResumed && isKey(after: end) ? .property : .string, to: end)
                return
            }
            cursor += 1
        }
        emit(.string, to: lineEnd)
        state.open = rule.spansLines ? .string(rule: index, closing: closing) : nil
    }

    /// Whether a string ending at `end` is a key: a `:` follows (JSON, YAML), or an `=` (TOML).
    func isKey(after end: Int) -> Bool {
        let separator: UInt8
        switch language.keys {
        case .none: return false
        case .quoted, .yaml: separator = ASCII.colon
        case .assignment: separator = ASCII.equals
        }
        let next = spacesEnd(from: end)
        return next < lineEnd && bytes[next] == separator
    }
}
