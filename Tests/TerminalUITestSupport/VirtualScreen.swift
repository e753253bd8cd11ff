import TerminalUI
import TerminalText

/// A terminal screen in memory that interprets the bytes a program writes, so tests (and
/// benchmarks) can check what a user would see without a real terminal.
///
/// It models an xterm-like terminal whose character widths follow ``DisplayWidth`` grapheme by
/// grapheme: scalars that extend the previous grapheme (combining marks, variation selectors,
/// ZWJ sequences, skin tones, flags) join its cell, and a wide character takes two cells.
/// Understood: printable UTF-8 (invalid bytes print U+FFFD), CR, LF, BS, HT; cursor addressing
/// (CUP, HVP, CUU, CUD, CUF, CUB, CNL, CPL, CHA, HPA, VPA, save/restore); erasing (ED, EL, ECH),
/// inserting and deleting (ICH, DCH, IL, DL); scroll regions (DECSTBM) with SU, SD, IND, RI and
/// scrolling at the bottom margin; SGR with the 16 and 256 colours; autowrap with the pending
/// wrap at the right edge; erasing in the current background (BCE); the alternate screen
/// (1049, 1047, 47), cursor visibility (25), bracketed paste (2004). OSC strings (titles, OSC 8
/// links), DCS, APC and PM strings and unknown sequences are consumed and ignored.
package struct VirtualScreen: Sendable {
    package private(set) var size: TerminalSize
    private var primary: [[Cell]]
    private var alternate: [[Cell]]
    package private(set) var isAlternateScreenActive = false
    package private(set) var isCursorVisible = true
    package private(set) var isBracketedPasteEnabled = false
    package private(set) var isAutowrapEnabled = true
    /// Every byte ever given to ``write(_:)``.
    package private(set) var bytesWritten = 0

    /// The cursor; the column stays inside the screen, and `wrapPending` says that the next
    /// printable character goes to the start of the next line (the state after writing the
    /// last column).
    package private(set) var cursor = Frame.Cursor(row: 0, column: 0)
    var wrapPending = false
    var pen = TextStyle.plain
    var scrollTop = 0
    var scrollBottom: Int
    var savedCursor: (cursor: Frame.Cursor, pen: TextStyle)?
    /// The cell the last printed grapheme started in, while a following scalar may still join it.
    var lastPrinted: Frame.Cursor?

    var parser = ParserState.ground
    var decoder = UTF8StreamDecoder()

    package init(size: TerminalSize) {
        self.size = size
        let blankScreen = Self.blankScreen(size)
        primary = blankScreen
        alternate = blankScreen
        scrollBottom = max(0, size.rows - 1)
    }

    // MARK: What the screen shows

    /// The cells of the screen in use (the alternate one while it is active).
    package var cells: [[Cell]] {
        isAlternateScreenActive ? alternate : primary
    }

    /// One row's text as shown, wide characters once, trailing blanks kept.
    package func rowText(_ row: Int) -> String {
        guard row >= 0 && row < cells.count else { return "" }
        return cells[row].filter { !$0.isContinuation }.map(\.text).joined()
    }

    /// Each row's text with trailing spaces trimmed: what a snapshot test compares.
    package var lines: [String] {
        (0..<cells.count).map { row in
            var text = rowText(row)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The whole screen as text, rows trimmed and joined with newlines.
    package var text: String { lines.joined(separator: "\n") }

    // MARK: Changing the screen from outside

    /// Interprets bytes a program wrote.
    package mutating func write(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            bytesWritten += 1
            interpret(byte)
        }
    }

    /// The window was resized: each screen keeps its top-left part, the cursor stays inside,
    /// the scroll region becomes the whole screen.
    package mutating func resize(to newSize: TerminalSize) {
        primary = Self.resized(primary, to: newSize)
        alternate = Self.resized(alternate, to: newSize)
        size = newSize
        scrollTop = 0
        scrollBottom = max(0, newSize.rows - 1)
        cursor = Frame.Cursor(
            row: min(cursor.row, max(0, newSize.rows - 1)), column: min(cursor.column, max(0, newSize.columns - 1)))
        wrapPending = false
        lastPrinted = nil
    }

    // MARK: Cell operations the parser drives

    /// The active screen's rows, for the operations below.
    var screen: [[Cell]] {
        get { isAlternateScreenActive ? alternate : primary }
        set {
            if isAlternateScreenActive { alternate = newValue } else { primary = newValue }
        }
    }

    /// What an erase leaves: a space in the current background colour.
    var erased: Cell { Cell(" ", style: TextStyle(background: pen.background)) }

    mutating func print(_ scalar: Unicode.Scalar) {
        guard !size.isEmpty else { return }
        if let last = lastPrinted, join(scalar, toCellAt: last) { return }
        let width = DisplayWidth.of(scalar)
        guard width > 0 else { return }  // nothing to attach a lone zero-width scalar to
        guard width <= size.columns else { return }
        if wrapPending && isAutowrapEnabled {
            cursor.column = 0
            lineFeed()
        }
        wrapPending = false
        if cursor.column + width > size.columns {
            // A wide character at the last column: xterm wraps it whole to the next line.
            guard isAutowrapEnabled else { return }
            cursor.column = 0
            lineFeed()
        }
        let row = cursor.row
        let column = cursor.column
        clearWideCharacters(row: row, columns: column..<(column + width))
        screen[row][column] = Cell(String(scalar), style: pen, width: width)
        if width == 2 { screen[row][column + 1] = .continuation(pen) }
        lastPrinted = Frame.Cursor(row: row, column: column)
        advance(from: column, by: width)
    }

    /// Adds `scalar` to the grapheme in the cell at `position` if it extends that grapheme,
    /// widening or narrowing the cell as the grapheme's width says.
    private mutating func join(_ scalar: Unicode.Scalar, toCellAt position: Frame.Cursor) -> Bool {
        guard position.row < size.rows, position.column < size.columns else { return false }
        let cell = screen[position.row][position.column]
        guard !cell.isContinuation else { return false }
        var combined = cell.text
        combined.unicodeScalars.append(scalar)
        guard combined.count == 1, let character = combined.first else { return false }
        var width = DisplayWidth.of(character)
        if width == 2 && position.column + 1 >= size.columns { width = 1 }
        if width == 2 && cell.width == 1 {
            clearWideCharacters(row: position.row, columns: (position.column + 1)..<(position.column + 2))
            screen[position.row][position.column + 1] = .continuation(cell.style)
        } else if width == 1 && cell.width == 2 {
            screen[position.row][position.column + 1] = Cell(" ", style: cell.style)
        }
        screen[position.row][position.column] = Cell(combined, style: cell.style, width: max(width, 1))
        wrapPending = false
        advance(from: position.column, by: max(width, 1))
        return true
    }

    private mutating func advance(from column: Int, by width: Int) {
        if column + width >= size.columns {
            cursor.column = size.columns - 1
            wrapPending = isAutowrapEnabled
        } else {
            cursor.column = column + width
        }
    }

    /// Before cells in `columns` change, blanks the other half of any wide character they cut.
    mutating func clearWideCharacters(row: Int, columns: Range<Int>) {
        guard row >= 0 && row < size.rows, !columns.isEmpty else { return }
        let lower = max(0, columns.lowerBound)
        let upper = min(size.columns, columns.upperBound)
        guard lower < upper else { return }
        if screen[row][lower].isContinuation && lower > 0 {
            screen[row][lower - 1] = Cell(" ", style: screen[row][lower - 1].style)
        }
        if upper < size.columns && screen[row][upper].isContinuation {
            screen[row][upper] = Cell(" ", style: screen[row][upper].style)
        }
    }

    /// Moves the cursor, forgetting a pending wrap and the grapheme that could be extended.
    mutating func moveCursor(row: Int, column: Int) {
        cursor = Frame.Cursor(
            row: min(max(row, 0), max(0, size.rows - 1)), column: min(max(column, 0), max(0, size.columns - 1)))
        wrapPending = false
        lastPrinted = nil
    }

    /// LF: down one row, scrolling the region when at its bottom margin.
    mutating func lineFeed() {
        wrapPending = false
        lastPrinted = nil
        if cursor.row == scrollBottom {
            scrollUp(1)
        } else if cursor.row < size.rows - 1 {
            cursor.row += 1
        }
    }

    /// RI: up one row, scrolling the region down when at its top margin.
    mutating func reverseLineFeed() {
        wrapPending = false
        lastPrinted = nil
        if cursor.row == scrollTop {
            scrollDown(1)
        } else if cursor.row > 0 {
            cursor.row -= 1
        }
    }

    /// Moves the scroll region's rows up by `count`, blank rows entering at its bottom.
    mutating func scrollUp(_ count: Int) {
        deleteRows(at: scrollTop, count: count)
    }

    /// Moves the scroll region's rows down by `count`, blank rows entering at its top.
    mutating func scrollDown(_ count: Int) {
        insertRows(at: scrollTop, count: count)
    }

    /// IL inside the scroll region: rows from `row` down move down, the last ones are lost.
    mutating func insertRows(at row: Int, count: Int) {
        guard !size.isEmpty, row >= scrollTop && row <= scrollBottom else { return }
        let count = min(count, scrollBottom - row + 1)
        let blankRow = Array(repeating: erased, count: size.columns)
        for target in stride(from: scrollBottom, through: row, by: -1) {
            screen[target] = target - count >= row ? screen[target - count] : blankRow
        }
    }

    /// DL inside the scroll region: rows below `row` move up, blank rows enter at the bottom.
    mutating func deleteRows(at row: Int, count: Int) {
        guard !size.isEmpty, row >= scrollTop && row <= scrollBottom else { return }
        let count = min(count, scrollBottom - row + 1)
        let blankRow = Array(repeating: erased, count: size.columns)
        for target in row...scrollBottom {
            screen[target] = target + count <= scrollBottom ? screen[target + count] : blankRow
        }
    }

    /// Erases `columns` of `row` in the current background.
    mutating func erase(row: Int, columns: Range<Int>) {
        guard row >= 0 && row < size.rows else { return }
        let lower = max(0, columns.lowerBound)
        let upper = min(size.columns, columns.upperBound)
        guard lower < upper else { return }
        clearWideCharacters(row: row, columns: lower..<upper)
        let cell = erased
        for column in lower..<upper { screen[row][column] = cell }
    }

    /// ICH and DCH: shift the rest of the row right (inserting blanks) or left (deleting).
    mutating func shiftCells(row: Int, at column: Int, by count: Int, inserting: Bool) {
        guard row >= 0 && row < size.rows && column < size.columns && count > 0 else { return }
        clearWideCharacters(row: row, columns: column..<size.columns)
        var cells = screen[row]
        let count = min(count, size.columns - column)
        if inserting {
            cells.insert(contentsOf: Array(repeating: erased, count: count), at: column)
            cells.removeLast(count)
        } else {
            cells.removeSubrange(column..<(column + count))
            cells.append(contentsOf: Array(repeating: erased, count: count))
        }
        // A wide character pushed over the edge, or split by the shift, leaves a blank.
        for index in cells.indices where cells[index].isContinuation && (index == 0 || cells[index - 1].width != 2) {
            cells[index] = Cell(" ", style: cells[index].style)
        }
        if let last = cells.last, last.width == 2 { cells[cells.count - 1] = Cell(" ", style: last.style) }
        screen[row] = cells
    }

    /// Switches between the primary and alternate screens.
    mutating func useAlternateScreen(_ on: Bool, saveCursor: Bool, clear: Bool) {
        if on {
            if saveCursor { savedCursor = (cursor, pen) }
            isAlternateScreenActive = true
            if clear { alternate = Self.blankScreen(size) }
        } else {
            if clear && isAlternateScreenActive { alternate = Self.blankScreen(size) }
            isAlternateScreenActive = false
            if saveCursor, let saved = savedCursor {
                moveCursor(row: saved.cursor.row, column: saved.cursor.column)
                pen = saved.pen
            }
        }
        lastPrinted = nil
    }

    mutating func setCursorVisible(_ visible: Bool) { isCursorVisible = visible }
    mutating func setBracketedPaste(_ enabled: Bool) { isBracketedPasteEnabled = enabled }
    mutating func setAutowrap(_ enabled: Bool) {
        isAutowrapEnabled = enabled
        if !enabled { wrapPending = false }
    }

    /// RIS: everything back to how the terminal starts.
    mutating func fullReset() {
        let written = bytesWritten
        self = VirtualScreen(size: size)
        bytesWritten = written
    }

    private static func blankScreen(_ size: TerminalSize) -> [[Cell]] {
        Array(repeating: Array(repeating: Cell.blank, count: size.columns), count: size.rows)
    }

    private static func resized(_ screen: [[Cell]], to size: TerminalSize) -> [[Cell]] {
        var result = blankScreen(size)
        for row in 0..<min(size.rows, screen.count) {
            let kept = min(size.columns, screen[row].count)
            for column in 0..<kept { result[row][column] = screen[row][column] }
            if kept > 0 && result[row][kept - 1].width == 2 { result[row][kept - 1] = .blank }
        }
        return result
    }
}
