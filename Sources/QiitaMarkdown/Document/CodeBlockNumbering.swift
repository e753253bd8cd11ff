/// Numbers a page's code blocks in the order they are shown (inside quotes, lists and notes
/// too, then the footnotes; the body before the comments) and keeps their code, so that the
/// number on a block's frame is the one the reader's copy key and `--code N` take. Display math
/// is not code, and is not numbered.
struct CodeBlockNumbering {
    /// The code of each block numbered so far: block N is at index N - 1.
    private(set) var code: [String] = []

    /// `document` with its code blocks numbered after those already counted.
    mutating func numbered(_ document: MarkdownDocument) -> MarkdownDocument {
        var numberedDocument = document
        numberedDocument.blocks = numbered(document.blocks)
        for index in numberedDocument.footnotes.indices {
            numberedDocument.footnotes[index].blocks = numbered(numberedDocument.footnotes[index].blocks)
        }
        return numberedDocument
    }

    private mutating func numbered(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        result.reserveCapacity(blocks.count)
        for block in blocks { result.append(numbered(block)) }
        return result
    }

    // Every case is listed, without a default: a new kind of container must decide here
    // whether the code inside it is counted, or the numbers on screen would skip it.
    private mutating func numbered(_ block: MarkdownBlock) -> MarkdownBlock {
        switch block {
        case .code(var codeBlock):
            code.append(codeBlock.code)
            codeBlock.number = code.count
            return .code(codeBlock)
        case .quote(let children):
            return .quote(numbered(children))
        case .note(let kind, let children):
            return .note(kind, numbered(children))
        case .list(var list):
            for index in list.items.indices { list.items[index].blocks = numbered(list.items[index].blocks) }
            return .list(list)
        case .details(var details):
            // Counted folded or not, so that a block keeps its number when a fold opens.
            details.blocks = numbered(details.blocks)
            return .details(details)
        case .heading, .paragraph, .math, .table, .rule, .html, .embed, .notice, .plainText:
            return block
        }
    }
}
