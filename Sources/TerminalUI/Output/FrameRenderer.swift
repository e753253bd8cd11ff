import TerminalText

/// Turns each frame into the bytes that take the terminal from the previous frame to it.
///
/// Incremental: rows that did not change are not written; in a changed row only the runs of
/// cells that changed are; a block of rows that moved (a list scrolled under a fixed header and
/// status line) is moved by the terminal in one scroll, and only the rows that really differ
/// are drawn after it. The whole screen is painted only for the first frame, after the size
/// changed, and after ``invalidate()`` (a redraw on request, or after anything else wrote to
/// the terminal). A frame identical to the last one produces no bytes at all.
///
/// Every frame is self-contained in its effect on styles (it ends with the default ones), and
/// wrapped in synchronized-output marks so that terminals which know them show it at once.
package struct FrameRenderer: Sendable {
    /// How styles are written; changing it repaints everything on the next frame.
    package var encoder: ANSIEncoder {
        didSet { if encoder != oldValue { invalidate() } }
    }

    /// What the terminal shows, as far as this renderer knows; nil before the first frame.
    private var shown: Screen?

    private struct Screen: Sendable {
        var size: TerminalSize
        var lines: [StyledLine]
        var fingerprints: [Int]
        var cells: [[Cell]]
        var cursor: Frame.Cursor?
        var cursorVisible: Bool
    }

    package init(encoder: ANSIEncoder) {
        self.encoder = encoder
    }

    /// Forgets what the terminal shows, so that the next frame is painted in full. Call it on
    /// request (Ctrl-L), after a write failed, or after something else wrote to the terminal.
    package mutating func invalidate() {
        shown = nil
    }

    /// The bytes that turn the previous frame into `frame` (empty if nothing changed). The
    /// renderer assumes they will be written; if they are not, call ``invalidate()``.
    package mutating func render(_ frame: Frame) -> [UInt8] {
        let size = frame.size
        let lines = (0..<size.rows).map { frame.line(at: $0) }
        let fingerprints = lines.map(\.hashValue)
        var painter: Painter
        var screen: Screen
        if let previous = shown, previous.size == size {
            screen = previous
            painter = Painter(encoder: encoder, size: size, position: previous.cursor)
            let blank = StyledLine()
            if let plan = ScrollPlan.best(from: screen.fingerprints, to: fingerprints, blank: blank.hashValue) {
                painter.scroll(plan)
                plan.apply(to: &screen.lines, blank: blank)
                plan.apply(to: &screen.fingerprints, blank: blank.hashValue)
                plan.apply(to: &screen.cells, blank: Array(repeating: Cell.blank, count: size.columns))
            }
            for row in 0..<size.rows
            where screen.fingerprints[row] != fingerprints[row] || screen.lines[row] != lines[row] {
                let cells = lines[row].cells(columns: size.columns, encoder: encoder)
                Self.update(row: row, from: screen.cells[row], to: cells, with: &painter)
                screen.cells[row] = cells
            }
        } else {
            painter = Painter(encoder: encoder, size: size, position: nil)
            painter.clearScreen()
            let cells = lines.map { $0.cells(columns: size.columns, encoder: encoder) }
            let blankRow = Array(repeating: Cell.blank, count: size.columns)
            for row in 0..<size.rows {
                Self.update(row: row, from: blankRow, to: cells[row], with: &painter)
            }
            screen = Screen(
                size: size, lines: lines, fingerprints: fingerprints, cells: cells, cursor: nil, cursorVisible: false)
            painter.append(ControlSequence.hideCursor)
        }
        screen.lines = lines
        screen.fingerprints = fingerprints
        painter.resetPen()

        if let cursor = frame.visibleCursor {
            painter.move(toRow: cursor.row, column: cursor.column)
            if !screen.cursorVisible { painter.append(ControlSequence.showCursor) }
            screen.cursorVisible = true
        } else if screen.cursorVisible {
            painter.append(ControlSequence.hideCursor)
            screen.cursorVisible = false
        }
        screen.cursor = painter.position
        shown = screen

        guard !painter.isEmpty else { return [] }
        var bytes = Array(ControlSequence.beginSynchronizedUpdate.utf8)
        bytes.reserveCapacity(painter.bytes.count + 16)
        bytes.append(contentsOf: painter.bytes)
        bytes.append(contentsOf: ControlSequence.endSynchronizedUpdate.utf8)
        return bytes
    }

    /// Rewrites the cells of `row` that differ between `old` (on screen) and `new`.
    private static func update(row: Int, from old: [Cell], to new: [Cell], with painter: inout Painter) {
        let columns = new.count
        guard old.count == columns else { return }
        // Everything from here to the right edge is blank in the new row: one erase covers it.
        var contentEnd = columns
        while contentEnd > 0 && new[contentEnd - 1].isBlank { contentEnd -= 1 }

        for run in changedRuns(from: old, to: new) {
            if run.lowerBound >= contentEnd {
                painter.move(toRow: row, column: run.lowerBound)
                painter.eraseToEndOfLine()
                return
            }
            painter.move(toRow: row, column: run.lowerBound)
            for column in run where column < contentEnd && !new[column].isContinuation {
                painter.put(new[column])
            }
            if run.upperBound > contentEnd {
                painter.eraseToEndOfLine()
                return
            }
        }
    }

    /// The column ranges to rewrite: runs of changed cells, widened so that none starts or
    /// ends inside a wide character (old or new), and merged when the gap between them is
    /// cheaper to rewrite than to jump over.
    static func changedRuns(from old: [Cell], to new: [Cell]) -> [Range<Int>] {
        let columns = min(old.count, new.count)
        var runs: [Range<Int>] = []
        var column = 0
        while column < columns {
            guard old[column] != new[column] else {
                column += 1
                continue
            }
            var start = column
            var end = column + 1
            while end < columns && old[end] != new[end] { end += 1 }
            while start > 0 && (old[start].isContinuation || new[start].isContinuation) { start -= 1 }
            while end < columns && (old[end].isContinuation || new[end].isContinuation) { end += 1 }
            if let last = runs.last, start - last.upperBound < 4 {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }
}
