/// Inline spans inside a block: code, bold, links, images, footnote references, emoji
/// shortcodes, mentions. Everything else is escaped text.
struct InlineHTMLRenderer {
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
                out += htmlLiteral("<code>") + htmlEscaped(Array(chars[(index + 1)..<close])) + htmlLiteral("</code>")
                index = close + 1
            } else if byte == UInt8(ascii: "*"), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "*"),
                let close = findPair(UInt8(ascii: "*"), in: chars, from: index + 2)
            {
                var inner = InlineHTMLRenderer()
                inner.render(chars[(index + 2)..<close])
                out += htmlLiteral("<strong>") + inner.out + htmlLiteral("</strong>")
                index = close + 2
            } else if byte == UInt8(ascii: "!"), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "["),
                let (label, url, end) = link(in: chars, from: index + 1)
            {
                out += htmlLiteral("<a href=\"") + htmlEscaped(url) + htmlLiteral("\" target=\"_blank\" rel=\"nofollow noopener\">")
                out += htmlLiteral("<img src=\"") + htmlEscaped(url) + htmlLiteral("\" alt=\"") + htmlEscaped(label)
                out += htmlLiteral("\" loading=\"lazy\"></a>")
                index = end
            } else if byte == UInt8(ascii: "["), index + 1 < chars.count, chars[index + 1] == UInt8(ascii: "^"),
                let close = find(UInt8(ascii: "]"), in: chars, from: index + 2)
            {
                let label = htmlEscaped(Array(chars[(index + 2)..<close]))
                out += htmlLiteral("<sup id=\"fnref-") + label + htmlLiteral("\"><a href=\"#fn-") + label + htmlLiteral("\">")
                out += label + htmlLiteral("</a></sup>")
                index = close + 1
            } else if byte == UInt8(ascii: "["), let (label, url, end) = link(in: chars, from: index) {
                var inner = InlineHTMLRenderer()
                inner.render(label[...])
                out += htmlLiteral("<a href=\"") + htmlEscaped(url) + htmlLiteral("\">") + inner.out + htmlLiteral("</a>")
                index = end
            } else if byte == UInt8(ascii: ":"), let (code, end) = emoji(in: chars, from: index) {
                let name = htmlEscaped(Array(chars[index..<end]))
                out += htmlLiteral("<img class=\"emoji\" title=\"") + name + htmlLiteral("\" alt=\"") + name
                out += htmlLiteral("\" src=\"https://cdn.qiita.com/emoji/twemoji/unicode/\(code).png\" height=\"20\" width=\"20\">")
                index = end
            } else if byte == UInt8(ascii: "@"), index == 0 || !isNameByte(chars[index - 1]) {
                let nameEnd = chars[(index + 1)...].firstIndex { !isNameByte($0) } ?? chars.count
                if nameEnd > index + 1 {
                    let name = htmlEscaped(Array(chars[(index + 1)..<nameEnd]))
                    out += htmlLiteral("<a href=\"/") + name + htmlLiteral("\" class=\"user-mention js-hovercard\" title=\"") + name
                    out += htmlLiteral("\" data-hovercard-target-type=\"user\" data-hovercard-target-name=\"") + name
                    out += htmlLiteral("\">@") + name + htmlLiteral("</a>")
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
