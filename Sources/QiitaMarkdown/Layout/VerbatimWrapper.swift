import TerminalText

/// Cuts text that must not be reflowed (code, raw HTML, over-wide lines) into pieces of at most
/// `width` columns, at grapheme boundaries, keeping styles.
enum VerbatimWrapper {
    /// `segments` (one logical line) as lines of at most `width` columns. A character wider
    /// than `width` itself (a wide character at width 1) is replaced by `…`, never split. A line
    /// that fits comes back as it is; it is measured on the way, unless `knownWidth` says.
    static func wrap(_ segments: [Span], width: Int, knownWidth: Int? = nil) -> [StyledLine] {
        let width = max(1, width)
        if let knownWidth, knownWidth <= width { return [StyledLine(segments)] }
        var cutter = Cutter(width: width)
        for segment in segments { cutter.add(segment) }
        return cutter.changedAnything ? cutter.finish() : [StyledLine(segments)]
    }

    /// One wrap in progress: the lines done, the line being filled and the columns it uses.
    private struct Cutter {
        let width: Int
        var lines: [StyledLine] = []
        var line = StyledLine()
        var used = 0
        /// Whether a line was cut or a character replaced: if not, the line fitted as it was.
        var changedAnything = false
        /// The anchor of the segment being added, until its first piece is placed.
        var anchor: Int?

        init(width: Int) {
            self.width = width
        }

        mutating func add(_ segment: Span) {
            let text = segment.text
            var pieceStart = text.startIndex
            anchor = segment.anchor
            if let count = VerbatimWrapper.printableASCIICount(text) {
                // Every character one column wide: cut every `width` characters.
                let utf8 = text.utf8
                var offset = 0
                while offset < count {
                    if used >= width {
                        cut(segment, at: utf8.index(utf8.startIndex, offsetBy: offset), pieceStart: &pieceStart)
                        continue
                    }
                    let taken = min(width - used, count - offset)
                    offset += taken
                    used += taken
                }
            } else {
                DisplayWidth.forEachCluster(in: text) { cluster in
                    var columns = cluster.width
                    let tooWide = columns > width
                    if tooWide { columns = 1 }
                    if used + columns > width { cut(segment, at: cluster.start, pieceStart: &pieceStart) }
                    if tooWide {
                        changedAnything = true
                        appendPiece(text[pieceStart..<cluster.start], of: segment)
                        line.append("…", style: segment.style)
                        pieceStart = cluster.end
                    }
                    used += columns
                }
            }
            appendPiece(text[pieceStart...], of: segment)
        }

        /// A piece of `segment` on the line; the segment's anchor goes with its first piece, so its
        /// line can still be found.
        private mutating func appendPiece(_ piece: Substring, of segment: Span) {
            guard !piece.isEmpty else { return }
            line.append(Span(String(piece), style: segment.style, anchor: anchor))
            anchor = nil
        }

        /// Ends the line with the piece of `segment` before `index`; the next piece starts there.
        private mutating func cut(_ segment: Span, at index: String.Index, pieceStart: inout String.Index) {
            changedAnything = true
            appendPiece(segment.text[pieceStart..<index], of: segment)
            lines.append(line)
            line = StyledLine()
            pieceStart = index
            used = 0
        }

        mutating func finish() -> [StyledLine] {
            if !line.spans.isEmpty || lines.isEmpty { lines.append(line) }
            return lines
        }
    }

    /// The length of `text` when it is all printable ASCII (one column a character), else nil.
    private static func printableASCIICount(_ text: String) -> Int? {
        let checked = text.utf8.withContiguousStorageIfAvailable { bytes in
            ByteScan.printableASCIIPrefix(in: bytes) == bytes.count ? bytes.count : nil
        }
        return checked ?? nil
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
        line.spans.reduce(0) { $0 + upperBound(of: $1.text) }
    }

    /// ``upperBound(of:)-(StyledLine)`` of one string.
    static func upperBound(of text: String) -> Int {
        func bound(_ bytes: some Sequence<UInt8>) -> Int {
            var bound = 0
            for byte in bytes {
                if byte < 0x80 || (byte >= 0xC0 && byte < 0xE0) {
                    bound += 1
                } else if byte >= 0xE0 {
                    bound += 2
                }
            }
            return bound
        }
        // Most code is ASCII: count that prefix at once.
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
            let ascii = ByteScan.printableASCIIPrefix(in: bytes)
            return ascii + bound(bytes[ascii...])
        }
        return counted ?? bound(text.utf8)
    }
}
