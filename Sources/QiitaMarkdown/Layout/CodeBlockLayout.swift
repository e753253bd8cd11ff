import TerminalText

/// Draws a code block: a title bar with its number on the page (what the reader's copy key and
/// `--code N` take) and the file name or language, the code as written (tabs expanded, never
/// reflowed), highlighted, with over-long lines cut and continued after a `↪` that takes the
/// gutter's place, and a closing bar. The frame marks the block when colour is off; in the
/// plain ``CodeStyle`` the code has no gutter and no marks, so that a mouse selection copies it clean.
struct CodeBlockLayout {
    let layout: DocumentLayout
    var options: RenderOptions { layout.options }
    var theme: Theme { layout.theme }

    func lines(for block: CodeBlock, width: Int) -> [StyledLine] {
        framed(title: block.info.title, number: block.number, tokenLines: block.tokenLines, hasTabs: block.hasTabs, width: width)
    }

    /// Display math, framed like code under the title `math`.
    func lines(forMath tex: String, width: Int) -> [StyledLine] {
        let tokenLines = tex.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? [] : [HighlightedToken(.plain, String(line))]
        }
        return framed(title: "math", tokenLines: tokenLines, width: width, style: theme.math)
    }

    private func framed(
        title: String?, number: Int? = nil, tokenLines: [[HighlightedToken]], hasTabs: Bool = true, width: Int,
        style: TextStyle? = nil
    ) -> [StyledLine] {
        let frame = theme.codeFrame
        var lines = [titleBar(title: title, number: number, width: width)]
        let isPlain = options.codeStyle == .plain
        let gutter = StyledLine(isPlain ? "" : "│ ", style: frame)
        let continuation = StyledLine(isPlain ? "" : "↪ ", style: frame)
        let inner = max(1, width - gutter.width)
        let styles = TokenStyles(theme: theme, override: style)
        layout.narrowest.note(width - 6)
        for tokens in tokenLines {
            if tokens.isEmpty {
                lines.append(isPlain ? StyledLine() : StyledLine("│", style: frame))
                continue
            }
            var spans = gutter.spans
            spans.reserveCapacity(tokens.count + 1)
            let columns = appendExpandingTabs(tokens, styles: styles, limit: inner, hasTabs: hasTabs, to: &spans)
            if let columns, columns <= inner {
                lines.append(StyledLine(spans))
                continue
            }
            let pieces = VerbatimWrapper.wrap(Array(spans.dropFirst(gutter.spans.count)), width: inner, knownWidth: columns)
            for (index, piece) in pieces.enumerated() {
                lines.append(StyledLine((index == 0 ? gutter : continuation).spans + piece.spans))
            }
        }
        lines.append(StyledLine("└" + String(repeated: "─", count: max(0, width - 1)), style: frame))
        return lines
    }

    /// `┌─ #2 app.rb ───`: the number, then the title cut to what is left of the width.
    private func titleBar(title: String?, number: Int?, width: Int) -> StyledLine {
        let frame = theme.codeFrame
        var top = StyledLine("┌─", style: frame)
        var used = 2
        if let number {
            let label = " #\(number)"
            top.append(label, style: frame)
            used += label.utf8.count
        }
        if let title, !title.isEmpty {
            let shown = DisplayWidth.truncate(title, to: max(1, width - used - 3))
            top.append(" ", style: frame)
            top.append(shown, style: theme.codeTitle)
            used += 1 + DisplayWidth.of(shown)
        }
        if used > 2 {
            top.append(" ", style: frame)
            used += 1
        }
        if width > used { top.append(String(repeated: "─", count: width - used), style: frame) }
        return top
    }

    /// Appends the tokens to `spans` as styled spans, with tabs turned into spaces up to the
    /// next tab stop (only looked for when the block `hasTabs`), and returns their width. A
    /// line without tabs is not measured: when it is
    /// known to fit in `limit` columns the result is a bound on its width (no more than
    /// `limit`), counted from its UTF-8 as ``VerbatimWrapper/upperBound(of:)`` does, and when it
    /// may not, nil (wrapping measures it).
    private func appendExpandingTabs(
        _ tokens: [HighlightedToken], styles: TokenStyles, limit: Int, hasTabs: Bool, to spans: inout [Span]
    ) -> Int? {
        var bound = 0
        var hasTab = false
        for token in tokens {
            bound += VerbatimWrapper.upperBound(of: token.text)
            hasTab = hasTab || (hasTabs && TabStops.hasTab(token.text))
        }
        if !hasTab {
            for token in tokens { spans.append(Span(token.text, style: styles[token.kind])) }
            return bound <= limit ? bound : nil
        }
        var column = 0
        let stops = TabStops(width: options.tabWidth)
        for token in tokens {
            spans.append(Span(stops.expand(token.text, column: &column), style: styles[token.kind]))
        }
        return column
    }
}
