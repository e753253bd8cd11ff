import TerminalText

@testable import TerminalUI
import TestSupport

/// Random styled lines and frames built from pieces that stress layout: wide characters,
/// emoji sequences, combining marks, zero-width characters, many styles.
struct RandomFrames {
    var random: SeededGenerator

    static let pieces = [
        "a", "b", "x", " ", "  ", "Swift", "日", "本語", "ｶﾀｶﾅ", "ア", "👍", "👍🏽", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "❤️", "1️⃣",
        "\u{200B}", "—", "Ω", "한", "☺︎", "#", "🇺", "🏽", "\u{301}", "\u{200D}", "記事のタイトル",
    ]

    static let styles: [TextStyle] = [
        .plain, .bold, .fg(.red), .inverse, TextStyle(background: .blue, attributes: .underline),
        .fg(.indexed(200)), TextStyle(foreground: .brightCyan, background: .indexed(17), attributes: [.italic, .dim]),
        TextStyle(foreground: .green, link: "https://qiita.com/items/1"), .strikethrough,
    ]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func line() -> StyledLine {
        var line = StyledLine()
        for _ in 0..<int(0...4) {
            let text = (0..<int(1...6)).map { _ in Self.pieces[int(0...Self.pieces.count - 1)] }.joined()
            line.spans.append(Span(text, style: Self.styles[int(0...Self.styles.count - 1)]))
        }
        return line
    }

    mutating func frame(size: TerminalSize) -> Frame {
        let rows = (0..<int(0...size.rows + 1)).map { _ in line() }
        let cursor = chance(50) ? Frame.Cursor(row: int(-1...size.rows), column: int(-1...size.columns)) : nil
        return Frame(size: size, rows: rows, cursor: cursor)
    }

    /// The next frame of an animation: mostly small edits and scrolls, sometimes a new screen.
    mutating func step(from frame: Frame) -> Frame {
        var next = frame
        while next.rows.count < frame.size.rows { next.rows.append(StyledLine()) }
        let rowCount = next.rows.count
        switch int(0...9) {
        case 0...3 where rowCount >= 3:
            // Scroll the middle block by a few rows, keeping a header and a status line.
            let distance = int(1...max(1, min(4, rowCount - 3))) * (chance(50) ? 1 : -1)
            var middle = Array(next.rows[1..<(rowCount - 1)])
            if distance > 0 {
                middle.removeFirst(min(distance, middle.count))
                while middle.count < rowCount - 2 { middle.append(line()) }
            } else {
                middle.removeLast(min(-distance, middle.count))
                while middle.count < rowCount - 2 { middle.insert(line(), at: 0) }
            }
            next.rows.replaceSubrange(1..<(rowCount - 1), with: middle)
            next.rows[rowCount - 1] = line()
            if chance(50) { next.rows[int(1...rowCount - 2)] = line() }
        case 4...5 where rowCount > 0:
            for _ in 0..<int(1...3) { next.rows[int(0...rowCount - 1)] = line() }
        case 6 where rowCount > 0:
            let row = int(0...rowCount - 1)
            next.rows[row].spans = next.rows[row].spans.map {
                Span($0.text, style: Self.styles[int(0...Self.styles.count - 1)])
            }
        case 7:
            next = self.frame(size: frame.size)
        default:
            break
        }
        next.cursor =
            chance(30)
            ? Frame.Cursor(row: int(0...max(0, frame.size.rows - 1)), column: int(0...frame.size.columns)) : nil
        return next
    }
}
