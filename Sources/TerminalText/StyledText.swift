/// A run of text in one style. The text is already sanitized and holds no newline.
package struct Span: Hashable, Sendable {
    package var text: String
    package var style: TextStyle
    /// A number the renderer gives a span so that its line can be found once laid out (the
    /// label of a fold); never written to the terminal.
    package var anchor: Int?

    package init(_ text: String, style: TextStyle = .plain, anchor: Int? = nil) {
        self.text = text
        self.style = style
        self.anchor = anchor
    }

    package var width: Int { DisplayWidth.of(text) }
}

/// One line of styled text as it will stand on the screen: the unit that renderers produce and
/// that the pager, the command output and the reader's screen consume.
package struct StyledLine: Hashable, Sendable {
    package var spans: [Span]

    package init(_ spans: [Span] = []) {
        self.spans = spans
    }

    package init(_ text: String, style: TextStyle = .plain) {
        self.spans = text.isEmpty ? [] : [Span(text, style: style)]
    }

    /// Display columns the line takes.
    package var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The text without styles.
    package var plainText: String { spans.map { $0.text }.joined() }

    package mutating func append(_ text: String, style: TextStyle = .plain) {
        append(Span(text, style: style))
    }

    /// Appends `span`, joined to the last one when they look the same; a span with an anchor
    /// stays a span of its own, so that its line can still be found.
    package mutating func append(_ span: Span) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.style == span.style, last.anchor == nil, span.anchor == nil {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }

    package mutating func append(contentsOf other: StyledLine) {
        for span in other.spans { append(span) }
    }

    /// The line cut to `width` columns (with `ellipsis` when cut), styles kept.
    package func truncated(to width: Int, ellipsis: String = "…") -> StyledLine {
        if self.width <= width { return self }
        let budget = max(0, width - DisplayWidth.of(ellipsis))
        var result = StyledLine()
        var used = 0
        var lastStyle = TextStyle.plain
        outer: for span in spans {
            var kept = ""
            for character in span.text {
                let w = DisplayWidth.of(character)
                if used + w > budget {
                    result.append(Span(kept, style: span.style, anchor: span.anchor))
                    lastStyle = span.style
                    break outer
                }
                kept.append(character)
                used += w
            }
            result.append(Span(kept, style: span.style, anchor: span.anchor))
            lastStyle = span.style
        }
        if width >= DisplayWidth.of(ellipsis) { result.append(ellipsis, style: lastStyle) }
        return result
    }

    /// The line padded with spaces to `width` columns.
    package func padded(to width: Int, style: TextStyle = .plain) -> StyledLine {
        let gap = width - self.width
        guard gap > 0 else { return self }
        var result = self
        result.append(String(repeating: " ", count: gap), style: style)
        return result
    }
}
