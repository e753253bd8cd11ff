import TerminalText

/// Inline HTML: links, images, `<kbd>`, `<sup>`/`<sub>`, emphasis, code and ruby, and the slots
/// of Markdown inlines that stand among them.
extension HTMLConverter {
    mutating func inlines(_ nodes: [HTMLNode], depth: Int, inLink: Bool) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        for node in nodes {
            switch node {
            case .text(let text): result += Self.text(text, inLink: inLink)
            case .element(let element): result += inlines(of: element, depth: depth + 1, inLink: inLink)
            }
        }
        return result
    }

    mutating func inlines(of element: HTMLElement, depth: Int, inLink: Bool) -> [MarkdownInline] {
        if element.name == Self.slotName {
            if let inlines = takeInlineSlot(element) { return inlines }
            if let blocks = takeBlockSlot(element) { stranded += blocks }
            return []
        }
        if depth >= MarkdownParser.maximumDepth {
            return [.text(Sanitizer.line(Self.collapsed(element.textContent)))]
        }
        let children = { (converter: inout HTMLConverter) in
            converter.inlines(element.children, depth: depth, inLink: inLink)
        }
        switch element.name {
        case "br":
            return [.lineBreak]
        case "a":
            return link(element, depth: depth, inLink: inLink)
        case "img":
            return [image(element)]
        case "kbd":
            return [.keyboard(children(&self))]
        case "sup":
            return [.superscript(children(&self))]
        case "sub":
            return [.subscript(children(&self))]
        case "strong", "b":
            return [.strong(children(&self))]
        case "em", "i", "cite", "var", "dfn":
            return [.emphasis(children(&self))]
        case "s", "del", "strike":
            return [.strikethrough(children(&self))]
        case "code", "tt", "samp":
            return [.code(Self.collapsed(MarkdownInline.plainText(of: children(&self))))]
        case "ruby":
            return ruby(element, depth: depth, inLink: inLink)
        case "rt", "rp":
            discard(element)
            return []
        case "input" where element.attributes["type"]?.lowercased() == "checkbox":
            return [.text(element.attributes["checked"] != nil ? "☑" : "☐")]
        default:
            if Self.droppedElements.contains(element.name) {
                discard(element)
                return []
            }
            if Self.blockElements.contains(element.name) {
                // A block where only a line fits: its own line, and an embed after the paragraph.
                if ["iframe", "video", "audio", "script", "table", "details"].contains(element.name) {
                    stranded += block(element, depth: depth)
                    return []
                }
                return [.lineBreak] + children(&self) + [.lineBreak]
            }
            return children(&self)
        }
    }

    private mutating func link(_ element: HTMLElement, depth: Int, inLink: Bool) -> [MarkdownInline] {
        var children = inlines(element.children, depth: depth, inLink: true)
        guard !inLink, let href = Self.allowedTarget(element.attributes["href"]) else { return children }
        if MarkdownInline.plainText(of: children).trimmingSpaces().isEmpty { children.append(.text(href)) }
        return [.link(url: href, number: links.number(for: href, kind: .link), children)]
    }

    private mutating func image(_ element: HTMLElement) -> MarkdownInline {
        let alt = Self.oneLine(element.attributes["alt"] ?? element.attributes["title"] ?? "")
        guard let source = Self.allowedTarget(element.attributes["src"], image: true) else { return .image(url: "", number: nil, alt: alt) }
        return .image(url: source, number: links.number(for: source, kind: .image), alt: alt)
    }

    /// `<ruby>漢字<rt>かんじ</rt></ruby>` as 漢字《かんじ》, each base with its reading.
    private mutating func ruby(_ element: HTMLElement, depth: Int, inLink: Bool) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        var base: [MarkdownInline] = []
        for child in element.children {
            if case .element(let annotation) = child, annotation.name == "rt" {
                let reading = MarkdownInline.plainText(of: inlines(annotation.children, depth: depth, inLink: inLink))
                    .trimmingSpaces()
                result += base
                if !reading.isEmpty { result.append(.text("《" + reading + "》")) }
                base = []
            } else if case .element(let parenthesis) = child, parenthesis.name == "rp" {
                discard(parenthesis)
            } else {
                base += inlines([child], depth: depth, inLink: inLink)
            }
        }
        return result + base
    }
}
