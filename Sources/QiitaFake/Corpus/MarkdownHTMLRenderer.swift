/// Turns the markdown of generated and custom items into HTML shaped like Qiita's
/// `rendered_body`: code frames with `data-lang`, note blocks, heading anchors, emoji images,
/// mention links, footnotes, embeds. It is not a full CommonMark renderer: it covers the
/// constructs the corpus writes, escapes everything else, and never drops text. It works on
/// UTF-8 bytes (every marker is ASCII), which keeps 10,000-item corpora with large bodies fast.
enum MarkdownHTMLRenderer {
    typealias Line = ArraySlice<UInt8>

    static func render(_ markdown: String) -> String {
        var renderer = BlockRenderer()
        renderer.render(lines: split(Array(markdown.utf8)))
        renderer.finish()
        return String(decoding: renderer.out, as: UTF8.self)
    }

    static func split(_ bytes: [UInt8]) -> [Line] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

/// Block structure: one pass over the lines, recursing into notes and quotes.
private struct BlockRenderer {
    typealias Line = MarkdownHTMLRenderer.Line
    var out: [UInt8] = []
    var footnotes: [(label: [UInt8], text: Line)] = []

    mutating func render(lines: [Line]) {
        var index = 0
        var paragraph: [Line] = []
        func flush(_ renderer: inout BlockRenderer) {
            if !paragraph.isEmpty {
                renderer.paragraph(paragraph)
                paragraph.removeAll()
            }
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmed()
            if trimmed.isEmpty {
                flush(&self)
                index += 1
            } else if line.hasPrefix("```") {
                flush(&self)
                var body: [Line] = []
                index += 1
                while index < lines.count, !(lines[index].trimmed().hasPrefix("```") && lines[index].trimmed().count == 3) {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                codeFrame(info: line.dropFirst(3).trimmed(), body: body)
            } else if line.hasPrefix(":::note") {
                flush(&self)
                var body: [Line] = []
                index += 1
                while index < lines.count, lines[index].trimmed() != ArraySlice(htmlLiteral(":::")) {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                note(kind: line.dropFirst(7).trimmed(), body: body)
            } else if let level = headingLevel(line) {
                flush(&self)
                heading(level: level, text: line.dropFirst(level + 1).trimmed())
                index += 1
            } else if trimmed == ArraySlice(htmlLiteral("---")) || trimmed == ArraySlice(htmlLiteral("***")) {
                flush(&self)
                out += htmlLiteral("<hr>\n")
                index += 1
            } else if line.hasPrefix("|"), index + 1 < lines.count, isTableSeparator(lines[index + 1]) {
                flush(&self)
                var rows: [Line] = [line]
                let separator = lines[index + 1]
                index += 2
                while index < lines.count, lines[index].hasPrefix("|") {
                    rows.append(lines[index])
                    index += 1
                }
                table(header: rows[0], separator: separator, rows: Array(rows.dropFirst()))
            } else if line.hasPrefix(">") {
                flush(&self)
                var body: [Line] = []
                while index < lines.count, lines[index].hasPrefix(">") {
                    var inner = lines[index].dropFirst()
                    if inner.first == 0x20 { inner = inner.dropFirst() }
                    body.append(inner)
                    index += 1
                }
                out += htmlLiteral("<blockquote>\n")
                render(lines: body)
                out += htmlLiteral("</blockquote>\n")
            } else if listMarker(line) != nil {
                flush(&self)
                var items: [Line] = []
                while index < lines.count, !lines[index].isBlank,
                    listMarker(lines[index]) != nil || lines[index].indentation >= 2
                {
                    items.append(lines[index])
                    index += 1
                }
                list(items)
            } else if line.hasPrefix("[^"), let close = line.firstIndex(of: UInt8(ascii: "]")),
                line.index(after: close) < line.endIndex, line[line.index(after: close)] == UInt8(ascii: ":")
            {
                flush(&self)
                let label = Array(line[line.index(line.startIndex, offsetBy: 2)..<close])
                footnotes.append((label, line[line.index(close, offsetBy: 2)...].trimmed()))
                index += 1
            } else if paragraph.isEmpty, isBareURL(trimmed), index + 1 >= lines.count || lines[index + 1].isBlank {
                embed(url: trimmed)
                index += 1
            } else {
                paragraph.append(line)
                index += 1
            }
        }
        flush(&self)
    }

    mutating func finish() {
        guard !footnotes.isEmpty else { return }
        out += htmlLiteral("<div class=\"footnotes\">\n<hr>\n<ol>\n")
        for (label, text) in footnotes {
            var inline = InlineHTMLRenderer()
            inline.render(text)
            out += htmlLiteral("<li id=\"fn-") + htmlEscaped(label) + htmlLiteral("\">\n<p>") + inline.out
            out += htmlLiteral(" <a href=\"#fnref-") + htmlEscaped(label) + htmlLiteral("\">↩</a></p>\n</li>\n")
        }
        out += htmlLiteral("</ol>\n</div>\n")
    }

    private func headingLevel(_ line: Line) -> Int? {
        let hashes = line.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(hashes), line.count > hashes, line[line.startIndex + hashes] == 0x20 else { return nil }
        return hashes
    }

    private func isTableSeparator(_ line: Line) -> Bool {
        let trimmed = line.trimmed()
        return trimmed.first == UInt8(ascii: "|") && trimmed.contains(UInt8(ascii: "-"))
            && trimmed.allSatisfy { [UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: ":"), 0x20].contains($0) }
    }

    private func listMarker(_ line: Line) -> (ordered: Bool, contentStart: Int)? {
        let indent = line.indentation
        let rest = line.dropFirst(indent)
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+"),
            rest.dropFirst().first == 0x20
        {
            return (false, indent + 2)
        }
        let digits = rest.prefix { (0x30...0x39).contains($0) }.count
        if digits > 0, digits < 10, rest.dropFirst(digits).hasPrefix(". ") {
            return (true, indent + digits + 2)
        }
        return nil
    }

    private func isBareURL(_ line: Line) -> Bool {
        (line.hasPrefix("https://") || line.hasPrefix("http://")) && !line.contains(0x20)
    }

    private mutating func paragraph(_ lines: [Line]) {
        out += htmlLiteral("<p>")
        for (index, line) in lines.enumerated() {
            if index > 0 { out += htmlLiteral("<br>\n") }
            var inline = InlineHTMLRenderer()
            inline.render(line.trimmed())
            out += inline.out
        }
        out += htmlLiteral("</p>\n")
    }

    private mutating func heading(level: Int, text: Line) {
        var inline = InlineHTMLRenderer()
        inline.render(text)
        let anchor = htmlEscaped(Array(text.map { $0 == 0x20 ? UInt8(ascii: "-") : $0 }))
        out += htmlLiteral("<h\(level)><span id=\"") + anchor + htmlLiteral("\" class=\"fragment\"></span><a href=\"#") + anchor
        out += htmlLiteral("\"><i class=\"fa fa-link\"></i></a>") + inline.out + htmlLiteral("</h\(level)>\n")
    }

    private mutating func codeFrame(info: Line, body: [Line]) {
        let parts = info.split(separator: UInt8(ascii: ":"), maxSplits: 1)
        let language = parts.first.map(Array.init) ?? []
        out += htmlLiteral("<div class=\"code-frame\" data-lang=\"") + htmlEscaped(language.isEmpty ? htmlLiteral("text") : language)
        out += htmlLiteral("\">")
        if parts.count == 2 {
            out += htmlLiteral("<div class=\"code-lang\"><span class=\"bold\">") + htmlEscaped(Array(parts[1])) + htmlLiteral("</span></div>")
        }
        out += htmlLiteral("\n<div class=\"highlight\"><pre><code>")
        for line in body {
            out += htmlEscaped(Array(line))
            out.append(0x0A)
        }
        out += htmlLiteral("</code></pre></div>\n</div>\n")
    }

    private mutating func note(kind: Line, body: [Line]) {
        let kindName = kind.isEmpty ? htmlLiteral("info") : Array(kind)
        let icon = kindName == htmlLiteral("warn") ? "fa-exclamation-circle" : kindName == htmlLiteral("alert") ? "fa-times-circle" : "fa-check-circle"
        out += htmlLiteral("<div class=\"note ") + htmlEscaped(kindName) + htmlLiteral("\">\n<span class=\"fa fa-fw \(icon)\"></span><div>\n")
        render(lines: body)
        out += htmlLiteral("</div>\n</div>\n")
    }

    private mutating func table(header: Line, separator: Line, rows: [Line]) {
        let alignments = cells(separator).map { cell -> String in
            let trimmed = cell.trimmed()
            switch (trimmed.first == UInt8(ascii: ":"), trimmed.last == UInt8(ascii: ":")) {
            case (true, true): return " style=\"text-align: center\""
            case (false, true): return " style=\"text-align: right\""
            case (true, false): return " style=\"text-align: left\""
            default: return ""
            }
        }
        out += htmlLiteral("<table>\n<thead>\n")
        tableRow(header, cellTag: "th", alignments: alignments)
        out += htmlLiteral("</thead>\n<tbody>\n")
        for row in rows { tableRow(row, cellTag: "td", alignments: alignments) }
        out += htmlLiteral("</tbody>\n</table>\n")
    }

    private mutating func tableRow(_ row: Line, cellTag: String, alignments: [String]) {
        out += htmlLiteral("<tr>\n")
        for (index, cell) in cells(row).enumerated() {
            var inline = InlineHTMLRenderer()
            inline.render(cell.trimmed())
            let style = index < alignments.count ? alignments[index] : ""
            out += htmlLiteral("<\(cellTag)\(style)>") + inline.out + htmlLiteral("</\(cellTag)>\n")
        }
        out += htmlLiteral("</tr>\n")
    }

    private func cells(_ row: Line) -> [Line] {
        var trimmed = row.trimmed()
        if trimmed.first == UInt8(ascii: "|") { trimmed = trimmed.dropFirst() }
        if trimmed.last == UInt8(ascii: "|") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
    }

    /// Lists nest by indentation; each run of deeper lines becomes a child list.
    private mutating func list(_ lines: [Line]) {
        guard let first = lines.first, let marker = listMarker(first) else { return }
        let baseIndent = first.indentation
        out += htmlLiteral(marker.ordered ? "<ol>\n" : "<ul>\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard let itemMarker = listMarker(line), line.indentation <= baseIndent else {
                index += 1
                continue
            }
            var content = line.dropFirst(itemMarker.contentStart)
            var children: [Line] = []
            index += 1
            while index < lines.count, lines[index].indentation > baseIndent {
                children.append(lines[index])
                index += 1
            }
            out += htmlLiteral("<li")
            if content.hasPrefix("[ ] ") || content.hasPrefix("[x] ") {
                let checked = content[content.startIndex + 1] == UInt8(ascii: "x")
                out += htmlLiteral(" class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\"")
                out += htmlLiteral(checked ? " checked disabled>" : " disabled>")
                content = content.dropFirst(4)
            } else {
                out += htmlLiteral(">")
            }
            var inline = InlineHTMLRenderer()
            inline.render(content.trimmed())
            out += inline.out
            if !children.isEmpty {
                out.append(0x0A)
                list(children)
            }
            out += htmlLiteral("</li>\n")
        }
        out += htmlLiteral(marker.ordered ? "</ol>\n" : "</ul>\n")
    }

    private mutating func embed(url: Line) {
        let link = htmlEscaped(Array(url))
        if url.hasPrefix("https://www.youtube.com/watch?v=") {
            let video = htmlEscaped(Array(url.dropFirst("https://www.youtube.com/watch?v=".utf8.count)))
            out += htmlLiteral("<div class=\"video-container\"><iframe src=\"https://www.youtube-nocookie.com/embed/")
            out += video + htmlLiteral("\" width=\"560\" height=\"315\" frameborder=\"0\" allowfullscreen></iframe></div>\n")
        } else if url.hasPrefix("https://twitter.com/") || url.hasPrefix("https://x.com/") {
            out += htmlLiteral("<blockquote class=\"twitter-tweet\" data-width=\"500\"><a href=\"") + link + htmlLiteral("\"></a></blockquote>\n")
        } else {
            out += htmlLiteral("<iframe class=\"embed-card\" data-content=\"") + link + htmlLiteral("\" frameborder=\"0\" scrolling=\"no\" loading=\"lazy\"></iframe>\n")
        }
    }
}
