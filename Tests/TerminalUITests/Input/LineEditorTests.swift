import TerminalText
import Testing
import TestSupport

@testable import TerminalUI

@Suite struct LineEditorTests {
    static func editor(_ keys: [Key], from text: String = "") -> LineEditor {
        var editor = LineEditor(text: text)
        for key in keys { _ = editor.apply(key) }
        return editor
    }

    static func typing(_ text: String) -> [Key] {
        text.unicodeScalars.map { .character(Character($0)) }
    }

    @Test func typesJapaneseAndMovesByGrapheme() {
        var editor = Self.editor(Self.typing("日本語の記事"))
        #expect(editor.text == "日本語の記事")
        #expect(editor.cursor == 6)
        _ = editor.apply(.left)
        _ = editor.apply(.left)
        _ = editor.apply(.backspace)
        #expect(editor.text == "日本語記事")
        #expect(editor.cursor == 3)
        _ = editor.apply(.character("を"))
        #expect(editor.text == "日本語を記事")
    }

    @Test func emojiModifiersAndCombiningMarksJoinTheCharacterBeforeThem() {
        let editor = Self.editor(Self.typing("👍🏽e\u{301}"))
        #expect(editor.text.count == 2)
        #expect(editor.cursor == 2)
        var deleting = editor
        deleting.deleteBackward()
        #expect(deleting.text == "👍🏽")
        deleting.deleteBackward()
        #expect(deleting.text == "")
    }

    @Test(arguments: [
        ([Key.home, .character("x")], "xabc def", 1),
        ([.control("a"), .control("e"), .character("x")], "abc defx", 8),
        ([.left, .left, .control("u")], "ef", 0),
        ([.left, .left, .control("k")], "abc d", 5),
        ([.control("w")], "abc ", 4),
        ([.control("w"), .control("w")], "", 0),
        ([.left, .left, .left, .control("w")], "def", 0),
        ([.home, .delete, .delete], "c def", 0),
        ([.home, .control("d")], "bc def", 0),
        ([.alt("b"), .character("_")], "abc _def", 5),
        ([.home, .alt("f"), .character("_")], "abc_ def", 4),
        ([.modified(.left, .control), .modified(.left, .control), .character("_")], "_abc def", 1),
        ([.end, .right, .right, .character("!")], "abc def!", 8),
        ([.home, .left, .backspace], "abc def", 0),
        ([.paste("x\ny\tz\u{1B}[31m")], "abc defx y z", 12),
    ])
    func editingKeys(_ keys: [Key], _ text: String, _ cursor: Int) {
        let editor = Self.editor(keys, from: "abc def")
        #expect(editor.text == text)
        #expect(editor.cursor == cursor)
    }

    @Test(arguments: [Key.enter, .escape, .up, .down, .tab, .control("c"), .pageDown])
    func keysThatAreNotEditingAreLeftToTheCaller(_ key: Key) {
        var editor = LineEditor(text: "abc")
        let handled = editor.apply(key)
        #expect(!handled)
        #expect(editor == LineEditor(text: "abc"))
    }

    @Test func aShortTextShowsWholeWithTheCursorAfterIt() {
        let editor = LineEditor(text: "日本")
        #expect(editor.view(width: 10) == LineEditor.View(text: "日本", cursorColumn: 4))
    }

    @Test func aLongTextScrollsToKeepTheCursorInSight() {
        var editor = LineEditor(text: "0123456789日本語")
        #expect(editor.view(width: 8) == LineEditor.View(text: "9日本語", cursorColumn: 7))
        editor.moveToStart()
        #expect(editor.view(width: 8) == LineEditor.View(text: "01234567", cursorColumn: 0))
        for _ in 0..<11 { editor.moveRight() }
        #expect(editor.view(width: 8) == LineEditor.View(text: "9日本語", cursorColumn: 3))
    }

    @Test func aWideCharacterCutByTheEdgeShowsAsSpace() {
        var editor = LineEditor(text: "日本語です")
        editor.moveToStart()
        #expect(editor.view(width: 5) == LineEditor.View(text: "日本 ", cursorColumn: 0))
        editor.moveToEnd()
        #expect(editor.view(width: 4) == LineEditor.View(text: " す", cursorColumn: 3))
    }

    @Test func everyViewFitsAndHoldsTheCursor() {
        var random = SeededGenerator(seed: 8)
        let pieces = ["a", "日", "👍🏽", " ", "e\u{301}", "ｶ"]
        for _ in 0..<500 {
            var editor = LineEditor(
                text: (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random) ?? ""
                }.joined())
            for _ in 0..<Int.random(in: 0...30, using: &random) { editor.moveLeft() }
            for width in [1, 2, 3, 7, 20] {
                let view = editor.view(width: width)
                #expect(DisplayWidth.of(view.text) <= width)
                #expect((0..<width).contains(view.cursorColumn))
            }
        }
        #expect(LineEditor(text: "abc").view(width: 0) == LineEditor.View(text: "", cursorColumn: 0))
    }
}
