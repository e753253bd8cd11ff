import TerminalText

extension StyledLine {
    /// The line laid into exactly `columns` cells, as a terminal whose widths follow
    /// ``DisplayWidth`` would show it.
    ///
    /// Graphemes are taken from the line's whole text, not span by span, because the terminal
    /// sees the text without the styles: an emoji modifier or a combining mark at the start of
    /// a span joins the character before it, whose style it takes. Styles are reduced to what
    /// `encoder` can show (nothing with colour off, no link without hyperlinks). Text past the
    /// right edge is cut; a wide character that would straddle the edge becomes one space in
    /// its style, never half a character. The rest of the row is blank.
    ///
    /// Nothing of width 0 is written on its own: controls and lone zero-width characters are
    /// dropped, so nothing in a line can move the cursor, and so are zero-width scalars leading
    /// a grapheme (a combining mark with no base). A grapheme that would, once such a character
    /// is gone, join the cell before it on the terminal is dropped as well, so that what the
    /// terminal shows is exactly these cells.
    package func cells(columns: Int, encoder: ANSIEncoder) -> [Cell] {
        guard columns > 0 else { return [] }
        var layout = RowLayout(columns: columns)
        if spans.count == 1 {
            let style = encoder.visibleStyle(spans[0].style)
            for character in spans[0].text {
                if !layout.place(character, style: style) { break }
            }
        } else if spans.count > 1 {
            // Where each span's text ends in the joined text, to find the style a grapheme starts in.
            var text = ""
            var ends: [(offset: Int, style: TextStyle)] = []
            for span in spans where !span.text.isEmpty {
                text += span.text
                ends.append((text.utf8.count, encoder.visibleStyle(span.style)))
            }
            var spanIndex = 0
            var offset = 0
            for character in text {
                while spanIndex < ends.count - 1 && offset >= ends[spanIndex].offset { spanIndex += 1 }
                offset += character.utf8.count
                if !layout.place(character, style: ends[spanIndex].style) { break }
            }
        }
        return layout.finished()
    }
}

/// Lays graphemes into one row of cells.
private struct RowLayout {
    let columns: Int
    var cells: [Cell] = []
    /// Whether something was dropped since the last cell was placed: the next grapheme may
    /// then join that cell on the terminal, which the layout must not let happen.
    var dropped = false

    init(columns: Int) {
        self.columns = columns
        cells.reserveCapacity(columns)
    }

    /// Places one grapheme; false once the row is full.
    mutating func place(_ character: Character, style: TextStyle) -> Bool {
        let scalars = character.unicodeScalars
        if let first = scalars.first, DisplayWidth.of(first) == 0 {
            dropped = true
            let rest = String(String.UnicodeScalarView(scalars.drop { DisplayWidth.of($0) == 0 }))
            for piece in rest {
                if !place(piece, style: style) { return false }
            }
            return true
        }
        let width = DisplayWidth.of(character)
        if width == 0 {
            dropped = true
            return true
        }
        if dropped, let previous = cells.last(where: { !$0.isContinuation }),
            (previous.text + String(character)).count == 1
        {
            return true
        }
        dropped = false
        if cells.count + width > columns {
            if cells.count < columns { cells.append(Cell(" ", style: style)) }
            return false
        }
        cells.append(Cell(String(character), style: style, width: width))
        if width == 2 { cells.append(.continuation(style)) }
        return cells.count < columns
    }

    mutating func finished() -> [Cell] {
        while cells.count < columns { cells.append(.blank) }
        return cells
    }
}

extension ANSIEncoder {
    /// The part of `style` this encoder writes: nothing without colour, no link without
    /// hyperlinks. Two cells that differ only in what is dropped look the same on screen.
    func visibleStyle(_ style: TextStyle) -> TextStyle {
        guard colors else { return .plain }
        guard style.link != nil else { return style }
        var visible = style
        visible.link = hyperlinks ? style.link.flatMap(ANSIEncoder.safeLink) : nil
        return visible
    }
}
