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

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private extension ArraySlice where Element == UInt8 {
    func hasPrefix(_ text: String) -> Bool {
        let prefix = text.utf8
        guard count >= prefix.count else { return false }
        return zip(self, prefix).allSatisfy { $0 == $1 }
    }

    func trimmed() -> ArraySlice<UInt8> {
        var slice = self
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0D { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0D { slice.removeLast() }
        return slice
    }

    var isBlank: Bool { trimmed().isEmpty }

    var indentation: Int { prefix { $0 == 0x20 }.count }
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
                while index < lines.count, lines[index].trimmed() != ArraySlice(bytes(":::")) {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                note(kind: line.dropFirst(7).trimmed(), body: body)
            } else if let level = headingLevel(line) {
                flush(&self)
                heading(level: level, text: line.dropFirst(level + 1).trimmed())
                index += 1
            } else if trimmed == ArraySlice(bytes("---")) || trimmed == ArraySlice(bytes("***")) {
                flush(&self)
                out += bytes("<hr>\n")
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
                out += bytes("<blockquote>\n")
                render(lines: body)
                out += bytes("</blockquote>\n")
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
        out += bytes("<div class=\"footnotes\">\n<hr>\n<ol>\n")
        for (label, text) in footnotes {
            var inline = InlineRenderer()
            inline.render(text)
            out += bytes("<li id=\"fn-") + escapedAttribute(label) + bytes("\">\n<p>") + inline.out
            out += bytes(" <a href=\"#fnref-") + escapedAttribute(label) + bytes("\">↩</a></p>\n</li>\n")
        }
        out += bytes("</ol>\n</div>\n")
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
        out += bytes("<p>")
        for (index, line) in lines.enumerated() {
            if index > 0 { out += bytes("<br>\n") }
            var inline = InlineRenderer()
            inline.render(line.trimmed())
            out += inline.out
        }
        out += bytes("</p>\n")
    }

    private mutating func heading(level: Int, text: Line) {
        var inline = InlineRenderer()
        inline.render(text)
        let anchor = escapedAttribute(Array(text.map { $0 == 0x20 ? UInt8(ascii: "-") : $0 }))
        out += bytes("<h\(level)><span id=\"") + anchor + bytes("\" class=\"fragment\"></span><a href=\"#") + anchor
        out += bytes("\"><i class=\"fa fa-link\"></i></a>") + inline.out + bytes("</h\(level)>\n")
    }

    private mutating func codeFrame(info: Line, body: [Line]) {
        let parts = info.split(separator: UInt8(ascii: ":"), maxSplits: 1)
        let language = parts.first.map(Array.init) ?? []
        out += bytes("<div class=\"code-frame\" data-lang=\"") + escapedAttribute(language.isEmpty ? bytes("text") : language)
        out += bytes("\">")
        if parts.count == 2 {
            out += bytes("<div class=\"code-lang\"><span class=\"bold\">") + escapedText(Array(parts[1])) + bytes("</span></div>")
        }
        out += bytes("\n<div class=\"highlight\"><pre><code>")
        for line in body {
            out += escapedText(Array(line))
            out.append(0x0A)
        }
        out += bytes("</code></pre></div>\n</div>\n")
    }

    private mutating func note(kind: Line, body: [Line]) {
        let kindName = kind.isEmpty ? bytes("info") : Array(kind)
        let icon = kindName == bytes("warn") ? "fa-exclamation-circle" : kindName == bytes("alert") ? "fa-times-circle" : "fa-check-circle"
        out += bytes("<div class=\"note ") + escapedAttribute(kindName) + bytes("\">\n<span class=\"fa fa-fw \(icon)\"></span><div>\n")
        render(lines: body)
        out += bytes("</div>\n</div>\n")
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
        out += bytes("<table>\n<thead>\n")
        tableRow(header, cellTag: "th", alignments: alignments)
        out += bytes("</thead>\n<tbody>\n")
        for row in rows { tableRow(row, cellTag: "td", alignments: alignments) }
        out += bytes("</tbody>\n</table>\n")
    }

    private mutating func tableRow(_ row: Line, cellTag: String, alignments: [String]) {
        out += bytes("<tr>\n")
        for (index, cell) in cells(row).enumerated() {
            var inline = InlineRenderer()
            inline.render(cell.trimmed())
            let style = index < alignments.count ? alignments[index] : ""
            out += bytes("<\(cellTag)\(style)>") + inline.out + bytes("</\(cellTag)>\n")
        }
        out += bytes("</tr>\n")
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
        out += bytes(marker.ordered ? "<ol>\n" : "<ul>\n")
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
            out += bytes("<li")
            if content.hasPrefix("[ ] ") || content.hasPrefix("[x] ") {
                let checked = content[content.startIndex + 1] == UInt8(ascii: "x")
                out += bytes(" class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\"")
                out += bytes(checked ? " checked disabled>" : " disabled>")
                content = content.dropFirst(4)
            } else {
                out += bytes(">")
            }
            var inline = InlineRenderer()
            inline.render(content.trimmed())
            out += inline.out
            if !children.isEmpty {
                out.append(0x0A)
                list(children)
            }
            out += bytes("</li>\n")
        }
        out += bytes(marker.ordered ? "</ol>\n" : "</ul>\n")
    }

    private mutating func embed(url: Line) {
        let link = escapedAttribute(Array(url))
        if url.hasPrefix("https://www.youtube.com/watch?v=") {
            let video = escapedAttribute(Array(url.dropFirst("https://www.youtube.com/watch?v=".utf8.count)))
            out += bytes("<div class=\"video-container\"><iframe src=\"https://www.youtube-nocookie.com/embed/")
            out += video + bytes("\" width=\"560\" height=\"315\" frameborder=\"0\" allowfullscreen></iframe></div>\n")
        } else if url.hasPrefix("https://twitter.com/") || url.hasPrefix("https://x.com/") {
            out += bytes("<blockquote class=\"twitter-tweet\" data-width=\"500\"><a href=\"") + link + bytes("\"></a></blockquote>\n")
        } else {
            out += bytes("<iframe class=\"embed-card\" data-content=\"") + link + bytes("\" frameborder=\"0\" scrolling=\"no\" loading=\"lazy\"></iframe>\n")
        }
    }
}

/// Inline spans inside a block: code, bold, links, images, footnote references, emoji
/// shortcodes, mentions. Everything else is escaped text.
private struct InlineRenderer {
    var out: [UInt8] = []

    private static let emojiCodes: [String: String] = [
        "smile": "1f604", "tada": "1f389", "rocket": "1f680", "bow": "1f647", "sweat_smile": "1f605",
        "thinking": "1f914", "+1": "1f44d", "warning": "26a0",
    ]

    mutating func render(_ text: MarkdownHTMLRenderer.Line) {
        let chars = Array(text)
        var index = 0
        while index < chars.count {
            let byte = chars[index]
            if byte == UInt8(ascii: "`"), let close = find(UInt8(ascii: "`"), in: chars, from: index + 1) {
                out += bytes("<code>") + escapedText(Array(chars[(index + 1)..<close])) + bytes("</code>")
                index = close + 1
            } else if byte == UInt8(ascii: "*"), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "*"),
                let close = findPair(UInt8(ascii: "*"), in: chars, from: index + 2)
            {
                var inner = InlineRenderer()
                inner.render(chars[(index + 2)..<close])
                out += bytes("<strong>") + inner.out + bytes("</strong>")
                index = close + 2
            } else if byte == UInt8(ascii: "!"), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "["),
                let (label, url, end) = link(in: chars, from: index + 1)
            {
                out += bytes("<a href=\"") + escapedAttribute(url) + bytes("\" target=\"_blank\" rel=\"nofollow noopener\">")
                out += bytes("<img src=\"") + escapedAttribute(url) + bytes("\" alt=\"") + escapedAttribute(label)
                out += bytes("\" loading=\"lazy\"></a>")
                index = end
            } else if byte == UInt8(ascii: "["), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "^"),
                let close = find(UInt8(ascii: "]"), in: chars, from: index + 2)
            {
                let label = escapedAttribute(Array(chars[(index + 2)..<close]))
                out += bytes("<sup id=\"fnref-") + label + bytes("\"><a href=\"#fn-") + label + bytes("\">")
                out += label + bytes("</a></sup>")
                index = close + 1
            } else if byte == UInt8(ascii: "["), let (label, url, end) = link(in: chars, from: index) {
                var inner = InlineRenderer()
                inner.render(label[...])
                out += bytes("<a href=\"") + escapedAttribute(url) + bytes("\">") + inner.out + bytes("</a>")
                index = end
            } else if byte == UInt8(ascii: ":"), let (code, end) = emoji(in: chars, from: index) {
                let name = escapedAttribute(Array(chars[index..<end]))
                out += bytes("<img class=\"emoji\" title=\"") + name + bytes("\" alt=\"") + name
                out += bytes("\" src=\"https://cdn.qiita.com/emoji/twemoji/unicode/\(code).png\" height=\"20\" width=\"20\">")
                index = end
            } else if byte == UInt8(ascii: "@"), index == 0 || !isNameByte(chars[index - 1]) {
                let nameEnd = chars[(index + 1)...].firstIndex { !isNameByte($0) } ?? chars.count
                if nameEnd > index + 1 {
                    let name = escapedAttribute(Array(chars[(index + 1)..<nameEnd]))
                    out += bytes("<a href=\"/") + name + bytes("\" class=\"user-mention js-hovercard\" title=\"") + name
                    out += bytes("\" data-hovercard-target-type=\"user\" data-hovercard-target-name=\"") + name
                    out += bytes("\">@") + name + bytes("</a>")
                    index = nameEnd
                } else {
                    out.append(byte)
                    index += 1
                }
            } else {
                appendEscaped(byte, to: &out)
                index += 1
            }
        }
    }

    private func find(_ byte: UInt8, in chars: [UInt8], from start: Int) -> Int? {
        guard start < chars.count else { return nil }
        return chars[start...].firstIndex(of: byte)
    }

    private func findPair(_ byte: UInt8, in chars: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < chars.count {
            if chars[index] == byte, chars[index + 1] == byte, index > start { return index }
            index += 1
        }
        return nil
    }

    /// `[label](url)` starting at `start` (the `[`).
    private func link(in chars: [UInt8], from start: Int) -> ([UInt8], [UInt8], Int)? {
        guard let close = find(UInt8(ascii: "]"), in: chars, from: start + 1), close + 1 < chars.count,
            chars[close + 1] == UInt8(ascii: "("), let end = find(UInt8(ascii: ")"), in: chars, from: close + 2)
        else { return nil }
        return (Array(chars[(start + 1)..<close]), Array(chars[(close + 2)..<end]), end + 1)
    }

    private func emoji(in chars: [UInt8], from start: Int) -> (String, Int)? {
        guard let close = find(UInt8(ascii: ":"), in: chars, from: start + 1), close - start > 1, close - start < 32 else {
            return nil
        }
        let name = String(decoding: chars[(start + 1)..<close], as: UTF8.self)
        guard let code = Self.emojiCodes[name] else { return nil }
        return (code, close + 1)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
}

private func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "&"): out += bytes("&amp;")
    case UInt8(ascii: "<"): out += bytes("&lt;")
    case UInt8(ascii: ">"): out += bytes("&gt;")
    case UInt8(ascii: "\""): out += bytes("&quot;")
    default: out.append(byte)
    }
}

private func escapedText(_ text: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    for byte in text { appendEscaped(byte, to: &out) }
    return out
}

private func escapedAttribute(_ text: [UInt8]) -> [UInt8] {
    escapedText(text)
}
