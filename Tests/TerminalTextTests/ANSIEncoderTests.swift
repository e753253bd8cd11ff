import Testing
import TestSupport
import TerminalText

@Suite struct ANSIEncoderTests {
    @Test(arguments: [
        (TextStyle(foreground: .red), "\u{1B}[0;31mx\u{1B}[0m"),
        (TextStyle(foreground: .brightBlue, attributes: [.bold, .underline]), "\u{1B}[0;1;4;94mx\u{1B}[0m"),
        (TextStyle(foreground: .indexed(208), background: .brightWhite), "\u{1B}[0;38;5;208;107mx\u{1B}[0m"),
        (TextStyle(background: .indexed(7), attributes: [.dim, .italic, .inverse, .strikethrough]), "\u{1B}[0;2;3;7;9;48;5;7mx\u{1B}[0m"),
        (TextStyle.plain, "x"),
    ])
    func writesOneSGRSequencePerLook(_ style: TextStyle, _ expected: String) {
        #expect(ANSIEncoder(colors: true).encode(StyledLine("x", style: style)) == expected)
    }

    @Test func spansOfOneLookShareTheirSequence() {
        let line = StyledLine([
            Span("a", style: .fg(.green)), Span("b", style: TextStyle(foreground: .green, link: "https://e.example")),
            Span("c"),
        ])
        #expect(ANSIEncoder(colors: true).encode(line) == "\u{1B}[0;32mab\u{1B}[0mc")
    }

    /// Whole documents are encoded as bytes; the reader's screen as strings. Both agree.
    @Test func bytesAndStringsAgree() {
        var generator = SeededGenerator(seed: 30)
        let colors: [Color?] = [nil, .red, .brightCyan, .indexed(0), .indexed(255), .white]
        let links: [String?] = [nil, "https://qiita.com/x", "http://e.example/a b", "javascript:alert(1)"]
        for _ in 0..<2000 {
            var line = StyledLine()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let style = TextStyle(
                    foreground: colors.randomElement(using: &generator) ?? nil,
                    background: colors.randomElement(using: &generator) ?? nil,
                    attributes: TextStyle.Attributes(rawValue: UInt8.random(in: 0...63, using: &generator)),
                    link: links.randomElement(using: &generator) ?? nil)
                line.append(Sanitizer.line(TrickyText.string(&generator, maximumPieces: 4)), style: style)
            }
            for encoder in [ANSIEncoder(colors: true, hyperlinks: true), ANSIEncoder(colors: true), .plain] {
                var bytes: [UInt8] = []
                encoder.encode(line, into: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == encoder.encode(line))
            }
        }
    }

    /// The light palette writes darker colours for those that wash out on white, and leaves
    /// the others, and every background, as they are.
    @Test func theLightPaletteDarkensPaleForegrounds() {
        let light = ANSIEncoder(colors: true, palette: .light)
        #expect(light.encode(StyledLine("x", style: .fg(.yellow))) == "\u{1B}[0;38;5;130mx\u{1B}[0m")
        #expect(light.encode(StyledLine("x", style: .fg(.red))) == "\u{1B}[0;31mx\u{1B}[0m")
        #expect(light.encode(StyledLine("x", style: TextStyle(background: .yellow))) == "\u{1B}[0;43mx\u{1B}[0m")
        #expect(ANSIEncoder(colors: true).encode(StyledLine("x", style: .fg(.yellow))) == "\u{1B}[0;33mx\u{1B}[0m")
    }
}
