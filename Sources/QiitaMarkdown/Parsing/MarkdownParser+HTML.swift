/// Raw HTML, read with libxml2 together with the Markdown around it.
///
/// cmark hands HTML back in pieces: `<details><summary>…</summary>` is one block, the Markdown
/// of its body is parsed as blocks of their own, and `</details>` is another block; `<kbd>`,
/// the text and `</kbd>` are three inlines. So the pieces of one list of siblings are joined
/// into one HTML text in which each run of Markdown blocks (or inlines) between pieces stands as
/// a slot, that text is parsed once, and ``HTMLConverter`` puts the Markdown back into the
/// structure the HTML gives it.
extension MarkdownParser {
    /// `blocks` with their HTML blocks read as HTML; unchanged when none holds any.
    mutating func assemblingHTML(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        guard blocks.contains(where: { if case .html = $0 { true } else { false } }) else { return blocks }
        let (html, slots) = Self.joined(blocks, separator: "\n") { if case .html(let piece) = $0 { piece } else { nil } }
        guard let nodes = HTMLFragmentParser.parse(html) else { return blocks }
        var converter = HTMLConverter(links: links, nextDetailsID: nextDetailsID, blockSlots: slots)
        let result = converter.documentBlocks(nodes)
        links = converter.links
        nextDetailsID = converter.nextDetailsID
        return result
    }

    /// `inlines` with their inline HTML read as HTML; blocks it stood for (an iframe) are left
    /// in ``strandedBlocks`` for the block being converted.
    mutating func assemblingHTML(_ inlines: [MarkdownInline], inLink: Bool) -> [MarkdownInline] {
        guard inlines.contains(where: { if case .html = $0 { true } else { false } }) else { return inlines }
        let (html, slots) = Self.joined(inlines, separator: "") { if case .html(let piece) = $0 { piece } else { nil } }
        guard let nodes = HTMLFragmentParser.parse(html) else { return inlines }
        var converter = HTMLConverter(links: links, nextDetailsID: nextDetailsID, inlineSlots: slots)
        let result = converter.paragraphInlines(nodes, inLink: inLink)
        links = converter.links
        nextDetailsID = converter.nextDetailsID
        strandedBlocks += result.blocks
        return result.inlines
    }

    /// The HTML pieces of `items` joined, each run of other items between them standing as one
    /// slot; those runs by slot. libxml2 never parts the items of a run, and one slot for it keeps
    /// what it reads small: a long article holds thousands of blocks but a few pieces of HTML.
    private static func joined<Item>(
        _ items: [Item], separator: String, html: (Item) -> String?
    ) -> (html: String, slots: [Int: [Item]]) {
        var text = ""
        var slots: [Int: [Item]] = [:]
        var run: Int?
        for (index, item) in items.enumerated() {
            if let piece = html(item) {
                text += piece + separator
                run = nil
            } else if let run {
                slots[run, default: []].append(item)
            } else {
                run = index
                slots[index] = [item]
                text += HTMLConverter.slot(index) + separator
            }
        }
        return (text, slots)
    }

    /// Gives the targets in a piece of HTML their numbers now, as it is met: the piece is
    /// converted only once the Markdown after it has been, and the numbers of the reference
    /// list follow the order of reading.
    mutating func numberLinks(inHTML html: String) {
        // Most pieces (`<br>`, `</details>`, `<kbd>`) have no target: no need to parse them twice.
        let lowered = html.lowercased()
        guard lowered.contains("href") || lowered.contains("src"),
            let nodes = HTMLFragmentParser.parse(html)
        else { return }
        var converter = HTMLConverter(links: links, nextDetailsID: nextDetailsID)
        _ = converter.documentBlocks(nodes)
        links = converter.links
    }
}
