import Testing
import TestSupport

@testable import TerminalUI

@Suite struct KeyParserTests {
    /// Every sequence the reader binds, with the keys it must give.
    static let sequences: [(String, [Key])] = [
        ("j", [.character("j")]), ("k", [.character("k")]), ("g", [.character("g")]), ("G", [.character("G")]),
        ("H", [.character("H")]), ("L", [.character("L")]), ("b", [.character("b")]), ("q", [.character("q")]),
        ("/", [.character("/")]), ("?", [.character("?")]), (" ", [.character(" ")]),
        ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
        ("\u{1B}OA", [.up]), ("\u{1B}OB", [.down]), ("\u{1B}OC", [.right]), ("\u{1B}OD", [.left]),
        ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]), ("\u{1B}OH", [.home]), ("\u{1B}OF", [.end]),
        ("\u{1B}[1~", [.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[7~", [.home]), ("\u{1B}[8~", [.end]),
        ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]), ("\u{1B}[3~", [.delete]), ("\u{1B}[2~", [.insert]),
        ("\u{1B}[1;5A", [.modified(.up, .control)]), ("\u{1B}[1;2B", [.modified(.down, .shift)]),
        ("\u{1B}[1;3C", [.modified(.right, .alt)]), ("\u{1B}[1;6D", [.modified(.left, [.shift, .control])]),
        ("\u{1B}[1;1A", [.up]), ("\u{1B}[5;5~", [.modified(.pageUp, .control)]),
        ("\u{1B}[3;2~", [.modified(.delete, .shift)]), ("\u{1B}O5A", [.modified(.up, .control)]),
        ("\u{1B}[7^", [.modified(.home, .control)]), ("\u{1B}[8$", [.modified(.end, .shift)]),
        ("\u{1B}[Z", [.backTab]), ("\u{1B}OP", [.function(1)]), ("\u{1B}OS", [.function(4)]),
        ("\u{1B}[15~", [.function(5)]), ("\u{1B}[17~", [.function(6)]), ("\u{1B}[24~", [.function(12)]),
        ("\u{1B}[[A", [.function(1)]), ("\u{1B}[[E", [.function(5)]),
        ("\u{1B}[1;2P", [.modified(.function(1), .shift)]),
        ("\u{1B}OM", [.enter]), ("\r", [.enter]), ("\n", [.enter]), ("\t", [.tab]),
        ("\u{7F}", [.backspace]), ("\u{08}", [.backspace]),
        ("\u{03}", [.control("c")]), ("\u{04}", [.control("d")]), ("\u{15}", [.control("u")]),
        ("\u{0C}", [.control("l")]), ("\u{01}", [.control("a")]), ("\u{17}", [.control("w")]),
        ("\u{00}", [.control("@")]), ("\u{1F}", [.control("_")]),
        ("\u{1B}j", [.alt("j")]), ("\u{1B}\u{7F}", [.modified(.backspace, .alt)]),
        ("日本語", [.character("日"), .character("本"), .character("語")]),
        ("e\u{301}", [.character("e"), .character("\u{301}")]),
        ("👍🏽", [.character("👍"), .character("🏽")]),
        ("a\u{1B}[Bb", [.character("a"), .down, .character("b")]),
        ("\u{1B}\u{1B}[A", [.escape, .up]),
        ("\u{1B}\r", [.escape, .enter]),
        ("\u{1B}[A\u{1B}[A\u{1B}[B", [.up, .up, .down]),
        ("\u{1B}[200~hello 世界\u{1B}[201~", [.paste("hello 世界")]),
        ("\u{1B}[200~a\u{1B}[Ab\r\nc\u{1B}[201~", [.paste("a[Ab\r\nc")]),
        // Text that holds the end marker itself: the paste lasts to the last marker of the burst.
        ("\u{1B}[200~rm\u{1B}[201~; q\u{1B}[201~j", [.paste("rm[201~; q"), .character("j")]),
        ("\u{1B}[200~a\u{1B}[201~b\u{1B}[200~c\u{1B}[201~", [.paste("a"), .character("b"), .paste("c")]),
        ("\u{1B}[200~\u{1B}[201~", [.paste("")]),
        ("\u{1B}[200~~201~[201~\u{1B}[201~x", [.paste("~201~[201~"), .character("x")]),
        ("\u{1B}[99~", [.unknown(Array("\u{1B}[99~".utf8))]),
        ("\u{1B}[?1;2c", [.unknown(Array("\u{1B}[?1;2c".utf8))]),
        ("\u{1B}[<0;3;4M", [.unknown(Array("\u{1B}[<0;3;4M".utf8))]),
        ("\u{1B}Ox", [.unknown(Array("\u{1B}Ox".utf8))]),
        ("\u{1B}[1\u{03}", [.unknown(Array("\u{1B}[1".utf8)), .control("c")]),
    ]

    @Test(arguments: sequences)
    func wholeSequence(_ input: String, _ expected: [Key]) {
        // A paste ends when the input pauses after its end marker (the timeout's flush).
        var parser = KeyParser()
        #expect(parser.feed(Array(input.utf8)) + parser.flushPendingEscape() == expected)
        #expect(!parser.isAwaitingEscapeTimeout)
        #expect(parser.flushPendingEscape() == [])
    }

    @Test(arguments: sequences)
    func sequenceSplitAtEveryByteBoundary(_ input: String, _ expected: [Key]) {
        let bytes = Array(input.utf8)
        for split in 0...bytes.count {
            var parser = KeyParser()
            let keys = parser.feed(bytes[..<split]) + parser.feed(bytes[split...]) + parser.flushPendingEscape()
            #expect(keys == expected, "split at \(split)")
        }
        var parser = KeyParser()
        #expect(bytes.flatMap { parser.feed([$0]) } + parser.flushPendingEscape() == expected, "byte by byte")
    }

    @Test func loneEscapeIsAKeyOnlyAfterTheTimeout() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.isAwaitingEscapeTimeout)
        #expect(parser.flushPendingEscape() == [.escape])
        #expect(!parser.isAwaitingEscapeTimeout)
        #expect(parser.feed(Array("[A".utf8)) == [.character("["), .character("A")])
    }

    @Test func escapeFollowedInTimeByItsSequenceIsTheArrow() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]) == [])
        #expect(parser.feed(Array("[".utf8)) == [])
        #expect(parser.feed(Array("A".utf8)) == [.up])
    }

    @Test func typedEscapeBracketResolvesToAltBracketOnTimeout() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[".utf8)) == [])
        #expect(parser.isAwaitingEscapeTimeout)
        #expect(parser.flushPendingEscape() == [.alt("[")])
        #expect(parser.feed(Array("\u{1B}O".utf8)) == [])
        #expect(parser.flushPendingEscape() == [.alt("O")])
    }

    @Test func aLongerSplitSequenceSurvivesTheTimeout() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(!parser.isAwaitingEscapeTimeout)
        #expect(parser.flushPendingEscape() == [])
        #expect(parser.feed(Array("5A".utf8)) == [.modified(.up, .control)])
    }

    @Test func aPasteIsNotCutByTheTimeout() {
        var parser = KeyParser()
        #expect(parser.feed(Array("\u{1B}[200~abc\u{1B}".utf8)) == [])
        #expect(parser.isInsidePaste)
        #expect(!parser.isAwaitingEscapeTimeout)
        #expect(parser.flushPendingEscape() == [])
        #expect(parser.feed(Array("[201~".utf8)) == [])
        #expect(parser.isAwaitingEscapeTimeout, "the paste ends when the input pauses")
        #expect(parser.flushPendingEscape() == [.paste("abc")])
    }

    @Test func aLargePasteArrivesAsOneEvent() {
        let body = String(repeating: "日本語のテキスト\n", count: 2_000)
        let bytes = Array("\u{1B}[200~\(body)\u{1B}[201~".utf8)
        var parser = KeyParser()
        var keys: [Key] = []
        for chunk in stride(from: 0, to: bytes.count, by: 1_000) {
            keys += parser.feed(bytes[chunk..<min(chunk + 1_000, bytes.count)])
        }
        keys += parser.flushPendingEscape()
        #expect(keys == [.paste(body)])
    }

    @Test(
        arguments: [
            ([0xFF], ["\u{FFFD}"]),
            ([0xC0, 0x80], ["\u{FFFD}", "\u{FFFD}"]),
            ([0xE3, 0x81, 0x41], ["\u{FFFD}", "A"]),
            ([0xED, 0xA0, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
            ([0xF4, 0x90, 0x80, 0x80], ["\u{FFFD}", "\u{FFFD}", "\u{FFFD}", "\u{FFFD}"]),
            ([0x80, 0xE3, 0x81, 0x82], ["\u{FFFD}", "あ"]),
            ([0xE3, 0x81, 0x0D], ["\u{FFFD}"]),
        ] as [([UInt8], [Character])])
    func invalidUTF8BecomesReplacementCharacters(_ bytes: [UInt8], _ expected: [Character]) {
        var parser = KeyParser()
        let keys = parser.feed(bytes).filter { $0 != .enter }
        #expect(keys == expected.map(Key.character))
    }

    @Test func invalidUTF8DecodesLikeTheStandardLibrary() {
        var random = SeededGenerator(seed: 7)
        let alphabet: [UInt8] = [0x41, 0x7A] + Array(0x80...0xFF)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 1...24, using: &random)).map { _ in
                alphabet.randomElement(using: &random) ?? 0
            }
            var parser = KeyParser()
            var keys = Self.feedInRandomChunks(bytes, to: &parser, upTo: 4, using: &random)
            keys += parser.feed([UInt8(ascii: ".")])
            let expected = String(decoding: bytes + [UInt8(ascii: ".")], as: UTF8.self).unicodeScalars
                .map {
                    (0x80...0x9F).contains($0.value) ? Key.unknown(Array(String($0).utf8)) : .character(Character($0))
                }
            #expect(keys == expected, "\(bytes)")
        }
    }

    @Test func anyBytesInAnyChunksGiveTheSameKeysAsWhole() {
        var random = SeededGenerator(seed: 42)
        let interesting: [UInt8] =
            Array("\u{1B}[O;~0125AHZM$^200201".utf8) + [0x00, 0x03, 0x7F, 0xE3, 0x81, 0x82, 0xFF]
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? interesting.randomElement(using: &random) ?? 0 : UInt8.random(in: 0...255, using: &random)
            }
            var whole = KeyParser()
            let expected = whole.feed(bytes)
            var chunked = KeyParser()
            let keys = Self.feedInRandomChunks(bytes, to: &chunked, upTo: 5, using: &random)
            #expect(keys == expected, "\(bytes)")
        }
    }

    @Test func anOverlongSequenceIsDroppedAsUnknownNotTyped() {
        var parser = KeyParser()
        let keys = parser.feed(Array(("\u{1B}[" + String(repeating: "1;", count: 40) + "A").utf8))
        #expect(keys.count == 1)
        if case .unknown = keys.first {} else { Issue.record("expected an unknown sequence, got \(keys)") }
        #expect(parser.feed(Array("j".utf8)) == [.character("j")])
    }

    @Test func unmodifiedStripsModifiers() {
        #expect(Key.modified(.up, .control).unmodified == .up)
        #expect(Key.down.unmodified == .down)
    }

    /// Feeds `bytes` in chunks of random lengths from 1 to `longest`, as reads would deliver them.
    static func feedInRandomChunks(
        _ bytes: [UInt8], to parser: inout KeyParser, upTo longest: Int, using random: inout SeededGenerator
    ) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let length = Int.random(in: 1...longest, using: &random)
            keys += parser.feed(bytes[index..<min(index + length, bytes.count)])
            index += length
        }
        return keys
    }
}
