/// A piece of text-level content inside a paragraph, heading, table cell or link.
indirect enum MarkdownInline: Sendable, Hashable {
    case text(String)
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    /// `number` is the link's entry in the reference list; nil when it has no usable target.
    case link(url: String, number: Int?, [MarkdownInline])
    case image(url: String, number: Int?, alt: String)
    /// `$…$` (or `` $`…`$ ``) kept as TeX source.
    case math(String)
    /// `@user`, without the at sign.
    case mention(String)
    case footnoteReference(Int)
    /// Inline HTML as cmark found it, until the parser turns it into what it stands for.
    case html(String)
    /// `<kbd>`: a key to press.
    case keyboard([MarkdownInline])
    case superscript([MarkdownInline])
    case `subscript`([MarkdownInline])
    /// A line break: Qiita keeps the author's newlines inside a paragraph.
    case lineBreak
}

extension MarkdownInline {
    /// The text a reader would see, without any decoration; used for image alt text and widths.
    static func plainText(of inlines: [MarkdownInline]) -> String {
        var result = ""
        appendPlainText(of: inlines, to: &result)
        return result
    }

    private static func appendPlainText(of inlines: [MarkdownInline], to result: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text), .code(let text), .math(let text), .html(let text): result += text
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .keyboard(let children),
                .superscript(let children), .subscript(let children):
                appendPlainText(of: children, to: &result)
            case .link(_, _, let children): appendPlainText(of: children, to: &result)
            case .image(_, _, let alt): result += alt
            case .mention(let name): result += "@" + name
            case .footnoteReference(let number): result += "[^\(number)]"
            case .lineBreak: result += " "
            }
        }
    }
}
