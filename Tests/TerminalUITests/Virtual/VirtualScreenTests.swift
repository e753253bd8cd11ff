import TerminalText
import Testing
import TestSupport

@testable import TerminalUI
import TerminalUITestSupport

@Suite struct VirtualScreenTests {
    static func screen(_ columns: Int, _ rows: Int, _ input: String) -> VirtualScreen {
        var screen = VirtualScreen(size: TerminalSize(columns: columns, rows: rows))
        screen.write(Array(input.utf8))
        return screen
    }

    @Test(arguments: [
        ("hello", ["hello", "", ""]),
        ("ab\r\ncd", ["ab", "cd", ""]),
        ("ab\ncd", ["ab", "  cd", ""]),
        ("\u{1B}[2;3Hx\u{1B}[1;1Hy", ["y", "  x", ""]),
        ("abcdef\u{1B}[3D\u{1B}[K", ["abc", "", ""]),
        ("abcdef\u{1B}[1K", ["", "", ""]),
        ("abcdef\u{1B}[3D\u{1B}[1K", ["    ef", "", ""]),
        ("abc\u{1B}[2G!", ["a!c", "", ""]),
        ("a\u{1B}[Bb\u{1B}[Ac", ["a c", " b", ""]),
        ("abcdefghijkl", ["abcdefgh", "ijkl", ""]),
        ("abcdefgh", ["abcdefgh", "", ""]),
        ("1\r\n2\r\n3\r\n4", ["2", "3", "4"]),
        ("abcdef\u{1B}[1;3H\u{1B}[2P", ["abef", "", ""]),
        ("abcdef\u{1B}[1;3H\u{1B}[2@", ["ab  cdef", "", ""]),
        ("abcdef\u{1B}[1;2H\u{1B}[3X", ["a   ef", "", ""]),
        ("x\u{1B}[2J", ["", "", ""]),
        ("a\tb", ["a      b", "", ""]),
        ("\u{1B}[1;2Ha\tb\tc", [" a     c", "", ""]),
        ("日本語です", ["日本語で", "す", ""]),
        ("abcdefg日", ["abcdefg", "日", ""]),
        ("abc\u{8}\u{8}X", ["aXc", "", ""]),
        ("\u{1B}]0;title\u{7}ok", ["ok", "", ""]),
        ("\u{1B}]8;;https://qiita.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", ["link", "", ""]),
        ("\u{1B}P1$r0m\u{1B}\\ok", ["ok", "", ""]),
        ("\u{1B}(Bok\u{1B}[?2026h", ["ok", "", ""]),
        ("bad\u{FF}\u{E3}\u{81}", ["bad\u{FFFD}", "", ""]),
    ])
    func interprets(_ input: String, _ expected: [String]) {
        // Strings cannot hold invalid UTF-8: U+00FF and U+00E3 stand for single bytes here.
        let bytes = input.unicodeScalars.flatMap { scalar -> [UInt8] in
            (0xC0...0xFF).contains(scalar.value) || scalar.value == 0x81
                ? [UInt8(scalar.value)] : Array(String(scalar).utf8)
        }
        var screen = VirtualScreen(size: TerminalSize(columns: 8, rows: 3))
        screen.write(bytes)
        #expect(screen.lines == expected)
    }

    @Test func wideCharactersTakeTwoCells() {
        let screen = Self.screen(6, 1, "日a本")
        #expect(screen.cells[0].map(\.width) == [2, 0, 1, 2, 0, 1])
        #expect(screen.cursor == Frame.Cursor(row: 0, column: 5))
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        #expect(Self.screen(6, 1, "日本\u{1B}[1;2Hx").lines == [" x本"])
        #expect(Self.screen(6, 1, "日本\u{1B}[1;3Hx").lines == ["日x"])
        #expect(Self.screen(6, 1, "日本\u{1B}[1;2H\u{1B}[K").lines == [""])
    }

    @Test func graphemesJoinTheirCell() {
        let screen = Self.screen(10, 1, "e\u{301}👍🏽❤\u{FE0F}🇯🇵!")
        #expect(
            screen.cells[0].filter { !$0.isContinuation }.map(\.text) == [
                "e\u{301}", "👍🏽", "❤\u{FE0F}", "🇯🇵", "!", " ", " ",
            ])
        #expect(screen.cursor == Frame.Cursor(row: 0, column: 8))
    }

    @Test func pendingWrapHoldsAtTheLastColumnUntilTheNextCharacter() {
        var screen = Self.screen(4, 2, "abcd")
        #expect(screen.cursor == Frame.Cursor(row: 0, column: 3))
        #expect(screen.lines == ["abcd", ""])
        screen.write(Array("\u{1B}[Hx".utf8))
        #expect(screen.lines == ["xbcd", ""])
        screen.write(Array("\u{1B}[1;4Hyz".utf8))
        #expect(screen.lines == ["xbcy", "z"])
        var bottomRight = Self.screen(3, 2, "\u{1B}[2;3HQ")
        #expect(bottomRight.lines == ["", "  Q"], "writing the last cell does not scroll")
        bottomRight.write(Array("R".utf8))
        #expect(bottomRight.lines == ["  Q", "R"])
    }

    @Test func styles() {
        let screen = Self.screen(
            20, 1,
            "\u{1B}[1;31mA\u{1B}[0;38;5;200;48;5;17mB\u{1B}[4;7;9;3;2mC\u{1B}[22;23;24;27;29;39;49mD\u{1B}[92;104mE\u{1B}[mF"
        )
        let styles = screen.cells[0].prefix(6).map(\.style)
        #expect(styles[0] == TextStyle(foreground: .red, attributes: .bold))
        #expect(styles[1] == TextStyle(foreground: .indexed(200), background: .indexed(17)))
        #expect(
            styles[2]
                == TextStyle(
                    foreground: .indexed(200), background: .indexed(17),
                    attributes: [.underline, .inverse, .strikethrough, .italic, .dim]))
        #expect(styles[3] == .plain)
        #expect(styles[4] == TextStyle(foreground: .brightGreen, background: .brightBlue))
        #expect(styles[5] == .plain)
    }

    @Test func theEncodersSGRReadsBackAsTheSameStyle() {
        let encoder = ANSIEncoder(colors: true)
        for style in RandomFrames.styles {
            var screen = VirtualScreen(size: TerminalSize(columns: 2, rows: 1))
            var bytes: [UInt8] = []
            encoder.appendSGR(for: style, to: &bytes)
            screen.write(bytes + Array("x".utf8))
            #expect(
                screen.cells[0][0].style
                    == TextStyle(
                        foreground: style.foreground, background: style.background, attributes: style.attributes))
        }
    }

    @Test func erasingUsesTheCurrentBackground() {
        let screen = Self.screen(3, 1, "abc\u{1B}[44m\u{1B}[2K")
        #expect(screen.cells[0].allSatisfy { $0 == Cell(" ", style: TextStyle(background: .blue)) })
    }

    @Test func scrollRegionsWithScrollUpDownAndLineInsertDelete() {
        let rows = "\u{1B}[1;1HH\u{1B}[2;1Ha\u{1B}[3;1Hb\u{1B}[4;1Hc\u{1B}[5;1HS"
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[S\u{1B}[r").lines == ["H", "b", "c", "", "S"])
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[2T\u{1B}[r").lines == ["H", "", "", "a", "S"])
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[2;1H\u{1B}[M\u{1B}[r").lines == ["H", "b", "c", "", "S"])
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[3;1H\u{1B}[L\u{1B}[r").lines == ["H", "a", "", "b", "S"])
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[4;1H\n\u{1B}[r").lines == ["H", "b", "c", "", "S"])
        #expect(Self.screen(3, 5, rows + "\u{1B}[2;4r\u{1B}[2;1H\u{1B}M\u{1B}[r").lines == ["H", "", "a", "b", "S"])
        #expect(
            Self.screen(3, 5, rows + "\u{1B}[5;1H\u{1B}[L").lines == ["H", "a", "b", "c", ""],
            "IL outside the region does nothing")
    }

    @Test func alternateScreenKeepsThePrimaryOneAndTheCursor() {
        var screen = Self.screen(10, 2, "shell$ ")
        screen.write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[Hfull".utf8))
        #expect(screen.isAlternateScreenActive)
        #expect(!screen.isCursorVisible)
        #expect(screen.isBracketedPasteEnabled)
        #expect(screen.lines == ["full", ""])
        screen.write(ControlSequence.restore)
        #expect(!screen.isAlternateScreenActive)
        #expect(screen.isCursorVisible)
        #expect(!screen.isBracketedPasteEnabled)
        #expect(screen.lines == ["shell$", ""])
        #expect(screen.cursor == Frame.Cursor(row: 0, column: 7))
    }

    @Test func theRestoreSequenceCancelsAHalfWrittenSequence() {
        var screen = Self.screen(10, 2, "\u{1B}[?1049h\u{1B}[?25l")
        screen.write(Array("\u{1B}[3".utf8))
        screen.write(ControlSequence.restore)
        #expect(!screen.isAlternateScreenActive)
        #expect(screen.isCursorVisible)
    }

    @Test func countsBytes() {
        let screen = Self.screen(4, 1, "日\u{1B}[H")
        #expect(screen.bytesWritten == 6)
    }

    @Test func tinyAndEmptyScreensTakeAnything() {
        var random = SeededGenerator(seed: 3)
        for size in [
            TerminalSize(columns: 0, rows: 0), TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 0, rows: 3),
            TerminalSize(columns: 2, rows: 0),
        ] {
            var screen = VirtualScreen(size: size)
            for _ in 0..<200 {
                let bytes = (0..<20).map { _ in
                    Array("\u{1B}[;?0123456789HJKLMSTr@PXmhl日👍\n\r\t".utf8).randomElement(using: &random) ?? 0
                }
                screen.write(bytes)
            }
            #expect(screen.cells.count == size.rows)
            screen.resize(to: TerminalSize(columns: 3, rows: 2))
            screen.write(Array("日本".utf8))
            #expect(screen.cells.allSatisfy { $0.count == 3 })
        }
    }
}
