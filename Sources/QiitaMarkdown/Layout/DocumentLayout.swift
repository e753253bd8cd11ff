import TerminalText

/// Lays a parsed document out as lines for one width.
///
/// Containers (quotes, list items, notes) lay their children out at a narrower width and put
/// their gutter, marker or frame in front, so every line's width is known by construction.
struct DocumentLayout {
    let options: RenderOptions
    var theme: Theme { options.theme }
    /// Shared by every copy of this layout: how narrow filling got (see ``NarrowestWidth``).
    let narrowest = NarrowestWidth()

    init(options: RenderOptions) {
        self.options = options
    }

    /// A line breaker for `width`, noting how narrow it is.
    func breaker(width: Int) -> LineBreaker {
        narrowest.note(width)
        return LineBreaker(width: width)
    }

    /// `lines` cut to the width asked, when layout had to squeeze anything below a safe width.
    func fitted(_ lines: [StyledLine]) -> [StyledLine] {
        if options.width >= options.layoutWidth && narrowest.wasSafe { return lines }
        return VerbatimWrapper.fit(lines, width: options.outputWidth)
    }

    /// The document's blocks and then its footnotes; `headings` gets where each top-level
    /// heading starts.
    func lines(for document: MarkdownDocument, width: Int, headings: inout [DocumentHeading]) -> [StyledLine] {
        var found: [DocumentHeading] = []
        var lines = blocks(document.blocks, width: width, listDepth: 0, tight: false) { block, laid, start in
            guard case .heading(let level, _) = block else { return }
            let title = laid.first?.plainText.dropFirst(level + 1) ?? ""
            found.append(DocumentHeading(line: start, level: level, title: title.trimmingCharacters(in: .whitespaces)))
        }
        headings = found
        if !document.footnotes.isEmpty {
            if !lines.isEmpty { lines.append(StyledLine()) }
            lines.append(sectionTitle("Footnotes", width: width))
            for footnote in document.footnotes {
                let marker = StyledLine("[^\(footnote.number)] ", style: theme.footnote)
                let body = blocks(footnote.blocks, width: width - marker.width, listDepth: 0, tight: true)
                lines += prefixed(body, first: marker, rest: StyledLine(String(repeating: " ", count: marker.width)))
            }
        }
        return lines
    }

    /// The document's blocks and then its footnotes.
    func lines(for document: MarkdownDocument, width: Int) -> [StyledLine] {
        var headings: [DocumentHeading] = []
        return lines(for: document, width: width, headings: &headings)
    }

    /// Blocks stacked with a blank line between them (none when `tight`, as in a tight list item);
    /// `placed` is told each block's lines and the line they start on.
    func blocks(
        _ blocks: [MarkdownBlock], width: Int, listDepth: Int, tight: Bool,
        placed: (MarkdownBlock, [StyledLine], Int) -> Void = { _, _, _ in }
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        for block in blocks {
            let laid = self.block(block, width: width, listDepth: listDepth)
            guard !laid.isEmpty else { continue }
            if !lines.isEmpty && !tight { lines.append(StyledLine()) }
            placed(block, laid, lines.count)
            lines += laid
        }
        return lines
    }

    private func block(_ block: MarkdownBlock, width: Int, listDepth: Int) -> [StyledLine] {
        switch block {
        case .paragraph(let inlines):
            return self.inlines(inlines, width: width, style: .plain)
        case .heading(let level, let inlines):
            return heading(level: level, inlines, width: width)
        case .list(let list):
            return self.list(list, width: width, depth: listDepth)
        case .quote(let children):
            let inner = blocks(children, width: width - 2, listDepth: listDepth, tight: false)
            let gutter = StyledLine("│ ", style: theme.quoteGutter)
            return inner.isEmpty ? [StyledLine("│", style: theme.quoteGutter)] : prefixed(inner, first: gutter, rest: gutter)
        case .code(let code):
            return CodeBlockLayout(layout: self).lines(for: code, width: width)
        case .math(let tex):
            return CodeBlockLayout(layout: self).lines(forMath: MathText.display(tex) ?? tex, width: width)
        case .table(let table):
            return TableLayout(layout: self).lines(for: table, width: width)
        case .note(let kind, let children):
            return note(kind, children, width: width, listDepth: listDepth)
        case .rule:
            narrowest.note(width)
            return [StyledLine(String(repeated: "─", count: max(1, width)), style: theme.rule)]
        case .html(let html):
            return verbatim(html, style: theme.html, width: width)
        case .plainText(let text):
            return verbatim(text, style: .plain, width: width)
        case .notice(let text):
            return inlines([.text("⚠ " + text)], width: width, style: theme.note(.warn))
        case .embed(let embed):
            return card(embed, width: width)
        case .details(let details):
            return fold(details, width: width, listDepth: listDepth)
        }
    }

    /// Text shown as written, its long lines wrapped; a tab would move the cursor an unknown
    /// distance, so tabs become spaces.
    private func verbatim(_ text: String, style: TextStyle, width: Int) -> [StyledLine] {
        let tabs = TabStops(width: options.tabWidth)
        narrowest.note(width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            var column = 0
            let expanded = tabs.expand(String(line), column: &column)
            // `column` is the expanded line's display width: no need to measure it again.
            return VerbatimWrapper.wrap([Span(expanded, style: style)], width: width, knownWidth: column)
        }
    }

    // MARK: Inline content

    /// Inline content filled into lines of `width`, on top of `style`.
    func inlines(_ inlines: [MarkdownInline], width: Int, style: TextStyle) -> [StyledLine] {
        var breaker = self.breaker(width: width)
        feed(inlines, into: &breaker, style: style)
        return breaker.finish()
    }

    func feed(_ inlines: [MarkdownInline], into breaker: inout LineBreaker, style: TextStyle) {
        for inline in inlines {
            switch inline {
            case .text(let text):
                breaker.append(text, style: style)
            case .code(let code):
                let codeStyle = style.merged(with: theme.inlineCode)
                breaker.append(options.colors ? code : "`" + code + "`", style: codeStyle)
            case .emphasis(let children):
                decorated(children, mark: "_", style: style.merged(with: theme.emphasis), into: &breaker)
            case .strong(let children):
                decorated(children, mark: "**", style: style.merged(with: theme.strong), into: &breaker)
            case .strikethrough(let children):
                decorated(children, mark: "~~", style: style.merged(with: theme.strikethrough), into: &breaker)
            case .link(let url, let number, let children):
                feed(children, into: &breaker, style: style.merged(with: linkStyle(url)))
                if let number { breaker.appendAttached("[\(number)]", style: style.merged(with: theme.linkNumber)) }
            case .image(let url, let number, let alt):
                let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
                let target = url.isEmpty ? TextStyle.plain : linkStyle(url, base: .plain)
                breaker.append(label, style: style.merged(with: theme.image).merged(with: target))
                if let number { breaker.appendAttached("[\(number)]", style: style.merged(with: theme.linkNumber)) }
            case .math(let tex):
                breaker.append(MathText.inline(tex) ?? "$" + tex + "$", style: style.merged(with: theme.math))
            case .mention(let name):
                var mention = theme.mention
                mention.link = "https://qiita.com/" + name
                breaker.append("@" + name, style: style.merged(with: mention))
            case .footnoteReference(let number):
                breaker.appendAttached("[^\(number)]", style: style.merged(with: theme.footnote))
            case .html(let html):
                breaker.append(html, style: style.merged(with: theme.html))
            case .keyboard(let children):
                // Without colour a key stands in brackets, as it would on a key cap.
                let key = style.merged(with: theme.inlineCode).merged(with: .bold)
                if !options.colors { breaker.append("[", style: key) }
                feed(children, into: &breaker, style: key)
                if !options.colors { breaker.append("]", style: key) }
            case .superscript(let children):
                scripted(children, raised: true, style: style, into: &breaker)
            case .subscript(let children):
                scripted(children, raised: false, style: style, into: &breaker)
            case .lineBreak:
                breaker.breakLine()
            }
        }
    }

    /// Children in `style`; without colour, between `mark`s as in the source.
    private func decorated(
        _ children: [MarkdownInline], mark: String, style: TextStyle, into breaker: inout LineBreaker
    ) {
        if !options.colors { breaker.append(mark, style: style) }
        feed(children, into: &breaker, style: style)
        if !options.colors { breaker.append(mark, style: style) }
    }

    /// `<sup>` and `<sub>` in Unicode's raised or lowered forms (x², H₂O) when every character
    /// has one, else marked as TeX would write them (`^(…)`, `_(…)`).
    private func scripted(_ children: [MarkdownInline], raised: Bool, style: TextStyle, into breaker: inout LineBreaker) {
        breaker.append(ScriptCharacters.written(MarkdownInline.plainText(of: children), raised: raised), style: style)
    }

    /// The link style with its target, for OSC 8.
    func linkStyle(_ url: String, base: TextStyle? = nil) -> TextStyle {
        var style = base ?? theme.link
        style.link = url
        return style
    }

    // MARK: Blocks

    private func heading(level: Int, _ inlines: [MarkdownInline], width: Int) -> [StyledLine] {
        let mark = String(repeating: "#", count: level) + " "
        let markWidth = mark.utf8.count
        let style = theme.heading(level)
        let text = self.inlines(inlines, width: width - markWidth, style: style)
        var lines = prefixed(
            text.isEmpty ? [StyledLine()] : text, first: StyledLine(mark, style: theme.headingMark),
            rest: StyledLine(String(repeating: " ", count: markWidth)))
        if level <= 2 {
            let underline = lines.reduce(0) { max($0, $1.width) }
            lines.append(StyledLine(String(repeated: level == 1 ? "═" : "─", count: underline), style: theme.headingMark))
        }
        return lines
    }

    private func list(_ list: MarkdownList, width: Int, depth: Int) -> [StyledLine] {
        let markers: [String] = list.items.indices.map { index in
            if let start = list.start { return "\(start &+ index)." }
            let bullets = ["•", "◦", "▪", "▫"]
            return bullets[depth % bullets.count]
        }
        let markerWidth = markers.reduce(0) { max($0, DisplayWidth.of($1)) } + 1
        var lines: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            var marker = StyledLine()
            let text = markers[index]
            let pad = markerWidth - 1 - DisplayWidth.of(text)
            if let task = item.task, list.start == nil {
                marker.append(String(repeating: " ", count: pad))
                marker.append(task ? "☑" : "☐", style: task ? theme.taskDone : theme.taskOpen)
            } else {
                marker.append(String(repeating: " ", count: pad) + text, style: theme.listMarker)
            }
            marker.append(" ")
            var first = marker
            var indent = markerWidth
            if let task = item.task, list.start != nil {
                first.append(task ? "☑ " : "☐ ", style: task ? theme.taskDone : theme.taskOpen)
                indent += 2
            }
            let inner = blocks(item.blocks, width: width - indent, listDepth: depth + 1, tight: list.isTight)
            if !lines.isEmpty && !list.isTight { lines.append(StyledLine()) }
            lines += prefixed(
                inner.isEmpty ? [StyledLine()] : inner, first: first,
                rest: StyledLine(String(repeating: " ", count: indent)))
        }
        return lines
    }

    private func note(_ kind: NoteKind, _ children: [MarkdownBlock], width: Int, listDepth: Int) -> [StyledLine] {
        let frame = theme.note(kind)
        let label: String
        switch kind {
        case .info: label = "Info"
        case .warn: label = "Warning"
        case .alert: label = "Alert"
        }
        let inner = width - 4
        narrowest.note(width - 10)
        let content = blocks(children, width: inner, listDepth: listDepth, tight: false)
        var top = StyledLine("╭─ ", style: frame)
        top.append(label, style: frame.merged(with: .bold))
        top.append(" " + String(repeated: "─", count: max(0, width - 5 - DisplayWidth.of(label))) + "╮", style: frame)
        var lines = [top]
        for line in content.isEmpty ? [StyledLine()] : content {
            var framed = StyledLine("│ ", style: frame)
            framed.append(contentsOf: line.padded(to: inner))
            framed.append(" │", style: frame)
            lines.append(framed)
        }
        lines.append(StyledLine("╰" + String(repeated: "─", count: max(0, width - 2)) + "╯", style: frame))
        return lines
    }

    /// A section heading across the width: `── Title ─────`.
    func sectionTitle(_ title: String, width: Int) -> StyledLine {
        var line = StyledLine("── ", style: theme.rule)
        narrowest.note(width - 20)
        line.append(title, style: theme.sectionTitle)
        let rest = width - 4 - DisplayWidth.of(title)
        if rest > 0 { line.append(" " + String(repeated: "─", count: rest), style: theme.rule) }
        return line
    }

    /// `lines` with `first` in front of the first and `rest` in front of the others.
    func prefixed(_ lines: [StyledLine], first: StyledLine, rest: StyledLine) -> [StyledLine] {
        var result: [StyledLine] = []
        result.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var prefixedLine = index == 0 ? first : rest
            if line.spans.isEmpty {
                prefixedLine = prefixedLine.trimmingTrailingSpaces()
            } else {
                prefixedLine.spans.reserveCapacity(prefixedLine.spans.count + line.spans.count)
                prefixedLine.append(contentsOf: line)
            }
            result.append(prefixedLine)
        }
        return result
    }
}

extension StyledLine {
    /// The line without spaces at its end, so that blank lines inside gutters stay clean.
    func trimmingTrailingSpaces() -> StyledLine {
        var spans = self.spans
        while let last = spans.last {
            var text = Substring(last.text)
            while text.last == " " { text = text.dropLast() }
            if text.isEmpty {
                spans.removeLast()
            } else {
                spans[spans.count - 1].text = String(text)
                break
            }
        }
        return StyledLine(spans)
    }
}
