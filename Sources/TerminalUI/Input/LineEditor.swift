import TerminalText

/// The one-line text field behind the reader's `/` prompt, as a value: keys go in, text and a
/// cursor come out, and ``view(width:)`` says what to draw in how many columns.
///
/// The cursor moves and deletes by grapheme (one user-perceived character: `é`, `👍🏽`, `日`),
/// and columns are measured with ``DisplayWidth``, so Japanese and emoji take their real width.
/// Inserted text goes through ``Sanitizer/line(_:)``: a paste can bring no control character,
/// and its line breaks become spaces.
package struct LineEditor: Hashable, Sendable {
    package private(set) var text: String
    /// The cursor, in graphemes from the start: 0 … `text.count`.
    package private(set) var cursor: Int

    package init(text: String = "") {
        self.text = Sanitizer.line(text)
        self.cursor = self.text.count
    }

    /// What to draw: the visible part of the text, at most `width` columns, and the column the
    /// cursor stands in (always inside `0..<width` when `width` > 0).
    package struct View: Hashable, Sendable {
        package var text: String
        package var cursorColumn: Int
    }

    // MARK: Keys

    /// Applies an editing key: printable text, paste, Backspace and Delete, ←/→, Home/End,
    /// Ctrl-A/E/B/F/D/K/U/W and Alt-B/F/Backspace. Returns false for any other key (Enter,
    /// Escape, ↑/↓…), which the caller handles.
    package mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let pasted): insert(pasted)
        case .backspace, .control("h"): deleteBackward()
        case .delete, .control("d"): deleteForward()
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .control("u"): deleteToStart()
        case .control("k"): deleteToEnd()
        case .control("w"), .modified(.backspace, _): deleteWordBackward()
        case .alt("b"), .modified(.left, _): moveWordLeft()
        case .alt("f"), .modified(.right, _): moveWordRight()
        default: return false
        }
        return true
    }

    // MARK: Editing

    package mutating func insert(_ insertion: String) {
        let clean = Sanitizer.line(insertion)
        guard !clean.isEmpty else { return }
        let split = index(at: cursor)
        let before = String(text[..<split]) + clean
        text = before + text[split...]
        // A combining mark or emoji modifier may have joined the character before it.
        cursor = min(before.count, text.count)
    }

    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.removeSubrange(index(at: cursor - 1)..<index(at: cursor))
        cursor -= 1
    }

    package mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.removeSubrange(index(at: cursor)..<index(at: cursor + 1))
    }

    /// Ctrl-U: deletes from the start of the line to the cursor.
    package mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<index(at: cursor))
        cursor = 0
    }

    /// Ctrl-K: deletes from the cursor to the end of the line.
    package mutating func deleteToEnd() {
        text.removeSubrange(index(at: cursor)...)
    }

    /// Ctrl-W: deletes the word before the cursor and the spaces after it, as shells do.
    package mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        text.removeSubrange(index(at: start)..<index(at: cursor))
        cursor = start
    }

    // MARK: Moving

    package mutating func moveLeft() { cursor = max(0, cursor - 1) }
    package mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    package mutating func moveToStart() { cursor = 0 }
    package mutating func moveToEnd() { cursor = text.count }
    package mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    package mutating func moveWordRight() {
        let characters = Array(text)
        var position = cursor
        while position < characters.count && Self.isSpace(characters[position]) { position += 1 }
        while position < characters.count && !Self.isSpace(characters[position]) { position += 1 }
        cursor = position
    }

    // MARK: Showing

    /// The part of the text to show in `width` columns, scrolled so that the cursor is inside.
    ///
    /// While everything fits, the text starts at column 0. Otherwise the view keeps the end of
    /// the text in sight and scrolls left only as far as the cursor needs. A wide character
    /// cut by either edge is shown as spaces, never as half a character.
    package func view(width: Int) -> View {
        guard width > 0 else { return View(text: "", cursorColumn: 0) }
        let characters = Array(text)
        let widths = characters.map(DisplayWidth.of)
        let total = widths.reduce(0, +)
        let cursorColumn = widths[..<cursor].reduce(0, +)
        let cursorWidth = cursor < widths.count ? max(1, widths[cursor]) : 1
        // The text's end in sight (with a cell for the cursor after it), the cursor never left of the view …
        var start = min(cursorColumn, max(0, total + 1 - width))
        // … nor right of it.
        start = max(start, cursorColumn + min(cursorWidth, width) - width)

        var visible = ""
        var column = 0
        for (character, characterWidth) in zip(characters, widths) {
            let end = column + characterWidth
            defer { column = end }
            if end <= start { continue }
            if column < start || end > start + width {
                // Cut by an edge: spaces for the part that is inside.
                let inside = min(end, start + width) - max(column, start)
                visible += String(repeating: " ", count: max(0, inside))
                if end > start + width { break }
                continue
            }
            visible.append(character)
        }
        return View(text: visible, cursorColumn: min(cursorColumn - start, width - 1))
    }

    // MARK: Helpers

    private func index(at offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }

    private func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var start = min(position, characters.count)
        while start > 0 && Self.isSpace(characters[start - 1]) { start -= 1 }
        while start > 0 && !Self.isSpace(characters[start - 1]) { start -= 1 }
        return start
    }

    private static func isSpace(_ character: Character) -> Bool {
        character.isWhitespace
    }
}
