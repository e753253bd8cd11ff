import TerminalText
import Testing

/// Japanese line breaking holds across inline spans, link markers and table cells: at every
/// width, no line starts with closing punctuation or ends with an opening bracket because a
/// span or a marker began there.
@Suite struct InlineKinsokuTests {
    private static let forbiddenStarts: Set<Character> = ["。", "、", "）", "」", "』", "】", "ー", "っ", "…", "！", "？"]
    private static let forbiddenEnds: Set<Character> = ["「", "『", "（", "【"]

    /// The lines at every width from 10 (the narrowest layout) to 40, with and without colour.
    private func layouts(_ markdown: String) -> [(width: Int, colors: Bool, lines: [String])] {
        (10...40).flatMap { width in
            [false, true].map { colors in (width, colors, RenderedText.lines(markdown, width: width, colors: colors)) }
        }
    }

    private func expectKinsoku(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (width, colors, lines) in layouts(markdown) {
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, sourceLocation: sourceLocation)
                if let first = line.first(where: { $0 != " " && $0 != "│" }) {
                    #expect(
                        !Self.forbiddenStarts.contains(first), "\(lines) at \(width), colours \(colors)",
                        sourceLocation: sourceLocation)
                }
                if let last = line.last(where: { $0 != " " && $0 != "│" }) {
                    #expect(
                        !Self.forbiddenEnds.contains(last), "\(lines) at \(width), colours \(colors)",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func closingPunctuationStaysWithTheSpanBeforeIt() {
        expectKinsoku("この記事で扱う言語は`Solidity`。それから**太字の言葉**、そして_斜体の言葉_」です。")
    }

    /// As written in a real article: a space between the code span and 。 is no place to break.
    @Test func closingPunctuationAfterASpaceStaysOnTheLine() {
        expectKinsoku("の２つの `Contract` 準備したものとして説明する。下はサンプル。言語は `Solidity` 。次に進む。")
        #expect(
            RenderedText.lines("下はサンプル。言語は `Solidity` 。", width: 30, colors: true)
                == ["下はサンプル。言語は", "Solidity 。"])
    }

    @Test func anOpeningBracketGoesWithTheSpanAfterIt() {
        expectKinsoku("ここでは「`useState`」や（**フック**）や『_強調_』について説明します。")
    }

    @Test func punctuationAfterALinkStaysWithIt() {
        expectKinsoku("詳しくは[公式ドキュメント](https://example.com/docs)。または[こちら](https://example.com/)、です。")
    }

    @Test func aLinkMarkerIsNeverSplitFromItsText() {
        let markdown = "日本語の文章の中に[リンクの文字](https://example.com/a)があり、[二つ目](https://example.com/b)もある。"
        for (width, colors, lines) in layouts(markdown) {
            #expect(lines.contains { $0.contains("字[1]") }, "\(lines) at \(width), colours \(colors)")
            #expect(lines.contains { $0.contains("目[2]") }, "\(lines) at \(width), colours \(colors)")
        }
    }

    @Test func aFootnoteReferenceStaysWithTheWordBeforeIt() {
        let markdown = "日本語の文章の中に注釈[^1]があり、続きもある。\n\n[^1]: 注釈の本文"
        for (width, colors, lines) in layouts(markdown) {
            #expect(lines.contains { $0.contains("釈[^1]") }, "\(lines) at \(width), colours \(colors)")
        }
    }

    /// Split only when longer than the line, as `**Swift**UI` is at 10 columns without colour.
    @Test func aLatinWordAcrossSpansIsNotSplitWhenItFits() {
        for (width, colors, lines) in layouts("ここで**Swift**UIとAppKitを**比較**します。") {
            let word = colors ? "SwiftUI" : "**Swift**UI"
            guard word.count <= width else { continue }
            #expect(lines.contains { $0.contains(word) }, "\(lines) at \(width), colours \(colors)")
        }
    }

    @Test func kinsokuHoldsInsideTableCells() {
        let markdown = """
            | 項目 | 説明 |
            |---|---|
            | 言語 | この記事で扱う言語は`Solidity`。それから「`useState`」や（**フック**）について。 |
            """
        expectKinsoku(markdown)
    }
}
