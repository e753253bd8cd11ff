import QiitaMarkdown
import Testing
import TestSupport

/// Whatever the input, every language gives back the text exactly: one token list per line,
/// tokens that rebuild their line scalar for scalar, no empty tokens, never a crash.
@Suite struct HighlighterRobustnessTests {
    /// Every language, each also as the language of a diff, and one unknown language.
    static let languages: [String] =
        SyntaxHighlighter.supportedLanguages
        + SyntaxHighlighter.supportedLanguages.filter { $0 != "diff" }.map { "diff_" + $0 } + ["nosuchlanguage"]

    /// Pieces that open, close or escape something in some language, and awkward scalars.
    static let fragments: [String] = [
        "\"", "'", "`", "#", "/", "*", "\\", "<", ">", "!", "-", "+", "@", "$", "{", "}", "(", ")", "[", "]", ":",
        ";", "|", "&", "=", "%", ".", ",", "?", " ", "  ", "\t", "\n", "\n", "\r\n", "\r", "0", "1", "9", "0x", "0b",
        "1e", "_", "'", "x", "e", "r", "R", "b", "f", "u8", "if", "class", "end", "<!--", "-->", "/*", "*/", "//",
        "--", "\"\"\"", "'''", "r#\"", "\"#", "#\"", "R\"x(", ")x\"", "$ ", "# ", "@@", "+++ ", "--- ", "- ", "key: |",
        "key:", "&amp;", "${", "$(", "#[", "#include", "<a ", "</", "/>", ":hover", "#fff", "あ", "名前", "é",
        "e\u{301}", "👍", "👨‍👩‍👧", "🇯🇵", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}",
        "\u{3000}",
    ]

    @Test(arguments: languages)
    func randomFragmentsRebuildEveryLine(_ language: String) {
        let highlighter = SyntaxHighlighter(language: language)
        var generator = SeededGenerator(seed: UInt64(language.utf8.count) &* 7919 &+ 17)
        for _ in 0..<300 {
            var code = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                code += Self.fragments.randomElement(using: &generator) ?? ""
            }
            Self.expectLossless(highlighter, code)
        }
    }

    @Test(arguments: languages)
    func randomBytesRebuildEveryLine(_ language: String) {
        let highlighter = SyntaxHighlighter(language: language)
        var generator = SeededGenerator(seed: UInt64(language.utf8.count) &* 104_729 &+ 3)
        let special = Array("\"'`#/*\\<>-+@$:{}\n \t0|".utf8)
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...120, using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.append(special.randomElement(using: &generator) ?? 0)
                case 1: bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))
                default: bytes.append(UInt8.random(in: 0...0x7F, using: &generator))
                }
            }
            Self.expectLossless(highlighter, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test(arguments: ["swift", "c", "html", "yaml", "sh", "diff_rust", "css"])
    func pathologicalInputs(_ language: String) {
        let highlighter = SyntaxHighlighter(language: language)
        let inputs = [
            String(repeating: "\"", count: 10_000),
            String(repeating: "/*", count: 5_000) + "\n" + String(repeating: "*/", count: 5_000),
            String(repeating: "<a b=\"", count: 2_000),
            String(repeating: "\\", count: 2_001),
            String(repeating: "- ", count: 2_000) + "|",
            String(repeating: "{", count: 2_000) + String(repeating: "}", count: 4_000),
            String(repeating: "あ", count: 2_000),
            String(repeating: "\n", count: 2_000),
        ]
        for input in inputs { Self.expectLossless(highlighter, input) }
    }

    /// The line structure and the concatenation invariant, compared scalar by scalar so that
    /// canonically equivalent text cannot hide a change.
    static func expectLossless(
        _ highlighter: SyntaxHighlighter, _ code: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = code.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = highlighter.highlightLines(code)
        guard lines.count == expected.count else {
            let message = "\(lines.count) lines for \(expected.count) in \(code.debugDescription)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        for (line, text) in zip(lines, expected) {
            let rebuilt = line.tokens.flatMap { Array($0.text.unicodeScalars) }
            if rebuilt != Array(text) || line.tokens.contains(where: \.text.isEmpty) {
                Issue.record(
                    "\(highlighter.language ?? "plain") lost text in \(code.debugDescription): \(line.tokens)",
                    sourceLocation: sourceLocation)
                return
            }
        }
    }
}

