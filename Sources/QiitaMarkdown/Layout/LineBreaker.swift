import TerminalText

/// Fills lines of at most `width` display columns from styled runs of text, greedily.
///
/// Lines break at spaces and next to ideographic characters, following ``BreakClass`` (so no
/// line starts with `。` or ends with `「`, even after a space or where a new styled run
/// begins); a word or URL is only cut when it is longer than a whole line. Spaces at a break
/// vanish.
///
/// For speed the breaker never copies text while it decides: a line is a range of positions in
/// the runs it was given, turned into spans only when the line is complete. Printable ASCII is
/// measured a byte at a time and the rest a cluster at a time, decoded from the UTF-8 in place.
struct LineBreaker {
    let width: Int
    private var runs: [Run] = []
    private(set) var lines: [StyledLine] = []

    /// The current line's content is `lineStart ..< lineEnd`; nil when nothing is on it yet.
    private var lineStart: Position?
    private var lineEnd = Position(run: 0, index: "".startIndex)
    private var lineWidth = 0
    /// Characters seen since the last break opportunity, not yet placed on a line.
    private var unitStart = Position(run: 0, index: "".startIndex)
    private var unitWidth = 0
    private var unitIsEmpty = true
    /// Spaces between the placed content and the unit; dropped if the unit starts a new line.
    private var spaces = 0
    private var previous = BreakClass.neutral
    /// Spaces after the unit, from `spacesStart`, not yet known to be a break: there is none
    /// when what follows must not start a line (`foo 。`) or what precedes must not end one.
    private var trailingSpaces = 0
    private var spacesStart = Position(run: 0, index: "".startIndex)
    private var beforeSpaces = BreakClass.neutral

    init(width: Int) {
        self.width = max(1, width)
    }

    private struct Run {
        var text: String
        var style: TextStyle
    }

    private struct Position {
        var run: Int
        var index: String.Index
    }

    /// Adds text (one line of it: no newlines) in one style.
    mutating func append(_ text: String, style: TextStyle) {
        guard !text.isEmpty else { return }
        runs.append(Run(text: text, style: style))
        let run = runs.count - 1
        if unitIsEmpty { unitStart = Position(run: run, index: text.startIndex) }
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            append(text, bytes: bytes, run: run)
        }
        if scanned == nil {
            DisplayWidth.forEachCluster(in: text) { add($0, run: run) }
        }
    }

    /// Runs of printable ASCII a byte at a time (each byte a cluster one column wide), and the
    /// rest a cluster at a time. The last byte of a run that something else follows goes with
    /// the clusters, as a mark after it would extend it.
    private mutating func append(_ text: String, bytes: UnsafeBufferPointer<UInt8>, run: Int) {
        let utf8 = text.utf8
        func position(_ offset: Int) -> Position {
            Position(run: run, index: utf8.index(utf8.startIndex, offsetBy: offset))
        }
        var offset = 0
        while offset < bytes.count {
            var asciiEnd = offset
            if bytes[offset] >= 0x20 && bytes[offset] < 0x7F {
                asciiEnd += ByteScan.printableASCIIPrefix(in: bytes, from: offset)
                if asciiEnd < bytes.count { asciiEnd -= 1 }
            }
            while offset < asciiEnd {
                let byte = bytes[offset]
                if byte == 0x20 {
                    space(at: position(offset), after: position(offset + 1))
                } else {
                    let kind = BreakClass.ascii(byte)
                    if trailingSpaces > 0 || BreakClass.allowsBreak(previous, kind) {
                        breakOpportunity(before: kind, at: position(offset))
                    }
                    unitWidth += 1
                    unitIsEmpty = false
                    previous = kind
                }
                offset += 1
            }
            guard offset < bytes.count else { break }
            let cluster = DisplayWidth.cluster(in: text, utf8: bytes, at: offset)
            add(cluster, run: run)
            offset = utf8.distance(from: utf8.startIndex, to: cluster.end)
        }
    }

    /// Places one cluster: a space ends the unit before it; anything else joins the unit, after
    /// a break when the rules allow one before it.
    private mutating func add(_ cluster: DisplayWidth.Cluster, run: Int) {
        let position = Position(run: run, index: cluster.start)
        if cluster.first == " " && cluster.isSingleScalar {
            space(at: position, after: Position(run: run, index: cluster.end))
            return
        }
        let kind = BreakClass.of(cluster.first, width: cluster.width)
        if trailingSpaces > 0 || BreakClass.allowsBreak(previous, kind) {
            breakOpportunity(before: kind, at: position)
        }
        unitWidth += cluster.width
        unitIsEmpty = false
        previous = kind
    }

    /// Adds text that must stay on the line of what comes before it, such as a link's number
    /// after its text: no break is allowed where it starts, even next to a Japanese character.
    mutating func appendAttached(_ text: String, style: TextStyle) {
        previous = .attached
        append(text, style: style)
    }

    /// Ends the unit before a character of class `kind` when a break is allowed there; after
    /// spaces, that is decided now, by the characters on both sides of them (as in UAX #14).
    private mutating func breakOpportunity(before kind: BreakClass, at position: Position) {
        guard trailingSpaces > 0 else {
            commitUnit(at: position)
            return
        }
        let count = trailingSpaces
        trailingSpaces = 0
        if kind.forbidsBreakBefore || beforeSpaces.forbidsBreakAfter {
            unitWidth += count
            return
        }
        commitUnit(at: spacesStart)
        if lineStart != nil { spaces = count }
        unitStart = position
    }

    /// Places what is left of the unit, without the spaces at its end.
    private mutating func commitLastUnit() {
        if trailingSpaces > 0 {
            trailingSpaces = 0
            commitUnit(at: spacesStart)
        } else {
            commitUnit(at: endPosition)
        }
    }

    /// Ends the current line here, even if it is empty (two breaks make a blank line).
    mutating func breakLine() {
        commitLastUnit()
        flushLine(force: true)
        spaces = 0
        previous = .neutral
    }

    /// The lines, with trailing blank lines dropped.
    mutating func finish() -> [StyledLine] {
        commitLastUnit()
        flushLine(force: false)
        while let last = lines.last, last.spans.isEmpty { lines.removeLast() }
        return lines
    }

    private var endPosition: Position {
        guard let last = runs.last else { return Position(run: 0, index: "".startIndex) }
        return Position(run: runs.count - 1, index: last.text.endIndex)
    }

    private mutating func space(at position: Position, after: Position) {
        guard unitIsEmpty else {
            if trailingSpaces == 0 {
                spacesStart = position
                beforeSpaces = previous
            }
            trailingSpaces += 1
            previous = .neutral
            return
        }
        if lineStart != nil { spaces += 1 }
        unitStart = after
        previous = .neutral
    }

    /// Places the unit that ends at `end` on the current line, or on a new one if it does not fit.
    private mutating func commitUnit(at end: Position) {
        defer {
            unitStart = end
            unitWidth = 0
            unitIsEmpty = true
        }
        guard !unitIsEmpty else { return }
        if lineStart != nil {
            if lineWidth + spaces + unitWidth <= width {
                lineEnd = end
                lineWidth += spaces + unitWidth
                spaces = 0
                return
            }
            if unitWidth > width, width - lineWidth - spaces >= Self.roomToStartALongWord {
                splitLongUnit(to: end, continuingLine: true)
                spaces = 0
                return
            }
            flushLine(force: false)
        }
        spaces = 0
        if unitWidth <= width {
            lineStart = unitStart
            lineEnd = end
            lineWidth = unitWidth
        } else {
            splitLongUnit(to: end, continuingLine: false)
        }
    }

    /// A word that must be cut anyway starts on the current line when this much room is left.
    private static let roomToStartALongWord = 8

    /// A unit wider than a line (a long URL, a long run of closing punctuation) is cut at
    /// grapheme boundaries, its first piece filling the current line when `continuingLine`;
    /// its last piece stays open for what follows. A cut that would start a line with `。` or
    /// end one with `「` moves back to the last place in the piece where the rules allow one.
    private mutating func splitLongUnit(to end: Position, continuingLine: Bool) {
        var chunkStart = unitStart
        var chunkWidth = 0
        if continuingLine, let start = lineStart {
            chunkStart = start
            chunkWidth = lineWidth + spaces
        }
        // The last allowed cut inside the current piece, and the width of the piece before it.
        var allowedCut: (position: Position, width: Int)?
        var before = BreakClass.neutral
        var run = unitStart.run
        var index = unitStart.index
        while run < end.run || (run == end.run && index < end.index) {
            let text = runs[run].text
            let stop = run == end.run ? end.index : text.endIndex
            if index >= stop {
                run += 1
                if run < runs.count { index = runs[run].text.startIndex }
                continue
            }
            let character = text[index]
            let columns = DisplayWidth.of(character)
            let kind = character.unicodeScalars.first.map { BreakClass.of($0, width: columns) } ?? .neutral
            let here = Position(run: run, index: index)
            let mayCutHere = character != " " && !before.forbidsBreakAfter && !kind.forbidsBreakBefore
            if chunkWidth + columns > width, chunkWidth > 0 {
                var cut = (position: here, width: chunkWidth)
                if !mayCutHere, let allowed = allowedCut, chunkWidth - allowed.width + columns <= width { cut = allowed }
                lineStart = chunkStart
                lineEnd = cut.position
                flushLine(force: false)
                chunkStart = cut.position
                chunkWidth -= cut.width
                allowedCut = nil
            } else if mayCutHere, chunkWidth > 0, here.run != unitStart.run || here.index != unitStart.index {
                allowedCut = (here, chunkWidth)
            }
            chunkWidth += columns
            before = kind
            index = text.index(after: index)
        }
        lineStart = chunkStart
        lineEnd = end
        lineWidth = chunkWidth
    }

    private mutating func flushLine(force: Bool) {
        guard let start = lineStart else {
            if force { lines.append(StyledLine()) }
            return
        }
        var line = StyledLine()
        line.spans.reserveCapacity(max(start.run, lineEnd.run) - start.run + 1)
        for run in start.run...max(start.run, lineEnd.run) where run < runs.count {
            let text = runs[run].text
            let from = run == start.run ? start.index : text.startIndex
            let to = run == lineEnd.run ? lineEnd.index : text.endIndex
            guard from < to else { continue }
            line.append(String(text[from..<to]), style: runs[run].style)
        }
        lines.append(line)
        lineStart = nil
        lineWidth = 0
    }
}
