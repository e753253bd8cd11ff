import Testing
import TestSupport
import TerminalText

/// `Sanitizer.lines` (one pass, clean runs copied) against sanitizing each line on its own,
/// and the byte scan that decides whether there is anything to do at all.
@Suite struct SanitizerLinesTests {
    @Test(arguments: [
        ("plain\ncode", "plain\ncode"),
        ("ok\nbad\u{1B}[31mred\nok", "ok\nbadred\nok"),
        ("osc\u{1B}]0;title spans\nthe next line\u{07}", "osc0;title spans\nthe next line"),
        ("\u{9B}1mtext\n\n\u{202E}x", "text\n\nx"),
        ("tab\tstays\n", "tab\tstays\n"),
    ])
    func sanitizesEachLineOnItsOwn(_ input: String, _ expected: String) {
        #expect(Sanitizer.lines(input) == expected)
    }

    @Test func agreesWithSanitizingLineByLine() {
        var generator = SeededGenerator(seed: 20)
        for _ in 0..<4000 {
            let input = TrickyText.string(&generator, maximumPieces: 60)
            let expected = input.split(separator: "\n", omittingEmptySubsequences: false)
                .map { Sanitizer.text(String($0)) }.joined(separator: "\n")
            #expect(Sanitizer.lines(input) == expected, "\(input.debugDescription)")
        }
    }

    @Test func cleanMeansTextWouldNotChangeIt() {
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<4000 {
            let input = TrickyText.string(&generator, maximumPieces: 30)
            #expect(Sanitizer.isClean(input) == (Sanitizer.text(input) == input), "\(input.debugDescription)")
        }
    }
}
