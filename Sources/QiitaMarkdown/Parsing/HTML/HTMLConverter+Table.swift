import TerminalText

extension HTMLConverter {
    /// `<table>` as a table: its rows in order (through `thead`, `tbody` and `tfoot`), a first
    /// row of `th` cells (or the `thead`'s) as the header, and alignment from `align` or
    /// `text-align`. Anything else inside the table comes after it.
    mutating func table(_ element: HTMLElement, depth: Int) -> [MarkdownBlock] {
        var rows: [(cells: [HTMLElement], inHead: Bool)] = []
        var others: [HTMLNode] = []
        func collect(_ nodes: [HTMLNode], inHead: Bool) {
            for node in nodes {
                guard case .element(let child) = node else { continue }
                switch child.name {
                case "thead": collect(child.children, inHead: true)
                case "tbody", "tfoot": collect(child.children, inHead: false)
                case "tr":
                    let cells = child.children.compactMap { node -> HTMLElement? in
                        guard case .element(let cell) = node, cell.name == "td" || cell.name == "th" else { return nil }
                        return cell
                    }
                    rows.append((cells, inHead))
                case "caption", "colgroup", "col": continue
                default: others.append(node)
                }
            }
        }
        collect(element.children, inHead: false)
        let columns = rows.map(\.cells.count).max() ?? 0
        let after = blocks(others, depth: depth)
        guard columns > 0 else { return after }

        let first = rows[0]
        let hasHeader = first.inHead || first.cells.allSatisfy { $0.name == "th" }
        var header: [[MarkdownInline]] = Array(repeating: [], count: columns)
        var body: [[[MarkdownInline]]] = []
        for (index, row) in rows.enumerated() {
            var cells = row.cells.map { cell(content: $0, depth: depth) }
            cells += Array(repeating: [], count: columns - cells.count)
            if index == 0 && hasHeader { header = cells } else { body.append(cells) }
        }
        let alignments = (0..<columns).map { column in
            column < first.cells.count ? Self.alignment(of: first.cells[column]) : .none
        }
        return [.table(MarkdownTable(alignments: alignments, header: header, rows: body))] + after
    }

    /// A cell's content on its lines: paragraphs and line breaks inside it become line breaks.
    private mutating func cell(content cell: HTMLElement, depth: Int) -> [MarkdownInline] {
        Self.trimmed(inlines(cell.children, depth: depth + 1, inLink: false))
    }

    private static func alignment(of cell: HTMLElement) -> ColumnAlignment {
        let style = (cell.attributes["style"] ?? "").lowercased().filter { $0 != " " }
        let align = cell.attributes["align"]?.lowercased().trimmingSpaces() ?? ""
        if align == "center" || style.contains("text-align:center") { return .center }
        if align == "right" || style.contains("text-align:right") { return .right }
        if align == "left" || style.contains("text-align:left") { return .left }
        return .none
    }
}
