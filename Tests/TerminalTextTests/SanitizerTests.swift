import Testing
import TerminalText
import TestSupport

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain 日本語", "plain 日本語"),
        ("red\u{1B}[31mtext\u{1B}[0m", "redtext"),
        ("title\u{1B}]0;pwned\u{07}after", "titleafter"),
        ("clip\u{1B}]52;c;ZXZpbA==\u{1B}\\done", "clipdone"),
        ("link\u{1B}]8;;https://evil\u{1B}\\x\u{1B}]8;;\u{1B}\\", "linkx"),
        ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcsend"),
        ("apc\u{1B}_hidden\u{9C}end", "apcend"),
        ("c1\u{9B}31mcsi", "c1csi"),
        ("c1osc\u{9D}0;x\u{07}!", "c1osc!"),
        ("bell\u{07}del\u{7F}nul\u{0}", "belldelnul"),
        ("bidi\u{202E}txt.exe\u{202C}\u{2066}x\u{2069}", "biditxt.exex"),
        ("crlf\r\nnext", "crlf\nnext"),
        ("keep\ttab\nnewline", "keep\ttab\nnewline"),
        ("unterminated\u{1B}]0;rest of text", "unterminated0;rest of text"),
        ("esc7\u{1B}7saved\u{1B}(B", "esc7saved"),
        ("sep\u{2028}x", "sep\nx"),
    ])
    func text(_ input: String, _ expected: String) {
        #expect(Sanitizer.text(input) == expected)
    }

    /// A whole article is cleaned in one pass: a stray OSC introducer removes itself, not the
    /// lines up to the next escape sequence.
    @Test func aControlStringNeverReachesPastItsLine() {
        let article = "title\u{1B}]0;x\n```swift\nlet a = 1\n```\n\u{1B}[31mred"
        #expect(Sanitizer.text(article) == "title0;x\n```swift\nlet a = 1\n```\nred")
    }

    @Test func lineFoldsNewlinesAndTabsToSpaces() {
        #expect(Sanitizer.line("a\nb\tc\r\nd") == "a b c d")
    }

    @Test(arguments: [false, true])
    func agreesWithTheScalarModelOnRandomText(singleLine: Bool) {
        var generator = SeededGenerator(seed: singleLine ? 2 : 1)
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\u{85}", "\u{0}", "\r",
            "\u{202E}", "\u{2066}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{A0}", "a", "あ", "😀", "0", ";", "m", "(", "7",
            " ", "\u{7F}", "\n", "\t", "_", "^", "X",
        ]
        for _ in 0..<5000 {
            var input = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                input.append(alphabet.randomElement(using: &generator)!)
            }
            let text = String(input)
            let actual = singleLine ? Sanitizer.line(text) : Sanitizer.text(text)
            let expected = ScalarSanitizerModel.clean(text, singleLine: singleLine)
            #expect(actual == expected, "\(text.debugDescription)")
            if actual != expected { return }
        }
    }

    @Test func randomInputNeverKeepsAControlCharacter() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "]", "P", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{85}", "\u{0}", "\r",
            "\u{202E}", "\u{2066}", "a", "あ", "0", ";", "m", "\u{7F}", "\n", "\t", "_", "^", "X",
        ]
        for _ in 0..<2000 {
            var input = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                input.append(alphabet.randomElement(using: &generator)!)
            }
            let output = Sanitizer.text(String(input))
            for scalar in output.unicodeScalars {
                let v = scalar.value
                let forbidden = (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
                    || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
                #expect(!forbidden, "U+\(String(v, radix: 16)) survived in \(String(input).debugDescription)")
            }
        }
    }
}
