import TerminalText

/// Turns parsed HTML into the document's own blocks and inlines, the way qiita.com shows it:
/// `<details>` becomes a fold, `<img>` an image, `<a>` a link, `<table>` a table, embeds become
/// cards, what Qiita's sanitizer removes (scripts, styles, unsafe URLs) is dropped, and the text
/// of any other element is kept.
///
/// Markdown that cmark parsed between pieces of HTML (the body of a `<details>`, the text
/// inside `<kbd>…</kbd>`) stands in the HTML as a placeholder element, a *slot*, one for each
/// run of it between two pieces of HTML; converting a slot puts what cmark made back where it stood. A slot is taken at most once, and any slot
/// the HTML lost (inside a `<script>`, say) is put after the rest, so nothing is dropped.
struct HTMLConverter {
    /// The placeholder element's name; its `n` attribute is the slot's number.
    static let slotName = "qiita-slot"

    var links: LinkRegistry
    /// The id the next `<details>` gets.
    var nextDetailsID: Int
    var blockSlots: [Int: [MarkdownBlock]]
    var inlineSlots: [Int: [MarkdownInline]]
    /// Blocks met where only inline content fits (a slot or an embed inside a link), put after
    /// the paragraph they were met in.
    var stranded: [MarkdownBlock] = []

    init(
        links: LinkRegistry, nextDetailsID: Int, blockSlots: [Int: [MarkdownBlock]] = [:],
        inlineSlots: [Int: [MarkdownInline]] = [:]
    ) {
        self.links = links
        self.nextDetailsID = nextDetailsID
        self.blockSlots = blockSlots
        self.inlineSlots = inlineSlots
    }

    /// The placeholder that stands for slot `number` in the HTML given to the parser.
    static func slot(_ number: Int) -> String {
        "<\(slotName) n=\"\(number)\"></\(slotName)>"
    }

    /// The blocks `nodes` stand for, followed by any slot they lost.
    mutating func documentBlocks(_ nodes: [HTMLNode]) -> [MarkdownBlock] {
        var result = blocks(nodes, depth: 0)
        for number in blockSlots.keys.sorted() {
            if let blocks = blockSlots.removeValue(forKey: number) { result += blocks }
        }
        return result
    }

    /// The inlines `nodes` stand for, followed by any slot they lost; blocks met on the way
    /// (an embed inside a paragraph) come back in `blocks`.
    mutating func paragraphInlines(_ nodes: [HTMLNode], inLink: Bool) -> (inlines: [MarkdownInline], blocks: [MarkdownBlock]) {
        var result = Self.trimmed(inlines(nodes, depth: 0, inLink: inLink))
        for number in inlineSlots.keys.sorted() {
            if let inlines = inlineSlots.removeValue(forKey: number) { result += inlines }
        }
        let blocks = stranded
        stranded = []
        return (result, blocks)
    }

    // MARK: Blocks

    mutating func blocks(_ nodes: [HTMLNode], depth: Int) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        var pending: [MarkdownInline] = []
        func flush(_ converter: inout HTMLConverter) {
            let paragraph = Self.trimmed(pending)
            if !paragraph.isEmpty { result.append(.paragraph(paragraph)) }
            pending = []
            result += converter.stranded
            converter.stranded = []
        }
        for node in nodes {
            switch node {
            case .text(let text):
                pending += Self.text(text, inLink: false)
            case .element(let element):
                if let slot = takeBlockSlot(element) {
                    flush(&self)
                    result += slot
                } else if Self.blockElements.contains(element.name) {
                    flush(&self)
                    result += block(element, depth: depth + 1)
                } else {
                    pending += inlines(of: element, depth: depth + 1, inLink: false)
                }
            }
        }
        flush(&self)
        return result
    }

    mutating func block(_ element: HTMLElement, depth: Int) -> [MarkdownBlock] {
        if depth >= MarkdownParser.maximumDepth {
            let text = Self.collapsed(element.textContent).trimmingSpaces()
            return text.isEmpty ? [] : [.paragraph([.text(Sanitizer.line(text))])]
        }
        switch element.name {
        case "details":
            return [details(element, depth: depth)]
        case "blockquote":
            if let tweet = tweet(element) { return [tweet] }
            return [.quote(blocks(element.children, depth: depth))]
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let level = Int(String(element.name.dropFirst())) ?? 1
            return [.heading(level: level, Self.trimmed(inlines(element.children, depth: depth, inLink: false)))]
        case "ul", "ol":
            return list(element, depth: depth).map { [.list($0)] } ?? []
        case "pre":
            return [code(element)]
        case "table":
            return table(element, depth: depth)
        case "hr":
            return [.rule]
        case "iframe", "video", "audio", "script":
            discard(element)
            return embed(element).map { [$0] } ?? []
        case "dt", "summary":
            let label = Self.trimmed(inlines(element.children, depth: depth, inLink: false))
            return label.isEmpty ? [] : [.paragraph([.strong(label)])]
        case "p" where element.classes.contains("codepen"):
            return [codePen(element) ?? .paragraph(Self.trimmed(inlines(element.children, depth: depth, inLink: false)))]
        default:
            if Self.droppedElements.contains(element.name) {
                discard(element)
                return []
            }
            // p, div, center, section, dd, li out of a list, figure …: their content.
            return blocks(element.children, depth: depth)
        }
    }

    private mutating func details(_ element: HTMLElement, depth: Int) -> MarkdownBlock {
        let id = nextDetailsID
        nextDetailsID += 1
        var summary: [MarkdownInline] = []
        var body: [HTMLNode] = []
        var foundSummary = false
        for child in element.children {
            if !foundSummary, case .element(let candidate) = child, candidate.name == "summary" {
                summary = Self.trimmed(inlines(candidate.children, depth: depth, inLink: false))
                foundSummary = true
            } else {
                body.append(child)
            }
        }
        // What a browser labels a fold that has no summary.
        if summary.isEmpty { summary = [.text("Details")] }
        return .details(Details(id: id, summary: summary, blocks: blocks(body, depth: depth)))
    }

    private mutating func list(_ element: HTMLElement, depth: Int) -> MarkdownList? {
        var items: [MarkdownListItem] = []
        for child in element.children {
            switch child {
            case .element(let item) where item.name == "li":
                items.append(MarkdownListItem(task: nil, blocks: blocks(item.children, depth: depth + 1)))
            case .element(let other):
                // A slot holds a run of Markdown blocks outside any <li>: each is an item, as each
                // was when every block had a slot of its own.
                if let run = takeBlockSlot(other) {
                    items += run.map { MarkdownListItem(task: nil, blocks: [$0]) }
                    continue
                }
                let content = blocks([.element(other)], depth: depth + 1)
                if !content.isEmpty { items.append(MarkdownListItem(task: nil, blocks: content)) }
            case .text(let text):
                let content = Self.collapsed(text).trimmingSpaces()
                if !content.isEmpty { items.append(MarkdownListItem(task: nil, blocks: [.paragraph([.text(Sanitizer.line(content))])])) }
            }
        }
        guard !items.isEmpty else { return nil }
        let start = element.name == "ol" ? (element.attributes["start"].flatMap { Int($0.trimmingSpaces()) } ?? 1) : nil
        return MarkdownList(start: start, isTight: true, items: items)
    }

    /// `<pre>` as a code block; `<pre><code class="language-x">` names its language.
    private func code(_ element: HTMLElement) -> MarkdownBlock {
        let codeElement = element.firstDescendant(named: "code")
        let classes = (codeElement?.classes ?? []) + element.classes
        let language = classes.first { $0.hasPrefix("language-") }.map { String($0.dropFirst("language-".count)) }
        var text = Sanitizer.text(element.textContent)
        if text.hasPrefix("\n") { text.removeFirst() }
        while text.hasSuffix("\n") { text.removeLast() }
        return .code(CodeBlock(info: CodeFenceInfo(language: language, filename: nil), code: text))
    }

    // MARK: Slots

    /// Takes the slots inside an element whose content is not shown, so they are not put after
    /// the rest either; inside `<script>` or `<style>` libxml2 reads them as text.
    mutating func discard(_ element: HTMLElement) {
        for child in element.children {
            switch child {
            case .element(let inner):
                if let number = inner.attributes["n"].flatMap({ Int($0) }), inner.name == Self.slotName {
                    blockSlots[number] = nil
                    inlineSlots[number] = nil
                } else {
                    discard(inner)
                }
            case .text(let text):
                for number in Self.slotNumbers(inText: text) {
                    blockSlots[number] = nil
                    inlineSlots[number] = nil
                }
            }
        }
    }

    /// The numbers of the slots written in `text`, as raw-text elements hold them.
    private static func slotNumbers(inText text: String) -> [Int] {
        let opening = "<\(slotName) n=\""
        guard text.contains(opening) else { return [] }
        return text.ranges(of: opening).compactMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
    }

    mutating func takeBlockSlot(_ element: HTMLElement) -> [MarkdownBlock]? {
        guard element.name == Self.slotName, let number = element.attributes["n"].flatMap({ Int($0) }) else { return nil }
        return blockSlots.removeValue(forKey: number)
    }

    mutating func takeInlineSlot(_ element: HTMLElement) -> [MarkdownInline]? {
        guard element.name == Self.slotName, let number = element.attributes["n"].flatMap({ Int($0) }) else { return nil }
        return inlineSlots.removeValue(forKey: number)
    }

    // MARK: Text

    /// HTML text as a reader sees it: runs of white space are one space, and Qiita's own syntax
    /// (mentions, emoji shortcodes, inline math) is found in it as in Markdown text.
    static func text(_ text: String, inLink: Bool) -> [MarkdownInline] {
        let line = Sanitizer.line(collapsed(text))
        guard !line.isEmpty else { return [] }
        return QiitaInlineSyntax.expandText(line, mentions: !inLink)
    }

    /// An attribute's URL (`href`, `src`), made absolute when it starts with `//`, when Qiita's
    /// sanitizer allows it as a link or, for `image`, as an image; nil otherwise.
    static func allowedTarget(_ value: String?, image: Bool = false) -> String? {
        guard let value else { return nil }
        let url = LinkTarget.absolute(Sanitizer.line(value).trimmingSpaces())
        guard !url.isEmpty else { return nil }
        return (image ? LinkTarget.isAllowedImage(url) : LinkTarget.isAllowedLink(url)) ? url : nil
    }

    /// Text shown on one line (an image's alt, a card's title): white space collapsed, trimmed.
    static func oneLine(_ text: String) -> String {
        Sanitizer.line(collapsed(text)).trimmingSpaces()
    }

    static func collapsed(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character == " " || character == "\t" || character == "\n" || character == "\r\n" || character == "\r"
                || character == "\u{0C}"
            {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    /// Inline content as HTML shows it: without spaces and line breaks at its ends, and with
    /// one space where two texts meet with a space each (around an element that went).
    static func trimmed(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        for inline in inlines {
            if case .text(let text) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(
                    previous.hasSuffix(" ") && text.hasPrefix(" ") ? previous + text.dropFirst() : previous + text)
            } else {
                result.append(inline)
            }
        }
        while let first = result.first {
            if case .lineBreak = first {
                result.removeFirst()
            } else if case .text(let text) = first {
                let kept = String(text.drop(while: { $0 == " " }))
                if kept.isEmpty { result.removeFirst() } else { result[0] = .text(kept); break }
            } else {
                break
            }
        }
        while let last = result.last {
            if case .lineBreak = last {
                result.removeLast()
            } else if case .text(let text) = last {
                var kept = Substring(text)
                while kept.last == " " { kept = kept.dropLast() }
                if kept.isEmpty { result.removeLast() } else { result[result.count - 1] = .text(String(kept)); break }
            } else {
                break
            }
        }
        return result
    }

    // MARK: Element classes

    /// Elements that stand as blocks of their own.
    static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dd", "div", "dl", "dt",
        "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
        "hr", "iframe", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "ul", "video", "audio",
        "script",
    ]

    /// Elements whose content is never shown, as Qiita's sanitizer removes them with it.
    static let droppedElements: Set<String> = [
        "style", "template", "head", "title", "noscript", "noembed", "noframes", "xmp", "plaintext", "svg", "math",
        "object", "embed", "textarea", "select", "button", "frameset",
    ]
}
