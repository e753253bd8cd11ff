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
            var piece = ""
            for character in segment.text {
                var columns = DisplayWidth.of(character)
                var shown = String(character)
                if columns > width {
                    shown = "…"
                    columns = 1
                }
                if used + columns > width {
                    line.append(piece, style: segment.style)
                    lines.append(line)
                    line = StyledLine()
                    piece = ""
                    used = 0
                }
                piece += shown
                used += columns
            }
            line.append(piece, style: segment.style)
        }
        if !line.spans.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Every line that is wider than `width` cut into pieces that fit; others kept as they are.
    static func fit(_ lines: [StyledLine], width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            // A character never takes more columns than its UTF-8 bytes: most lines are
            // cleared by counting bytes, without measuring graphemes.
            var bytes = 0
            for span in line.spans { bytes += span.text.utf8.count }
            if bytes <= width || line.width <= width {
                result.append(line)
            } else {
                result.append(contentsOf: wrap(line.spans, width: width))
            }
        }
        return result
    }
}
