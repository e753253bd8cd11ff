/// Terminal sessions (`LanguageDefinition.promptedSessions`): in a block that shows prompts,
/// a line after a prompt is a command, a line continuing one (after `\` or inside an open
/// string) is too, and every other line is output and stays plain.
extension CodeScanner {
    /// Starts a line of a session: the prompt as `.meta`, or the whole line as plain output.
    /// Returns whether the rest of the line is a command to scan.
    mutating func beginSessionLine() -> Bool {
        if state.continuesCommand { return true }
        guard let end = Self.promptEnd(bytes, lineStart..<lineEnd, showingSession: false) else {
            emit(.plain, to: lineEnd)
            return false
        }
        emit(.meta, to: end)
        return true
    }

    /// Where a prompt at the start of `line` ends, including the space after it; nil without one.
    ///
    /// A prompt is a word ending in `$` (`$`, `user@host:~$`), a lone `%` (zsh) or a word ending
    /// in `#` (root), optionally after a `(venv) ` group, followed by a space or the line's end.
    /// `showingSession` asks whether the prompt proves the block is a session: a lone `#` does not,
    /// since `# text` is also a shell comment.
    static func promptEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, showingSession: Bool) -> Int? {
        var cursor = line.lowerBound
        if cursor < line.upperBound, bytes[cursor] == ASCII.openParenthesis {
            while cursor < line.upperBound, bytes[cursor] != ASCII.closeParenthesis { cursor += 1 }
            guard cursor + 1 < line.upperBound, bytes[cursor + 1] == ASCII.space else { return nil }
            cursor += 2
        }
        let wordStart = cursor
        while cursor < line.upperBound, !ASCII.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor > wordStart, cursor == line.upperBound || bytes[cursor] == ASCII.space else { return nil }
        let isLone = cursor - wordStart == 1
        switch bytes[cursor - 1] {
        case ASCII.dollar:
            break
        case ASCII.percent:
            guard isLone else { return nil }
        case ASCII.hash:
            guard !(showingSession && isLone) else { return nil }
        default:
            return nil
        }
        return cursor == line.upperBound ? cursor : cursor + 1
    }
}
