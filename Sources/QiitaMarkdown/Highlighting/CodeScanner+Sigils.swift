/// Directives (`#include`, `#if`), annotations (`@Name`, `#[derive]`), sigil variables
/// (`$HOME`, `@name`, `${…}`) and Ruby symbols (`:name`).
extension CodeScanner {
    /// `#include`, `#define`, `#if` (first on the line in C), `#available` (anywhere in Swift).
    mutating func scanDirective() -> Bool {
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
    mutating func scanBracketAnnotation() -> Bool {
        for opener in language.bracketAnnotations where matches(opener.bytes, at: position) {
            emit(.attribute, to: bracketedEnd(from: position, open: ASCII.openBracket, close: ASCII.closeBracket))
            return true
        }
        return false
    }

    /// `@Name`, `@scope.name`, `!!tag`: the sigil (repeated or not) and a dotted name.
    mutating func scanAnnotation() -> Bool {
        let sigil = bytes[position]
        var nameStart = position + 1
        while nameStart < lineEnd, bytes[nameStart] == sigil { nameStart += 1 }
        guard nameStart < lineEnd, language.identifiers.starts(bytes, at: nameStart, end: lineEnd) else { return false }
        var end = language.identifiers.end(bytes, from: nameStart, limit: lineEnd)
        while end + 1 < lineEnd, bytes[end] == ASCII.dot,
            language.identifiers.starts(bytes, at: end + 1, end: lineEnd)
        {
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
            emit(.variable, to: bracketedEnd(from: position + 1, open: ASCII.openBrace, close: ASCII.closeBrace))
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
    mutating func scanSymbol() -> Bool {
        let nameStart = position + 1
        guard nameStart < lineEnd, language.identifiers.starts(bytes, at: nameStart, end: lineEnd) else { return false }
        if let previous = previousByte, previous == ASCII.colon || language.identifiers.continues(previous) {
            return false
        }
        emit(.string, to: language.identifiers.end(bytes, from: nameStart, limit: lineEnd))
        return true
    }
}
