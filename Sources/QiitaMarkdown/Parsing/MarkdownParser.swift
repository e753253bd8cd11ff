import CCmark
import Synchronization
import TerminalText

/// Runs cmark-gfm with the GFM extensions and footnotes, and converts its AST into
/// ``MarkdownBlock``s, applying Qiita's rules on the way. cmark's nodes are freed before
/// `parse` returns.
///
/// The source is sanitized whole before cmark sees it, so code and HTML blocks, which cmark
/// hands back as raw slices of the source, are clean as they are. Strings into which cmark
/// decodes entities (text, link targets, fence info: `&#x1b;` becomes ESC) are sanitized again.
struct MarkdownParser {
    /// Deeper nesting than this (quotes in quotes in lists …) is flattened to its text, so that
    /// hostile input cannot exhaust the stack in conversion or layout.
    static let maximumDepth = 24

    /// cmark-gfm keeps its extension list in unguarded globals: register exactly once.
    private static let extensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm also switches its extensions' characters on and off in a process-global table
    /// around every parse (`cmark_manage_extensions_special_characters`), so two parses on two
    /// threads race and one loses its autolinks or strikethrough. Parsing holds this lock; the
    /// conversion to Swift values and all layout run outside it.
    private static let cmarkLock = Mutex(())

    /// Set by the HTML conversion too (see MarkdownParser+HTML.swift).
    var links: LinkRegistry
    /// The id the next `<details>` gets.
    var nextDetailsID = 0
    /// Blocks that HTML inside a paragraph stood for (an iframe on a line of text), put after
    /// the block being converted.
    var strandedBlocks: [MarkdownBlock] = []
    private var footnotes: [Int: [MarkdownBlock]] = [:]
    /// What cmark parsed, for the few questions its tree does not answer (an emphasis's
    /// delimiter), and where its lines start, found when first asked.
    private var source = ""
    private var lineStarts: [Int]?

    init(links: LinkRegistry, firstDetailsID: Int = 0) {
        self.links = links
        nextDetailsID = firstDetailsID
    }

    mutating func parse(_ markdown: String) -> MarkdownDocument {
        // Escape sequences go before parsing, whole: parsed first, one could be split across
        // nodes (a URL inside an OSC 8 payload autolinked), leaving its pieces as visible text and
        // a real link. Line ends first: the sanitizer would drop a lone CR rather than break there.
        // Bounded first, so that nothing after (the preprocessor, the sanitizer, cmark) sees
        // more than a real article holds; bounded last, on exactly what cmark gets.
        let bounded = ParserInputBounds.cut(markdown)
        source = ParserInputBounds.defused(Sanitizer.text(QiitaSourcePreprocessor.rewrite(bounded.text)))
        lineStarts = nil
        guard Self.extensionsRegistered, let root = Self.cmarkParse(&source) else {
            return MarkdownDocument(blocks: [.paragraph([.text(Sanitizer.line(bounded.text))])], footnotes: [])
        }
        defer { cmark_node_free(root) }
        var blocks = convertBlocks(of: root, depth: 0)
        if bounded.wasCut { blocks.insert(.notice(ParserInputBounds.cutNotice), at: 0) }
        let notes = footnotes.keys.sorted().map { Footnote(number: $0, blocks: footnotes[$0] ?? []) }
        return MarkdownDocument(blocks: blocks, footnotes: notes)
    }

    /// cmark's tree of `source`, parsed under ``cmarkLock``; the caller frees it.
    private static func cmarkParse(_ source: inout String) -> OpaquePointer? {
        cmarkLock.withLock { _ -> OpaquePointer? in
            // Qiita strikes through ~~double~~ tildes only: `10~20件` keeps its tildes.
            guard let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE) else { return nil }
            defer { cmark_parser_free(parser) }
            for name in ["table", "strikethrough", "autolink", "tasklist"] {
                if let syntax = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntax)
                }
            }
            source.withUTF8 { bytes in
                guard let base = bytes.baseAddress, bytes.count > 0 else { return }
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { cmark_parser_feed(parser, $0, bytes.count) }
            }
            return cmark_parser_finish(parser)
        }
    }

    // MARK: Blocks

    private mutating func convertBlocks(of parent: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            child = cmark_node_next(node)
            if depth >= Self.maximumDepth {
                let text = Self.flattenedText(of: node)
                if !text.isEmpty { blocks.append(.paragraph([.text(text)])) }
                continue
            }
            blocks.append(contentsOf: convertBlock(node, depth: depth))
            if !strandedBlocks.isEmpty {
                blocks += strandedBlocks
                strandedBlocks = []
            }
        }
        return assemblingHTML(groupingNotes(blocks))
    }

    private mutating func convertBlock(_ node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_PARAGRAPH:
            return splittingEmbeds(convertInlines(of: node, depth: depth + 1, inLink: false))
        case CMARK_NODE_HEADING:
            let level = min(6, max(1, Int(cmark_node_get_heading_level(node))))
            return [.heading(level: level, convertInlines(of: node, depth: depth + 1, inLink: false))]
        case CMARK_NODE_BLOCK_QUOTE:
            return [.quote(convertBlocks(of: node, depth: depth + 1))]
        case CMARK_NODE_LIST:
            return [.list(convertList(node, depth: depth))]
        case CMARK_NODE_CODE_BLOCK:
            return [convertCode(node)]
        case CMARK_NODE_HTML_BLOCK:
            return convertHTMLBlock(Self.literal(of: node))
        case CMARK_NODE_THEMATIC_BREAK:
            return [.rule]
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            // cmark-gfm appends the definitions that are referenced, in the order of their
            // numbers, and does not expose their labels.
            let number = footnotes.count + 1
            footnotes[number] = convertBlocks(of: node, depth: depth + 1)
            return []
        default:
            if cmark_node_get_type(node) == qiita_cmark_node_table() { return [.table(convertTable(node, depth: depth))] }
            let text = Self.flattenedText(of: node)
            return text.isEmpty ? [] : [.paragraph([.text(text)])]
        }
    }

    private mutating func convertList(_ node: OpaquePointer, depth: Int) -> MarkdownList {
        let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        var items: [MarkdownListItem] = []
        var child = cmark_node_first_child(node)
        while let item = child {
            child = cmark_node_next(item)
            // A task item is an ordinary list item marked by the tasklist extension, which
            // exports no node type to compare with.
            let task: Bool? =
                Self.typeName(of: item) == "tasklist" ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
            items.append(MarkdownListItem(task: task, blocks: convertBlocks(of: item, depth: depth + 2)))
        }
        return MarkdownList(
            start: ordered ? Int(cmark_node_get_list_start(node)) : nil,
            isTight: cmark_node_get_list_tight(node) != 0,
            items: items)
    }

    private func convertCode(_ node: OpaquePointer) -> MarkdownBlock {
        var code = Self.literal(of: node)
        if code.hasSuffix("\n") { code.removeLast() }
        let info = CodeFenceInfo(Sanitizer.line(Self.string(cmark_node_get_fence_info(node))))
        if info.isMath { return .math(code) }
        return .code(CodeBlock(info: info, code: code))
    }

    /// HTML comments vanish (as on Qiita); our note markers are kept for ``groupingNotes``, and
    /// other HTML for ``assemblingHTML``, which reads it with what lies between.
    private mutating func convertHTMLBlock(_ html: String) -> [MarkdownBlock] {
        let trimmed = html.trimming { $0 == "\n" || $0 == " " }
        if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") {
            if Self.noteMarker(in: trimmed) != nil { return [.html(trimmed)] }
            if !trimmed.dropFirst(4).dropLast(3).contains("-->") { return [] }
        }
        guard !trimmed.isEmpty else { return [] }
        numberLinks(inHTML: trimmed)
        return [.html(trimmed)]
    }

    private mutating func convertTable(_ node: OpaquePointer, depth: Int) -> MarkdownTable {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [ColumnAlignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columns {
                switch raw[index] {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        } else {
            alignments = Array(repeating: .none, count: columns)
        }
        var header: [[MarkdownInline]] = []
        var rows: [[[MarkdownInline]]] = []
        var rowNode = cmark_node_first_child(node)
        while let row = rowNode {
            rowNode = cmark_node_next(row)
            var cells: [[MarkdownInline]] = []
            var cellNode = cmark_node_first_child(row)
            while let cell = cellNode {
                cellNode = cmark_node_next(cell)
                cells.append(convertInlines(of: cell, depth: depth + 2, inLink: false))
            }
            if cells.count < columns { cells += Array(repeating: [], count: columns - cells.count) }
            if cells.count > columns { cells = Array(cells.prefix(columns)) }
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 && header.isEmpty {
                header = cells
            } else {
                rows.append(cells)
            }
        }
        if header.isEmpty { header = Array(repeating: [], count: columns) }
        return MarkdownTable(alignments: alignments, header: header, rows: rows)
    }

    // MARK: Inlines

    private mutating func convertInlines(of parent: OpaquePointer, depth: Int, inLink: Bool) -> [MarkdownInline] {
        var inlines: [MarkdownInline] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            child = cmark_node_next(node)
            if depth >= Self.maximumDepth {
                Self.appendText(Self.flattenedText(of: node), to: &inlines)
                continue
            }
            convertInline(node, depth: depth, inLink: inLink, into: &inlines)
        }
        return assemblingHTML(QiitaInlineSyntax.expand(inlines, mentions: !inLink), inLink: inLink)
    }

    private mutating func convertInline(
        _ node: OpaquePointer, depth: Int, inLink: Bool, into inlines: inout [MarkdownInline]
    ) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            Self.appendText(Sanitizer.line(Self.literal(of: node)), to: &inlines)
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            inlines.append(.lineBreak)
        case CMARK_NODE_CODE:
            inlines.append(.code(Sanitizer.line(Self.literal(of: node))))
        case CMARK_NODE_HTML_INLINE:
            let html = Self.literal(of: node)
            if Self.isLineBreakTag(html) {
                inlines.append(.lineBreak)
            } else if !(html.hasPrefix("<!--") && html.hasSuffix("-->")) {
                let line = Sanitizer.line(html)
                if !inLink { numberLinks(inHTML: line) }
                inlines.append(.html(line))
            }
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
            if !inLink, let name = underscoredName(node, after: inlines) {
                Self.appendText(name, to: &inlines)
                return
            }
            let children = convertInlines(of: node, depth: depth + 1, inLink: inLink)
            inlines.append(cmark_node_get_type(node) == CMARK_NODE_EMPH ? .emphasis(children) : .strong(children))
        case CMARK_NODE_LINK:
            convertLink(node, depth: depth, into: &inlines)
        case CMARK_NODE_IMAGE:
            let url = Sanitizer.line(Self.string(cmark_node_get_url(node)))
            let alt = MarkdownInline.plainText(of: convertInlines(of: node, depth: depth + 1, inLink: true))
            guard LinkTarget.isAllowedImage(url) else {
                inlines.append(.image(url: "", number: nil, alt: alt))
                return
            }
            inlines.append(.image(url: url, number: links.number(for: url, kind: .image), alt: alt))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            // cmark-gfm gives a reference its definition's number as its literal.
            inlines.append(.footnoteReference(Int(Self.literal(of: node)) ?? 0))
        default:
            if cmark_node_get_type(node) == qiita_cmark_node_strikethrough() {
                inlines.append(.strikethrough(convertInlines(of: node, depth: depth + 1, inLink: inLink)))
            } else {
                Self.appendText(Self.flattenedText(of: node), to: &inlines)
            }
        }
    }

    /// A link; an autolink that swallowed the Japanese text after it gives that text back.
    private mutating func convertLink(_ node: OpaquePointer, depth: Int, into inlines: inout [MarkdownInline]) {
        var url = Sanitizer.line(Self.string(cmark_node_get_url(node)))
        var children = convertInlines(of: node, depth: depth + 1, inLink: true)
        var rest: String?
        if case .text(let text)? = children.first, children.count == 1,
            let cut = Self.autolinkOverrun(text: text, url: url)
        {
            url = cut.url
            children = [.text(cut.text)]
            rest = cut.rest
        }
        if LinkTarget.isAllowedLink(url) {
            inlines.append(.link(url: url, number: links.number(for: url, kind: .link), children))
        } else {
            inlines += children
        }
        if let rest { Self.appendText(rest, to: &inlines) }
    }

    /// When `text` is an autolink's own text and runs into wide (CJK) characters, where to cut:
    /// the URL and text before the first wide character, and what followed. Wide characters
    /// that open a part of the URL (after `/`, `?`, `=`, `&` or `#`: `…/wiki/東京都`) are the
    /// URL's own, and it stays whole.
    static func autolinkOverrun(text: String, url: String) -> (url: String, text: String, rest: String)? {
        guard text == url || "http://" + text == url || "mailto:" + text == url else { return nil }
        guard let cut = text.firstIndex(where: { DisplayWidth.of($0) >= 2 }), cut != text.startIndex,
            !"/?=&#".contains(text[text.index(before: cut)])
        else {
            return nil
        }
        let kept = String(text[..<cut])
        let prefix = String(url.dropLast(text.count))
        return (prefix + kept, kept, String(text[cut...]))
    }

    // MARK: Qiita rules on blocks

    /// A paragraph line that is nothing but a bare link to a known embedding service becomes an
    /// ``Embed`` block of its own; the rest of the paragraph stays around it.
    private mutating func splittingEmbeds(_ inlines: [MarkdownInline]) -> [MarkdownBlock] {
        guard inlines.contains(where: { if case .link = $0 { return true } else { return false } }) else {
            return inlines.isEmpty ? [] : [.paragraph(inlines)]
        }
        guard inlines.contains(where: Self.mayBeEmbed) else {
            // Links, but none to a service: the paragraph as the lines below would leave it.
            var paragraph = inlines
            while case .lineBreak? = paragraph.last { paragraph.removeLast() }
            return paragraph.isEmpty ? [] : [.paragraph(paragraph)]
        }
        var blocks: [MarkdownBlock] = []
        var pending: [MarkdownInline] = []
        var line: [MarkdownInline] = []
        func flushPending() {
            while case .lineBreak? = pending.last { pending.removeLast() }
            if !pending.isEmpty { blocks.append(.paragraph(pending)) }
            pending = []
        }
        func finishLine(breaking: Bool) {
            let content = line.filter { if case .text(let t) = $0 { return !t.trimmingSpaces().isEmpty } else { return true } }
            if content.count == 1, case .link(let url, let number?, let children) = content[0],
                MarkdownInline.plainText(of: children) == url, let provider = EmbedProvider.name(for: url)
            {
                flushPending()
                links.mark(number, as: .embed)
                blocks.append(.embed(Embed(provider: provider, url: url, number: number)))
            } else {
                pending += line
                if breaking { pending.append(.lineBreak) }
            }
            line = []
        }
        for inline in inlines {
            if case .lineBreak = inline { finishLine(breaking: true) } else { line.append(inline) }
        }
        finishLine(breaking: false)
        flushPending()
        return blocks
    }

    /// Whether an inline is a link whose text is its URL, to a service that Qiita embeds.
    private static func mayBeEmbed(_ inline: MarkdownInline) -> Bool {
        guard case .link(let url, _?, let children) = inline else { return false }
        return MarkdownInline.plainText(of: children) == url && EmbedProvider.name(for: url) != nil
    }

    /// Replaces the blocks between note markers (see ``QiitaSourcePreprocessor``) by notes.
    private mutating func groupingNotes(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        guard blocks.contains(where: { Self.noteMarker($0) != nil }) else { return blocks }
        var stack: [(kind: NoteKind, blocks: [MarkdownBlock])] = []
        var result: [MarkdownBlock] = []
        func add(_ block: MarkdownBlock) {
            if stack.isEmpty { result.append(block) } else { stack[stack.count - 1].blocks.append(block) }
        }
        for block in blocks {
            switch Self.noteMarker(block) {
            case .open(let kind)?:
                stack.append((kind, []))
            case .close?:
                if let note = stack.popLast() { add(.note(note.kind, assemblingHTML(note.blocks))) }
            case nil:
                add(block)
            }
        }
        while let note = stack.popLast() { add(.note(note.kind, assemblingHTML(note.blocks))) }
        return result
    }

    private enum NoteMarker {
        case open(NoteKind), close
    }

    private static func noteMarker(_ block: MarkdownBlock) -> NoteMarker? {
        guard case .html(let html) = block else { return nil }
        return noteMarker(in: html)
    }

    /// The marker an HTML block is, when it is exactly one that the preprocessor wrote (not a
    /// comment of the author's that happens to hold one: that is shown, sanitized, as HTML).
    private static func noteMarker(in html: String) -> NoteMarker? {
        if html == "<!--\(QiitaSourcePreprocessor.noteCloseMarker)-->" { return .close }
        let prefix = "<!--" + QiitaSourcePreprocessor.noteOpenMarker
        guard html.hasPrefix(prefix), html.hasSuffix("-->") else { return nil }
        let word = String(html.dropFirst(prefix.count).dropLast(3))
        guard let kind = NoteKind(rawValue: word) else { return nil }
        return .open(kind)
    }

    // MARK: cmark access

    private static func literal(of node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private static func typeName(of node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private static func isLineBreakTag(_ html: String) -> Bool {
        let compact = html.lowercased().filter { $0 != " " }
        return compact == "<br>" || compact == "<br/>" || compact == "</br>"
    }

    /// `@_alice_`, `@__name__`: Qiita's names may start and end with underscores, which cmark
    /// reads as emphasis after an `@`. Such an emphasis (opened by `_` right after an `@`,
    /// holding a name alone) is given back as its text, in which the mention is then found.
    private mutating func underscoredName(_ node: OpaquePointer, after inlines: [MarkdownInline]) -> String? {
        guard case .text(let before)? = inlines.last, before.hasSuffix("@"), let child = cmark_node_first_child(node),
            cmark_node_next(child) == nil, cmark_node_get_type(child) == CMARK_NODE_TEXT,
            byte(atLine: cmark_node_get_start_line(node), column: cmark_node_get_start_column(node)) == UInt8(ascii: "_")
        else { return nil }
        let name = Self.literal(of: child)
        guard !name.isEmpty, name.utf8.allSatisfy({ ASCII.isWordByte($0) || $0 == UInt8(ascii: "-") }) else { return nil }
        let marks = cmark_node_get_type(node) == CMARK_NODE_STRONG ? "__" : "_"
        return marks + name + marks
    }

    /// The byte of the parsed source at cmark's 1-based line and byte column.
    private mutating func byte(atLine line: Int32, column: Int32) -> UInt8? {
        let utf8 = source.utf8
        if lineStarts == nil {
            var starts = [0]
            for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, line >= 1, Int(line) <= starts.count, column >= 1 else { return nil }
        let offset = starts[Int(line) - 1] + Int(column) - 1
        guard offset < utf8.count else { return nil }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)]
    }

    private static func appendText(_ text: String, to inlines: inout [MarkdownInline]) {
        guard !text.isEmpty else { return }
        if case .text(let previous)? = inlines.last {
            inlines[inlines.count - 1] = .text(previous + text)
        } else {
            inlines.append(.text(text))
        }
    }

    /// The text of a subtree, walked without recursion, on one line and sanitized.
    private static func flattenedText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_CODE_BLOCK:
                if !text.isEmpty && !text.hasSuffix(" ") { text += " " }
                text += literal(of: current)
            default: text += literal(of: current)
            }
        }
        return Sanitizer.line(text).trimmingSpaces()
    }
}

