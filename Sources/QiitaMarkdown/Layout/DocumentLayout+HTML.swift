import TerminalText

/// What HTML brings to an article: folds (`<details>`) and embed cards.
extension DocumentLayout {
    /// `▼ summary` and the body indented under it; closed, `▶ summary (12 lines)` alone. The
    /// marker carries the fold's id as its anchor, so the reader finds the label after layout.
    func fold(_ details: Details, width: Int, listDepth: Int) -> [StyledLine] {
        let folded = options.isFolded(details.id)
        let body = blocks(details.blocks, width: width - 2, listDepth: listDepth, tight: false)
        let marker = StyledLine([Span(folded ? "▶ " : "▼ ", style: theme.listMarker, anchor: details.id)])
        var breaker = self.breaker(width: width - 2)
        feed(details.summary, into: &breaker, style: .bold)
        if folded && !body.isEmpty {
            breaker.append(" (\(body.count) \(body.count == 1 ? "line" : "lines"))", style: theme.meta)
        }
        let summary = breaker.finish()
        let indent = StyledLine("  ")
        let label = prefixed(summary.isEmpty ? [StyledLine()] : summary, first: marker, rest: indent)
        return folded ? label : label + prefixed(body, first: indent, rest: indent)
    }

    /// An embed as a small card: the service and the reference number, the title or the tweet's
    /// text, its author, and the address on one line (cut with `…`, never split: the whole of it
    /// is in the reference list).
    func card(_ embed: Embed, width: Int) -> [StyledLine] {
        narrowest.note(width)
        let gutter = StyledLine("┃ ", style: theme.embedLabel)
        let inner = max(1, width - 2)
        var label = StyledLine(embed.provider, style: theme.embedLabel)
        label.append(" ")
        label.append("[\(embed.number)]", style: theme.linkNumber)
        var lines = [label.width > inner ? label.truncated(to: inner) : label]
        if let title = embed.title { lines += inlines([.text(title)], width: inner, style: .plain) }
        if let author = embed.author { lines += inlines([.text("— " + author)], width: inner, style: theme.meta) }
        let address = DisplayWidth.truncate(Self.shownAddress(embed.url), to: inner)
        lines.append(StyledLine(address, style: linkStyle(embed.url)))
        return prefixed(lines, first: gutter, rest: gutter)
    }

    /// An address as a card shows it: without its scheme and `www.`.
    private static func shownAddress(_ url: String) -> String {
        var shown = Substring(url)
        for prefix in ["https://", "http://"] where shown.hasPrefix(prefix) { shown = shown.dropFirst(prefix.count) }
        if shown.hasPrefix("www.") { shown = shown.dropFirst(4) }
        return String(shown)
    }
}
