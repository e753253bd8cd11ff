import QiitaMarkdown
import TerminalText
import Testing
import TestSupport

/// Hostile text through the whole path (parse → layout → encode), in every construct that
/// shows text from the server: whatever the input, colour off writes no escape byte and no C1
/// control, and colour on writes only the encoder's own SGR and OSC 8 sequences.
@Suite struct SanitizerFuzzTests {
    static let hostile: [String] = [
        "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "\u{1B}]8;;https://evil.example\u{1B}\\",
        "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}Pq#0;2\u{1B}\\", "\u{1B}_apc\u{9C}", "\u{1B}c", "\u{1B}",
        "\u{9B}31m", "\u{9D}0;t\u{9C}", "\u{90}dcs\u{9C}", "\u{85}", "\u{8D}", "\u{07}", "\u{00}", "\r", "\u{7F}",
        "\u{08}", "\u{202E}", "\u{2066}", "\u{2028}", "&#27;[31m", "&#x1b;]0;t&#7;", "&#155;2J", "&#x9d;x&#x9c;",
        "&#133;", "\t",
    ]

    static let syntax: [String] = [
        "**", "*", "_", "~~", "`", "```", "[", "](", ")", "|", "\n", "\n\n", "# ", "> ", "- ", "1. ", "- [ ] ",
        ":::note warn\n", ":::\n", "$", "$$\n", "@user", ":smile:", "![", "<br>", "<div>", "<!--", "-->",
        "https://x.example/", "[^1]", "\n[^1]: ", "日本語", "。", "「", "👨‍👩‍👧", "e\u{301}", " ", "word",
        "<details>", "<summary>", "</summary>", "</details>", "<kbd>", "</kbd>", "<ruby>", "<rt>", "</rt>", "</ruby>",
        "<table><tr><td>", "</td></tr></table>", "<script>", "</script>", "<style>", "<a href=\"", "\">", "</a>",
        "<img src=\"", "\" alt=\"", "<iframe src=\"", "\"></iframe>", "&amp;", "&#x3C;script&#x3E;",
    ]

    /// Targets that Qiita's sanitizer removes, and disguises of them.
    static let unsafeTargets: [String] = [
        "javascript:", "JaVaScRiPt:", " javascript:", "java&#x09;script:", "&#106;avascript:", "java\tscript:",
        "vbscript:", "data:text/html,", "data:image/png;base64,", "\u{01}javascript:",
    ]

    static func fragment(_ generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            let pool = Bool.random(using: &generator) ? hostile : syntax
            text += pool.randomElement(using: &generator) ?? ""
        }
        return text
    }

    /// Markdown that puts hostile text in every kind of place.
    static func document(_ generator: inout SeededGenerator) -> String {
        let h = { (g: inout SeededGenerator) in fragment(&g) }
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let unsafe = unsafeTargets.randomElement(using: &generator) ?? ""
            switch Int.random(in: 0..<17, using: &generator) {
            case 0: parts.append("# \(h(&generator))")
            case 1: parts.append("```\(h(&generator).filter { $0 != "\n" && $0 != "`" })\n\(h(&generator))\n```")
            case 2: parts.append("| \(h(&generator)) | b |\n|---|:-:|\n| \(h(&generator)) | \(h(&generator)) |")
            case 3: parts.append("[\(h(&generator))](https://e.example/\(h(&generator)))")
            case 4: parts.append("<https://e.example/\(h(&generator))>")
            case 5: parts.append("![\(h(&generator))](\(h(&generator)))")
            case 6: parts.append(":::note alert\n\(h(&generator))\n:::")
            case 7: parts.append("> \(h(&generator))\n> - \(h(&generator))")
            case 8: parts.append("$$\n\(h(&generator))\n$$")
            case 9: parts.append("Text \(h(&generator))[^1]\n\n[^1]: \(h(&generator))")
            case 10: parts.append("<div>\n\(h(&generator))\n</div>")
            case 11: parts.append("<details><summary>\(h(&generator))</summary>\n\n\(h(&generator))\n\n</details>")
            case 12:
                let label = h(&generator)
                parts.append("<a href=\"\(unsafe)\(h(&generator))\" onclick=\"x()\">\(label)</a> [\(label)](\(unsafe)x)")
            case 13: parts.append("<img src=\"\(unsafe)\(h(&generator))\" alt=\"\(h(&generator))\"> ![\(h(&generator))](\(unsafe)x)")
            case 14: parts.append("<iframe src=\"\(unsafe)\(h(&generator))\" title=\"\(h(&generator))\"></iframe>")
            case 15:
                parts.append(
                    "<blockquote class=\"twitter-tweet\"><p>\(h(&generator))</p>&mdash; \(h(&generator)) "
                        + "<a href=\"https://twitter.com/\(h(&generator))\">d</a></blockquote><script>\(h(&generator))</script>")
            case 16:
                let ruby = "<ruby>\(h(&generator))<rt>\(h(&generator))</rt></ruby>"
                parts.append("<table><tr><th>\(h(&generator))</th></tr><tr><td>\(ruby)</td></tr></table>")
            default: parts.append(h(&generator))
            }
        }
        return parts.joined(separator: "\n\n")
    }

    @Test(arguments: 0..<8)
    func wholeRenderPath(_ seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        for _ in 0..<60 {
            let h = { (g: inout SeededGenerator) in Self.fragment(&g) }
            let header = ArticleHeader(
                title: h(&generator), authorID: h(&generator), authorName: h(&generator), created: h(&generator),
                updated: h(&generator), tags: [h(&generator), h(&generator)], likes: 1, stocks: 2, comments: 1,
                url: "https://qiita.com/\(h(&generator))", organization: h(&generator))
            let comment = ArticleComment(
                authorID: h(&generator), authorName: h(&generator), date: h(&generator), body: Self.document(&generator))
            let renderer = ArticleRenderer(header: header, body: Self.document(&generator), comments: [comment])
            let width = [1, 5, 12, 24, 31, 40, 80].randomElement(using: &generator) ?? 40
            for colors in [false, true] {
                let document = renderer.render(RenderOptions(width: width, colors: colors))
                for line in document.lines {
                    #expect(line.width <= width, "too wide at \(width): \(line.plainText.debugDescription)")
                }
                for reference in document.links {
                    let target = reference.url.lowercased().unicodeScalars.filter { $0.value > 0x20 }
                    let scheme = String(String.UnicodeScalarView(target.prefix { $0 != ":" && $0 != "/" }))
                    #expect(!["javascript", "vbscript", "data"].contains(scheme), "unsafe reference \(reference.url)")
                }
                let output = document.text(using: ANSIEncoder(colors: colors, hyperlinks: true))
                let remaining = colors ? Self.removingEncoderSequences(output) : output
                let scalars = Array(remaining.unicodeScalars)
                if let bad = scalars.firstIndex(where: Self.isForbidden) {
                    let context = String(String.UnicodeScalarView(scalars[max(0, bad - 60)..<min(scalars.count, bad + 20)]))
                    Issue.record("U+\(String(scalars[bad].value, radix: 16)) at width \(width): \(context.debugDescription)")
                }
            }
        }
    }

    @Test func encoderSequencesAreRecognised() {
        let sample = "a\u{1B}[0;1;31mb\u{1B}]8;;https://x.example/%1B\u{1B}\\c\u{1B}]8;;\u{1B}\\\u{1B}[0m"
        #expect(Self.removingEncoderSequences(sample) == "abc")
        #expect(Self.removingEncoderSequences("x\u{1B}]0;t\u{07}") != "x")
    }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The text without the SGR (`ESC [ digits;… m`) and OSC 8 (`ESC ] 8 ; ; printable-ASCII
    /// ESC \`) sequences that the encoder writes; anything else is left for the check to find.
    static func removingEncoderSequences(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\u{1B}", index + 1 < scalars.count {
                if scalars[index + 1] == "[" {
                    var end = index + 2
                    while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                    if end < scalars.count, scalars[end] == "m" {
                        index = end + 1
                        continue
                    }
                } else if scalars[index + 1] == "]", index + 4 < scalars.count, scalars[index + 2] == "8",
                    scalars[index + 3] == ";", scalars[index + 4] == ";"
                {
                    var end = index + 5
                    while end < scalars.count, (0x21...0x7E).contains(scalars[end].value) { end += 1 }
                    if end + 1 < scalars.count, scalars[end] == "\u{1B}", scalars[end + 1] == "\\" {
                        index = end + 2
                        continue
                    }
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}

@Suite struct SplitEscapeSequenceTests {
    @Test func anEscapeSequenceAroundAURLLeavesNothingBehind() {
        let hostile = "before \u{1B}]8;;https://evil.example/click\u{1B}\\click me\u{1B}]8;;\u{1B}\\ after"
        let document = ArticleRenderer(header: nil, body: hostile).render(RenderOptions(width: 80, colors: false))
        let text = document.lines.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("before click me after"))
        #expect(!text.contains("8;;"))
        #expect(document.links.isEmpty, "the URL inside the sequence is not a link")
    }
}

@Suite struct InlineMathRunTests {
    @Test func manyFormulasInOneParagraphAllBecomeMath() {
        let source = (0..<3000).map { "$`x_{\($0)}`$ and" }.joined(separator: " ")
        let text = ArticleRenderer(header: nil, body: source).render(RenderOptions(width: 100, colors: false))
            .lines.map(\.plainText).joined(separator: " ")
        #expect(text.contains("x₀ and"))
        #expect(text.contains("x₂₉₉₉ and"))
        #expect(!text.contains("`"), "every code-span formula became math")
    }
}
