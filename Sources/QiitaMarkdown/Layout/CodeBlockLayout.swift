import TerminalText

/// Draws a code block: a title bar with the file name or language, the code as written (tabs
/// expanded, never reflowed), highlighted, with over-long lines cut and continued after a `↪`
/// that takes the gutter's place, and a closing bar. The frame marks the block when colour is off.
struct CodeBlockLayout {
    let layout: DocumentLayout
    var options: RenderOptions { layout.options }
    var theme: Theme { layout.theme }

    func lines(for block: CodeBlock, width: Int) -> [StyledLine] {
        let highlighter = SyntaxHighlighter(language: block.info.language ?? "", filename: block.info.filename ?? "")
        return framed(title: block.info.title, tokenLines: highlighter.highlight(block.code), width: width)
    }

    /// Display math, framed like code under the title `math`.
    func lines(forMath tex: String, width: Int) -> [StyledLine] {
        let tokenLines = tex.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? [] : [HighlightedToken(.plain, String(line))]
        }
        return framed(title: "math", tokenLines: tokenLines, width: width, style: theme.math)
    }

    private func framed(
        title: String?, tokenLines: [[HighlightedToken]], width: Int, style: TextStyle? = nil
    ) -> [StyledLine] {
        let frame = theme.codeFrame
        var top = StyledLine("┌─", style: frame)
        var used = 2
        if let title, !title.isEmpty {
            let shown = DisplayWidth.truncate(title, to: max(1, width - 5))
            top.append(" ", style: frame)
            top.append(shown, style: theme.codeTitle)
            top.append(" ", style: frame)
            used += 2 + DisplayWidth.of(shown)
        }
        if width > used { top.append(String(repeating: "─", count: width - used), style: frame) }
        var lines = [top]
        let gutter = StyledLine("│ ", style: frame)
        let continuation = StyledLine("↪ ", style: frame)
        let inner = max(1, width - 2)
        layout.narrowest.note(width - 6)
        for tokens in tokenLines {
            if tokens.isEmpty {
                lines.append(StyledLine("│", style: frame))
                continue
            }
            let (spans, columns) = expandingTabs(tokens, style: style, limit: inner)
            if columns <= inner {
                lines.append(StyledLine(gutter.spans + spans))
                continue
            }
            let pieces = VerbatimWrapper.wrap(spans, width: inner, knownWidth: columns)
            for (index, piece) in pieces.enumerated() {
                lines.append(StyledLine((index == 0 ? gutter : continuation).spans + piece.spans))
            }
        }
        lines.append(StyledLine("└" + String(repeating: "─", count: max(0, width - 1)), style: frame))
        return lines
    }

    /// The tokens as styled spans, with tabs turned into spaces up to the next tab stop, and
    /// their width; a line of at most `limit` UTF-8 bytes without tabs is known to fit without
    /// being measured (a character never takes more columns than bytes), and reports its bytes.
    private func expandingTabs(
        _ tokens: [HighlightedToken], style: TextStyle?, limit: Int
    ) -> (spans: [Span], width: Int) {
        var bytes = 0
        var hasTab = false
        for token in tokens {
            bytes += token.text.utf8.count
            if !hasTab, token.text.utf8.contains(0x09) { hasTab = true }
        }
        if !hasTab && bytes <= limit {
            return (tokens.map { Span($0.text, style: style ?? theme.token($0.kind)) }, bytes)
        }
        var spans: [Span] = []
        spans.reserveCapacity(tokens.count)
        var column = 0
        let tabWidth = max(1, options.tabWidth)
        for token in tokens {
            let tokenStyle = style ?? theme.token(token.kind)
            guard token.text.utf8.contains(0x09) else {
                column += DisplayWidth.of(token.text)
                spans.append(Span(token.text, style: tokenStyle))
                continue
            }
            var text = ""
            for character in token.text {
                if character == "\t" {
                    let spaces = tabWidth - column % tabWidth
                    text += String(repeating: " ", count: spaces)
                    column += spaces
                } else {
                    text.append(character)
                    column += DisplayWidth.of(character)
                }
            }
            spans.append(Span(text, style: tokenStyle))
        }
        return (spans, column)
    }
}
