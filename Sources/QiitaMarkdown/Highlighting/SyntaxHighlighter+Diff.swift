/// `diff` and `diff_<language>` blocks.
extension SyntaxHighlighter {
    /// What a diff line is, from its first bytes: `+`/`-` lines, headers and hunk markers
    /// (`@@`, `+++ `, `--- `, `diff `, `index `, `\ No newline at end of file`), or context.
    static func diffKind(of line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> HighlightedLine.Kind {
        guard let first = line.first.map({ bytes[$0] }) else { return .code }
        let text = UnsafeBufferPointer(rebasing: bytes[line])
        func starts(_ prefix: String) -> Bool {
            text.count >= prefix.utf8.count && text.prefix(prefix.utf8.count).elementsEqual(prefix.utf8)
        }
        /// `+++` and `---` are headers when a space, a tab or the line's end follows.
        func isFileHeader(_ marker: String) -> Bool {
            starts(marker) && (text.count == 3 || text[3] == ASCII.space || text[3] == ASCII.tab)
        }
        if starts("@@") || starts("diff ") || starts("index ") || first == ASCII.backslash
            || isFileHeader("+++") || isFileHeader("---")
        {
            return .meta
        }
        switch first {
        case ASCII.plus: return .inserted
        case ASCII.minus: return .deleted
        default: return .code
        }
    }

    /// The token kind that colours a whole line of a plain `diff`, or a marker of `diff_<language>`.
    static func tokenKind(of kind: HighlightedLine.Kind) -> TokenKind {
        switch kind {
        case .code: .plain
        case .inserted: .inserted
        case .deleted: .deleted
        case .meta: .meta
        }
    }

    /// Tokenises each line after its marker column as `definition`, keeping the marker's kind.
    ///
    /// Removed and added lines belong to two versions of the file, so each version keeps its own
    /// scanner state: a comment opened on a `-` line does not swallow the `+` lines after it.
    /// Context lines are in both versions and bring the two back together; a hunk marker (`@@`)
    /// starts both afresh. A context line without the leading space that some writers leave out
    /// is tokenised whole.
    static func highlightDiff(
        _ lines: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>, _ definition: LanguageDefinition
    ) -> [HighlightedLine] {
        var scanner = CodeScanner(language: definition, bytes: bytes)
        var oldState = ScannerState()
        var newState = ScannerState()
        var result: [HighlightedLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            let kind = diffKind(of: line, bytes)
            guard !line.isEmpty, kind != .meta else {
                if kind == .meta, line.count >= 2, bytes[line.lowerBound + 1] == UInt8(ascii: "@") {
                    oldState = ScannerState()
                    newState = ScannerState()
                }
                result.append(HighlightedLine(kind, wholeLine(.meta, line, bytes)))
                continue
            }
            let hasMarker = kind != .code || bytes[line.lowerBound] == ASCII.space
            let codeStart = hasMarker ? line.lowerBound + 1 : line.lowerBound
            scanner.spans.removeAll(keepingCapacity: true)
            scanner.emit(tokenKind(of: kind), line.lowerBound..<codeStart)
            scanner.state = kind == .deleted ? oldState : newState
            scanner.scanLine(codeStart..<line.upperBound)
            switch kind {
            case .deleted: oldState = scanner.state
            case .inserted: newState = scanner.state
            case .code, .meta:
                oldState = scanner.state
                newState = scanner.state
            }
            result.append(HighlightedLine(kind, tokens(scanner.spans, bytes)))
        }
        return result
    }
}
