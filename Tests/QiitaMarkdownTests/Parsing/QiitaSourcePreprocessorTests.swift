import Testing
@testable import QiitaMarkdown
import TestSupport

/// The rewrite that runs before cmark: it copies unchanged lines in runs and reads lines one
/// at a time, so these pin down line ends, notes, math and fences exactly.
@Suite struct QiitaSourcePreprocessorTests {
    private static let open = "<!--" + QiitaSourcePreprocessor.noteOpenMarker
    private static let close = "<!--" + QiitaSourcePreprocessor.noteCloseMarker + "-->"

    @Test(arguments: [
        ("plain text\nmore\n", "plain text\nmore\n"),
        ("", ""),
        ("a\r\nb\rc\n", "a\nb\nc\n"),
        ("a\r\n\r\nb", "a\n\nb"),
        ("```\r\n:::note\r\n$$\r\n```", "```\n:::note\n$$\n```"),
        ("$$\nx^2\n$$\nafter", "```math\nx^2\n```\nafter"),
        ("  $$x$$", "```math\nx\n```"),
        ("$$\n```\n$$", "````math\n```\n````"),
        ("$$\nunclosed", "$$\nunclosed"),
        ("a $$ b\n$5 and $$6", "a $$ b\n$5 and $$6"),
        ("a\n:::", "a\n:::"),
        ("x:::y\n", "x:::y\n"),
    ])
    func rewritesLineEndsAndMath(_ source: String, _ expected: String) {
        #expect(QiitaSourcePreprocessor.rewrite(source) == expected)
    }

    @Test func notesBecomeMarkerComments() {
        let source = "before\n:::note warn\ntext\n:::\nafter"
        let expected = "before\n\n\(Self.open)warn-->\n\ntext\n\n\(Self.close)\n\nafter"
        #expect(QiitaSourcePreprocessor.rewrite(source) == expected)
    }

    @Test func aNoteCloseOutsideANoteStaysText() {
        #expect(QiitaSourcePreprocessor.rewrite(":::\n:::note\n:::\n:::") == ":::\n\n\(Self.open)info-->\n\n\n\(Self.close)\n\n:::")
    }

    @Test func textWithoutQiitaConstructsComesBackAsItIs() {
        var generator = SeededGenerator(seed: 7)
        let pieces = ["a", " ", "\n", "::", ":", "$", "`", "~", "日本", "\t", "```", "note"]
        for _ in 0..<2000 {
            var source = ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) { source += pieces.randomElement(using: &generator) ?? "" }
            let special = source.contains(":::") || source.contains("$$")
            if !special { #expect(QiitaSourcePreprocessor.rewrite(source) == source, "\(source.debugDescription)") }
            #expect(!QiitaSourcePreprocessor.rewrite(source + "\r\n" + source).contains("\r"))
        }
    }
}
