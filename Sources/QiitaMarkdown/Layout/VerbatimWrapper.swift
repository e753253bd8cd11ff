import TerminalText

/// Cuts text that must not be reflowed (code, raw HTML, over-wide lines) into pieces of at most
/// `width` columns, at grapheme boundaries, keeping styles.
enum VerbatimWrapper {
    /// `segments` (one logical line) as lines of at most `width` columns. A character wider
    /// than `width` itself (a wide character at width 1) is replaced by `…`, never split.
    static func wrap(_ segments: [Span], width: Int, knownWidth: Int? = nil) -> [StyledLine] {
        let width = max(1, width)
        let total = knownWidth ?? segments.reduce(0) { $0 + $1.width }
        if total <= width { return [StyledLine(segments)] }
        var lines: [StyledLine] = []
        var line = StyledLine()
        var used = 0
        for segment in segments {
            let text = segment.text
            var pieceStart = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                var columns = DisplayWidth.of(text[index])
                let tooWide = columns > width
                if tooWide { columns = 1 }
                if used + columns > width {
                    line.append(String(text[pieceStart..<index]), style: segment.style)
                    lines.append(line)
                    line = StyledLine()
                    pieceStart = index
                    used = 0
                }
                if tooWide {
                    line.append(String(text[pieceStart..<index]), style: segment.style)
                    line.append("…", style: segment.style)
                    pieceStart = next
                }
                used += columns
                index = next
            }
            line.append(String(text[pieceStart...]), style: segment.style)
        }
        if !line.spans.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Every line that is wider than `width` cut into pieces that fit; others kept as they are.
    static func fit(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            // Most lines are cleared by counting bytes, without measuring graphemes.
            if upperBound(of: line) <= width || line.width <= width {
                result.append(line)
            } else {
                result.append(contentsOf: wrap(line.spans, width: width))
            }
        }
        return result
    }

    /// A bound on the line's width from its UTF-8 lead bytes alone: a scalar of one or two bytes
    /// takes at most one column and a longer one at most two, and no grapheme is wider than the
    /// sum of its scalars' bounds. Exact for ASCII and for kana and kanji.
    static func upperBound(of line: StyledLine) -> Int {
        var bound = 0
        for span in line.spans {
            for byte in span.text.utf8 {
                if byte < 0x80 || (byte >= 0xC0 && byte < 0xE0) {
                    bound += 1
                } else if byte >= 0xE0 {
                    bound += 2
                }
            }
        }
        return bound
    }
}
