import TerminalText
import Testing

@testable import TerminalUI

/// The byte budget of the reader's list: what a one-row scroll costs against a full repaint.
@Suite struct IncrementalRenderingTests {
    /// A screen of the reader's article list: a header, one row per article with the selected
    /// one highlighted, and a status line.
    static func listFrame(size: TerminalSize, first: Int, selected: Int, total: Int = 10_000) -> Frame {
        var rows = [StyledLine(DisplayWidth.pad(" Qiita — 新着記事", to: size.columns), style: .inverse)]
        for index in first..<(first + size.rows - 2) {
            var line = StyledLine()
            line.append(String(index + 1).leftPadded(6) + "  ", style: .fg(.brightBlack))
            line.append("Swift 6 の並行処理を理解する (\(index)) — actor と Sendable", style: .bold)
            line.append("  @user\(index % 97)  ♥ \(index % 50)", style: .fg(.cyan))
            if index == selected {
                line = StyledLine(
                    line.padded(to: size.columns).spans.map { Span($0.text, style: $0.style.merged(with: .inverse)) })
            }
            rows.append(line.truncated(to: size.columns))
        }
        rows.append(StyledLine("\(selected + 1)/\(total)  j/k: move  /: search  q: quit", style: .dim))
        return Frame(size: size, rows: rows)
    }

    @Test(arguments: [ANSIEncoder(colors: true), ANSIEncoder(colors: false)])
    func aOneRowScrollWritesASmallFractionOfAFullRepaint(_ encoder: ANSIEncoder) {
        let size = TerminalSize(columns: 100, rows: 40)
        var rendered = RenderedScreen(size: size, encoder: encoder)
        let before = Self.listFrame(size: size, first: 0, selected: 37)
        rendered.show(before)
        let fullRepaint = rendered.lastBytes.count
        // The selection was on the last visible row; `j` scrolls the list by one.
        let after = Self.listFrame(size: size, first: 1, selected: 38)
        rendered.show(after)
        let scroll = rendered.lastBytes.count
        #expect(rendered.firstDifference(from: after) == nil)
        #expect(Double(scroll) / Double(fullRepaint) < 0.15, "scroll \(scroll) bytes, full repaint \(fullRepaint)")
        let written = String(decoding: rendered.lastBytes, as: UTF8.self)
        #expect(written.contains(/\x1B\[2;\d+r/), "the list moves inside a scroll region below the header")
    }

    @Test func pagingDownAndBackUpStaysExact() {
        let size = TerminalSize(columns: 60, rows: 20)
        var rendered = RenderedScreen(size: size)
        var first = 0
        for step in [1, 1, 5, -3, 18, -18, 0, 2, -1] {
            first = max(0, first + step)
            let frame = Self.listFrame(size: size, first: first, selected: first + 3)
            rendered.show(frame)
            #expect(rendered.firstDifference(from: frame) == nil, "step \(step)")
        }
    }

    @Test func movingTheSelectionRewritesOnlyTheTwoRowsAndTheStatusLine() {
        let size = TerminalSize(columns: 100, rows: 40)
        var rendered = RenderedScreen(size: size)
        rendered.show(Self.listFrame(size: size, first: 0, selected: 3))
        let full = rendered.lastBytes.count
        rendered.show(Self.listFrame(size: size, first: 0, selected: 4))
        #expect(rendered.firstDifference(from: Self.listFrame(size: size, first: 0, selected: 4)) == nil)
        #expect(Double(rendered.lastBytes.count) / Double(full) < 0.15)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
