import TerminalUI
import TerminalText

/// The byte-level state machine of ``VirtualScreen``: the parts of the ECMA-48 / VT500 parser a
/// full-screen program's output exercises.
extension VirtualScreen {
    enum ParserState: Sendable {
        case ground
        case escape
        /// ESC followed by intermediate bytes (`ESC ( B`): consumed up to the final byte.
        case escapeIntermediate
        case controlSequence(parameters: [UInt8], intermediates: [UInt8])
        /// An OSC, DCS, SOS, PM or APC string, consumed up to BEL or ST; `escapeSeen` is true
        /// right after an ESC that may begin the ST (`ESC \`).
        case controlString(escapeSeen: Bool)
    }

    /// Longer parameter lists are cut here; no sequence a renderer writes comes near it.
    private static let maximumParameterBytes = 64

    mutating func interpret(_ byte: UInt8) {
        switch parser {
        case .ground:
            // The decoder hands back at most two scalars; print them once it is done.
            var scalars: [Unicode.Scalar] = []
            if byte >= 0x80 {
                decoder.decode(byte) { scalars.append($0) }
                for scalar in scalars { print(scalar) }
                return
            }
            decoder.finish { scalars.append($0) }
            for scalar in scalars { print(scalar) }
            if byte < 0x20 {
                execute(byte)
            } else if byte != 0x7F {
                print(Unicode.Scalar(byte))
            }
        case .escape:
            escape(byte)
        case .escapeIntermediate:
            if byte == 0x1B {
                parser = .escape
            } else if byte < 0x20 {
                execute(byte)
            } else if byte >= 0x30 {
                parser = .ground
            }
        case .controlSequence(var parameters, var intermediates):
            switch byte {
            case 0x1B:
                parser = .escape
            case 0x18, 0x1A:
                parser = .ground
            case 0x00...0x1F:
                execute(byte)  // C0 controls act even inside a sequence
            case 0x30...0x3F:
                if parameters.count < Self.maximumParameterBytes { parameters.append(byte) }
                parser = .controlSequence(parameters: parameters, intermediates: intermediates)
            case 0x20...0x2F:
                if intermediates.count < 4 { intermediates.append(byte) }
                parser = .controlSequence(parameters: parameters, intermediates: intermediates)
            case 0x40...0x7E:
                parser = .ground
                dispatchControlSequence(parameters: parameters, intermediates: intermediates, final: byte)
            default:
                parser = .ground
            }
        case .controlString(let escapeSeen):
            switch byte {
            case 0x07, 0x18, 0x1A:
                parser = .ground
            case 0x1B:
                parser = .controlString(escapeSeen: true)
            case UInt8(ascii: "\\") where escapeSeen:
                parser = .ground
            default:
                if escapeSeen {
                    // ESC that is not ST ends the string and starts a new sequence.
                    parser = .escape
                    escape(byte)
                } else {
                    parser = .controlString(escapeSeen: false)
                }
            }
        }
    }

    /// C0 controls.
    private mutating func execute(_ byte: UInt8) {
        switch byte {
        case 0x08:  // BS
            if cursor.column > 0 { moveCursor(row: cursor.row, column: cursor.column - 1) }
            wrapPending = false
        case 0x09:  // HT: tab stops every 8 columns
            let next = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
            moveCursor(row: cursor.row, column: next)
        case 0x0A, 0x0B, 0x0C:  // LF, VT, FF
            lineFeed()
        case 0x0D:  // CR
            moveCursor(row: cursor.row, column: 0)
        case 0x18, 0x1A:  // CAN, SUB
            parser = .ground
        case 0x1B:
            parser = .escape
        default:
            break  // BEL and the rest do nothing visible
        }
    }

    private mutating func escape(_ byte: UInt8) {
        parser = .ground
        switch byte {
        case UInt8(ascii: "["): parser = .controlSequence(parameters: [], intermediates: [])
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            parser = .controlString(escapeSeen: false)
        case 0x20...0x2F: parser = .escapeIntermediate
        case 0x1B: parser = .escape
        case 0x00...0x1F:
            parser = .escape
            execute(byte)
        case UInt8(ascii: "7"): savedCursor = (cursor, pen)
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            moveCursor(row: cursor.row, column: 0)
            lineFeed()
        case UInt8(ascii: "M"): reverseLineFeed()
        case UInt8(ascii: "c"): fullReset()
        default: break
        }
    }

    private mutating func restoreCursor() {
        guard let saved = savedCursor else {
            moveCursor(row: 0, column: 0)
            return
        }
        moveCursor(row: saved.cursor.row, column: saved.cursor.column)
        pen = saved.pen
    }

    private mutating func dispatchControlSequence(parameters: [UInt8], intermediates: [UInt8], final: UInt8) {
        var body = parameters[...]
        var marker: UInt8?
        if let first = body.first, (0x3C...0x3F).contains(first) {
            marker = first
            body = body.dropFirst()
        }
        let values = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0.prefix { $0 != UInt8(ascii: ":") }, as: UTF8.self)).map { min($0, 65_535) }
        }
        func value(_ index: Int, default fallback: Int) -> Int {
            guard index < values.count, let value = values[index], value != 0 else { return fallback }
            return value
        }
        guard intermediates.isEmpty else { return }  // DECSCUSR and friends: nothing visible here
        if marker == UInt8(ascii: "?") {
            if final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                for mode in values { setPrivateMode(mode ?? 0, final == UInt8(ascii: "h")) }
            }
            return
        }
        guard marker == nil else { return }
        let count = value(0, default: 1)
        let row = cursor.row
        let column = cursor.column
        switch final {
        case UInt8(ascii: "@"): shiftCells(row: row, at: column, by: count, inserting: true)
        case UInt8(ascii: "A"): moveCursor(row: max(row - count, row >= scrollTop ? scrollTop : 0), column: column)
        case UInt8(ascii: "B"), UInt8(ascii: "e"):
            moveCursor(row: min(row + count, row <= scrollBottom ? scrollBottom : size.rows - 1), column: column)
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveCursor(row: row, column: column + count)
        case UInt8(ascii: "D"): moveCursor(row: row, column: column - count)
        case UInt8(ascii: "E"): moveCursor(row: min(row + count, scrollBottom), column: 0)
        case UInt8(ascii: "F"): moveCursor(row: max(row - count, scrollTop), column: 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveCursor(row: row, column: count - 1)
        case UInt8(ascii: "d"): moveCursor(row: count - 1, column: column)
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveCursor(row: count - 1, column: value(1, default: 1) - 1)
        case UInt8(ascii: "J"): eraseInDisplay(values.first.flatMap { $0 } ?? 0)
        case UInt8(ascii: "K"): eraseInLine(values.first.flatMap { $0 } ?? 0)
        case UInt8(ascii: "L"):
            insertRows(at: row, count: count)
            moveCursor(row: row, column: 0)
        case UInt8(ascii: "M"):
            deleteRows(at: row, count: count)
            moveCursor(row: row, column: 0)
        case UInt8(ascii: "P"): shiftCells(row: row, at: column, by: count, inserting: false)
        case UInt8(ascii: "X"): erase(row: row, columns: column..<(column + count))
        case UInt8(ascii: "S"): scrollUp(count)
        case UInt8(ascii: "T") where values.count <= 1: scrollDown(count)
        case UInt8(ascii: "r"):
            let top = value(0, default: 1) - 1
            let bottom = value(1, default: size.rows) - 1
            if top < bottom && bottom < size.rows {
                scrollTop = top
                scrollBottom = bottom
            } else if values.allSatisfy({ $0 == nil }) {
                scrollTop = 0
                scrollBottom = max(0, size.rows - 1)
            }
            moveCursor(row: 0, column: 0)
        case UInt8(ascii: "m"): selectGraphicRendition(values)
        case UInt8(ascii: "s"): savedCursor = (cursor, pen)
        case UInt8(ascii: "u"): restoreCursor()
        default: break
        }
    }

    private mutating func setPrivateMode(_ mode: Int, _ on: Bool) {
        switch mode {
        case 7: setAutowrap(on)
        case 25: setCursorVisible(on)
        case 47: useAlternateScreen(on, saveCursor: false, clear: false)
        case 1047: useAlternateScreen(on, saveCursor: false, clear: !on)
        case 1048: if on { savedCursor = (cursor, pen) } else { restoreCursor() }
        case 1049: useAlternateScreen(on, saveCursor: true, clear: on)
        case 2004: setBracketedPaste(on)
        default: break  // 2026 (synchronized output) and others change nothing that is drawn
        }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: cursor.row, columns: cursor.column..<size.columns)
            for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) { erase(row: row, columns: 0..<size.columns) }
        case 1:
            for row in 0..<cursor.row { erase(row: row, columns: 0..<size.columns) }
            erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        case 2, 3:
            for row in 0..<size.rows { erase(row: row, columns: 0..<size.columns) }
        default:
            break
        }
        wrapPending = false
        lastPrinted = nil
    }

    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.row, columns: cursor.column..<size.columns)
        case 1: erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        case 2: erase(row: cursor.row, columns: 0..<size.columns)
        default: break
        }
        wrapPending = false
        lastPrinted = nil
    }

    private static let namedColors: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
    private static let brightColors: [Color] = [
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    private mutating func selectGraphicRendition(_ values: [Int?]) {
        let parameters = values.isEmpty ? [0] : values.map { $0 ?? 0 }
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            index += 1
            switch parameter {
            case 0: pen = .plain
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.inverse)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.inverse)
            case 29: pen.attributes.remove(.strikethrough)
            case 30...37: pen.foreground = Self.namedColors[parameter - 30]
            case 39: pen.foreground = nil
            case 40...47: pen.background = Self.namedColors[parameter - 40]
            case 49: pen.background = nil
            case 90...97: pen.foreground = Self.brightColors[parameter - 90]
            case 100...107: pen.background = Self.brightColors[parameter - 100]
            case 38, 48:
                // 38;5;n picks from the 256-colour palette; 38;2;r;g;b (true colour) is consumed.
                guard index < parameters.count else { break }
                let kind = parameters[index]
                if kind == 5, index + 1 < parameters.count {
                    let color = Color.indexed(UInt8(clamping: parameters[index + 1]))
                    if parameter == 38 { pen.foreground = color } else { pen.background = color }
                    index += 2
                } else if kind == 2 {
                    index += 4
                } else {
                    index += 1
                }
            default:
                break
            }
        }
    }
}
