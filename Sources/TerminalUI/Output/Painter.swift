import TerminalText

/// Builds the bytes of one frame while tracking what the terminal will make of them: where the
/// cursor is and which style and link are active, so that each move and each style change is
/// written only when needed and as short as it can be.
struct Painter {
    private(set) var bytes: [UInt8] = []
    let encoder: ANSIEncoder
    let size: TerminalSize
    /// Where the cursor is, or nil when unknown (after the last column, where the terminal holds
    /// a pending wrap, or before anything was written).
    private(set) var position: Frame.Cursor?
    /// The style in force; frames start and end with the default one.
    private var pen = TextStyle.plain
    /// The OSC 8 link that is open, if any.
    private var openLink: String?

    init(encoder: ANSIEncoder, size: TerminalSize, position: Frame.Cursor?) {
        self.encoder = encoder
        self.size = size
        self.position = position
        bytes.reserveCapacity(256)
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ text: String) {
        bytes.write(text)
    }

    /// Moves the cursor by the shortest sequence that gets there from where it is.
    mutating func move(toRow row: Int, column: Int) {
        if let position, position.row == row, position.column == column { return }
        var best = absoluteMove(row: row, column: column)
        if let position {
            for candidate in relativeMoves(from: position, toRow: row, column: column)
            where candidate.count < best.count {
                best = candidate
            }
        }
        bytes.append(contentsOf: best)
        position = Frame.Cursor(row: row, column: column)
    }

    /// Makes `style` (already reduced to what the encoder shows) the active one.
    mutating func setStyle(_ style: TextStyle) {
        if style.link != openLink {
            if openLink != nil { append("\u{1B}]8;;\u{1B}\\") }
            if let link = style.link { append("\u{1B}]8;;\(link)\u{1B}\\") }
            openLink = style.link
        }
        let look = TextStyle(foreground: style.foreground, background: style.background, attributes: style.attributes)
        if look != pen {
            encoder.appendSGR(for: look, to: &bytes)
            pen = look
        }
    }

    /// Default colours and no link, as erasing and scrolling need (they fill with the active
    /// background) and as every frame ends.
    mutating func resetPen() {
        setStyle(.plain)
    }

    /// Writes one cell at the cursor (never a continuation: its wide character writes both).
    mutating func put(_ cell: Cell) {
        setStyle(cell.style)
        append(cell.text)
        if let current = position {
            let column = current.column + cell.width
            // At the right edge the terminal holds a pending wrap: trust no relative move from there.
            position = column < size.columns ? Frame.Cursor(row: current.row, column: column) : nil
        }
    }

    /// Erases from the cursor to the end of its row, in default colours.
    mutating func eraseToEndOfLine() {
        resetPen()
        append("\u{1B}[K")
    }

    /// Clears the whole screen in default colours, with no scroll region, cursor at home.
    /// Assumes nothing about the terminal: the style is reset whatever this painter believes
    /// (unless colour is off, when no SGR is ever written).
    mutating func clearScreen() {
        if openLink != nil { append("\u{1B}]8;;\u{1B}\\") }
        openLink = nil
        pen = .plain
        if encoder.colors { append("\u{1B}[0m") }
        append("\u{1B}[r\u{1B}[H\u{1B}[2J")
        position = Frame.Cursor(row: 0, column: 0)
    }

    /// Moves rows `top...bottom` by `distance` rows (up when positive, down when negative)
    /// inside a scroll region, the vacated rows blank, then gives the whole screen back as the
    /// region. Uses DECSTBM with DL/IL, which every VT102-compatible terminal has.
    mutating func scroll(_ plan: ScrollPlan) {
        resetPen()
        append("\u{1B}[")
        appendNumber(plan.top + 1)
        append(";")
        appendNumber(plan.bottom + 1)
        append("r")
        // DECSTBM homes the cursor; IL and DL act at the cursor's row, the region's top.
        append("\u{1B}[")
        appendNumber(plan.top + 1)
        append("H\u{1B}[")
        appendNumber(abs(plan.distance))
        append(plan.distance > 0 ? "M" : "L")
        append("\u{1B}[r")
        position = Frame.Cursor(row: 0, column: 0)
    }

    private func absoluteMove(row: Int, column: Int) -> [UInt8] {
        var sequence = Array("\u{1B}[".utf8)
        if row != 0 || column != 0 {
            sequence.append(contentsOf: String(row + 1).utf8)
            if column != 0 {
                sequence.append(UInt8(ascii: ";"))
                sequence.append(contentsOf: String(column + 1).utf8)
            }
        }
        sequence.append(UInt8(ascii: "H"))
        return sequence
    }

    /// Moves that rely on the known position: CR, CR LF, and the CUU/CUD/CUF/CUB family.
    private func relativeMoves(from position: Frame.Cursor, toRow row: Int, column: Int) -> [[UInt8]] {
        var moves: [[UInt8]] = []
        var vertical: [UInt8] = []
        if row > position.row { vertical = Self.csi(row - position.row, "B") }
        if row < position.row { vertical = Self.csi(position.row - row, "A") }
        if column == position.column {
            moves.append(vertical)
        } else {
            let horizontal =
                column > position.column
                ? Self.csi(column - position.column, "C") : Self.csi(position.column - column, "D")
            moves.append(vertical + horizontal)
            let fromLeft: [UInt8] = [0x0D] + (column == 0 ? [] : Self.csi(column, "C"))
            moves.append(vertical + fromLeft)
            if row == position.row + 1 {
                // LF scrolls only at the bottom margin. While cells are drawn no scroll region is
                // set, so the margin is the last row, and a cursor there has no row below it.
                moves.append([0x0D, 0x0A] + (column == 0 ? [] : Self.csi(column, "C")))
            }
        }
        return moves
    }

    private static func csi(_ count: Int, _ final: Character) -> [UInt8] {
        var sequence = Array("\u{1B}[".utf8)
        if count != 1 { sequence.append(contentsOf: String(count).utf8) }
        sequence.append(contentsOf: String(final).utf8)
        return sequence
    }

    private mutating func appendNumber(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }
}
