import TerminalText
import Testing

@testable import TerminalUI
import TerminalUITestSupport

@Suite struct FrameRendererTests {
    static let sizes = [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 20, rows: 5), TerminalSize(columns: 1, rows: 1),
        TerminalSize(columns: 0, rows: 0), TerminalSize(columns: 1, rows: 6), TerminalSize(columns: 7, rows: 1),
        TerminalSize(columns: 2, rows: 3), TerminalSize(columns: 0, rows: 4), TerminalSize(columns: 9, rows: 0),
    ]

    @Test func firstFrameShowsExactlyTheFrame() {
        let size = TerminalSize(columns: 12, rows: 4)
        var rendered = RenderedScreen(size: size)
        let frame = Frame(
            size: size,
            rows: [
                StyledLine("記事 Qiita", style: .bold), StyledLine(), StyledLine("👍🏽 e\u{301}!"), StyledLine("status"),
            ],
            cursor: Frame.Cursor(row: 3, column: 6))
        rendered.show(frame)
        #expect(rendered.screen.lines == ["記事 Qiita", "", "👍🏽 e\u{301}!", "status"])
        #expect(rendered.screen.cells[0][0].style == .bold)
        #expect(rendered.screen.cursor == Frame.Cursor(row: 3, column: 6))
        #expect(rendered.screen.isCursorVisible)
        #expect(rendered.firstDifference(from: frame) == nil)
    }

    @Test(arguments: sizes)
    func randomFramesRoundTripThroughTheVirtualScreen(_ size: TerminalSize) {
        for seed in UInt64(1)...12 {
            var random = RandomFrames(seed: seed &* 1_000 &+ UInt64(size.columns * 31 + size.rows))
            var rendered = RenderedScreen(size: size)
            for step in 0..<25 {
                let frame = random.frame(size: size)
                rendered.show(frame)
                #expect(rendered.firstDifference(from: frame) == nil, "seed \(seed) step \(step)")
                #expect(rendered.screen.isCursorVisible == (frame.visibleCursor != nil))
                if let cursor = frame.visibleCursor { #expect(rendered.screen.cursor == cursor) }
            }
        }
    }

    @Test(arguments: sizes)
    func animationsOfEditsAndScrollsRoundTrip(_ size: TerminalSize) {
        for seed in UInt64(1)...10 {
            var random = RandomFrames(seed: seed &+ 500 &+ UInt64(size.columns * 7 + size.rows))
            var rendered = RenderedScreen(size: size)
            var frame = random.frame(size: size)
            rendered.show(frame)
            for step in 0..<40 {
                frame = random.step(from: frame)
                rendered.show(frame)
                #expect(rendered.firstDifference(from: frame) == nil, "seed \(seed) step \(step)")
                if let cursor = frame.visibleCursor { #expect(rendered.screen.cursor == cursor) }
            }
        }
    }

    @Test func resizesRepaintEverything() {
        var random = RandomFrames(seed: 99)
        var rendered = RenderedScreen(size: TerminalSize(columns: 80, rows: 24))
        for size in Self.sizes + Self.sizes.reversed() {
            let frame = random.frame(size: size)
            rendered.show(frame)
            #expect(rendered.firstDifference(from: frame) == nil, "\(size)")
        }
    }

    @Test func colorOffWritesNoStylesButStillMovesTheCursor() {
        let size = TerminalSize(columns: 30, rows: 8)
        var random = RandomFrames(seed: 3)
        var rendered = RenderedScreen(size: size, encoder: ANSIEncoder(colors: false))
        var frame = random.frame(size: size)
        for _ in 0..<30 {
            rendered.show(frame)
            #expect(rendered.firstDifference(from: frame) == nil)
            #expect(!Self.containsSGR(rendered.lastBytes))
            #expect(!Self.containsOSC(rendered.lastBytes))
            frame = random.step(from: frame)
        }
        #expect(rendered.screen.cells.joined().allSatisfy { $0.style == .plain })
    }

    @Test func hyperlinksAreWrittenOnlyWhenEnabled() {
        let size = TerminalSize(columns: 30, rows: 2)
        let linked = StyledLine("記事", style: TextStyle(foreground: .blue, link: "https://qiita.com/a b"))
        let frame = Frame(size: size, rows: [linked, StyledLine("javascript", style: TextStyle(link: "javascript:x"))])
        var withLinks = RenderedScreen(size: size, encoder: ANSIEncoder(colors: true, hyperlinks: true))
        withLinks.show(frame)
        let written = String(decoding: withLinks.lastBytes, as: UTF8.self)
        #expect(written.contains("\u{1B}]8;;https://qiita.com/a%20b\u{1B}\\\u{1B}[0;34m記事"))
        #expect(
            written.split(separator: "\u{1B}]8;;\u{1B}\\", omittingEmptySubsequences: false).count == 2,
            "the link is closed once")
        #expect(!written.contains("javascript:"))
        #expect(withLinks.firstDifference(from: frame) == nil)

        var withoutLinks = RenderedScreen(size: size)
        withoutLinks.show(frame)
        #expect(!Self.containsOSC(withoutLinks.lastBytes))
    }

    @Test func anUnchangedFrameWritesNothing() {
        let size = TerminalSize(columns: 40, rows: 10)
        var random = RandomFrames(seed: 11)
        var rendered = RenderedScreen(size: size)
        let frame = random.frame(size: size)
        rendered.show(frame)
        rendered.show(frame)
        #expect(rendered.lastBytes.isEmpty)
    }

    @Test func invalidateRepaintsInFull() {
        let size = TerminalSize(columns: 40, rows: 10)
        var random = RandomFrames(seed: 12)
        var rendered = RenderedScreen(size: size)
        let frame = random.frame(size: size)
        rendered.show(frame)
        let full = rendered.lastBytes
        rendered.renderer.invalidate()
        rendered.show(frame)
        #expect(rendered.lastBytes == full)
        // A screen scribbled over by someone else is put right by the full repaint.
        rendered.screen.write(Array("\u{1B}[2;3Hgarbage\u{1B}[41m\u{1B}[K".utf8))
        rendered.renderer.invalidate()
        rendered.show(frame)
        #expect(rendered.firstDifference(from: frame) == nil)
    }

    @Test func aChangeInOneCellRewritesOnlyThatCell() {
        let size = TerminalSize(columns: 40, rows: 3)
        var rendered = RenderedScreen(size: size)
        let before = Frame(size: size, rows: [StyledLine("1/100  記事のタイトル  @user")])
        rendered.show(before)
        let after = Frame(size: size, rows: [StyledLine("2/100  記事のタイトル  @user")])
        rendered.show(after)
        let written = String(decoding: rendered.lastBytes, as: UTF8.self)
        #expect(written == "\u{1B}[?2026h\r2\u{1B}[?2026l")
        #expect(rendered.firstDifference(from: after) == nil)
    }

    @Test func aWideCharacterAtTheRightEdgeBecomesASpace() {
        let size = TerminalSize(columns: 5, rows: 2)
        var rendered = RenderedScreen(size: size)
        let frame = Frame(size: size, rows: [StyledLine("abcd日本"), StyledLine("日本語")])
        rendered.show(frame)
        #expect(rendered.screen.lines == ["abcd", "日本"])
        #expect(rendered.screen.cells[0][4] == .blank)
        #expect(rendered.screen.cells[1][4] == .blank)
        #expect(rendered.firstDifference(from: frame) == nil)
    }

    @Test func wideCharactersReplacedByNarrowOnesLeaveNoHalves() {
        let size = TerminalSize(columns: 8, rows: 1)
        var rendered = RenderedScreen(size: size)
        let frames = ["日本語です", "a日b本c語", "abcdefgh", "xx日本語", " 日 本 語", "日本語です"].map {
            Frame(size: size, rows: [StyledLine($0)])
        }
        for frame in frames {
            rendered.show(frame)
            #expect(rendered.firstDifference(from: frame) == nil, "\(frame.rows[0].plainText)")
        }
    }

    @Test func theCursorIsShownWhereTheFrameSaysAndHiddenOtherwise() {
        let size = TerminalSize(columns: 20, rows: 5)
        var rendered = RenderedScreen(size: size)
        rendered.show(Frame(size: size, rows: [StyledLine("/検索")], cursor: Frame.Cursor(row: 0, column: 5)))
        #expect(rendered.screen.isCursorVisible)
        #expect(rendered.screen.cursor == Frame.Cursor(row: 0, column: 5))
        rendered.show(Frame(size: size, rows: [StyledLine("list")]))
        #expect(!rendered.screen.isCursorVisible)
        rendered.show(Frame(size: size, rows: [StyledLine("list")], cursor: Frame.Cursor(row: 99, column: -3)))
        #expect(rendered.screen.cursor == Frame.Cursor(row: 4, column: 0))
    }

    @Test func changingTheEncoderRepaints() {
        let size = TerminalSize(columns: 10, rows: 2)
        var rendered = RenderedScreen(size: size)
        let frame = Frame(size: size, rows: [StyledLine("red", style: .fg(.red))])
        rendered.show(frame)
        rendered.renderer.encoder = ANSIEncoder(colors: false)
        rendered.show(frame)
        #expect(rendered.screen.cells[0][0].style == .plain)
    }

    static func containsSGR(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains(/\x1B\[[0-9;]*m/)
    }

    static func containsOSC(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("\u{1B}]")
    }
}
