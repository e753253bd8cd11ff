import Foundation
import QiitaMarkdown
import TerminalText
import TestSupport
import Testing

/// Every article body recorded in `shared/qiita-fixtures`, rendered at several widths with
/// and without colour: no line may be wider than asked, and without colour no escape
/// byte or C1 control may reach the output.
@Suite(.requiresFixtures) struct FixtureBodyTests {
    /// The `body` of every item-like object (one with a title or a rendered body) in the JSON
    /// fixtures, wherever it sits (some files wrap arrays in objects). Unreadable files are
    /// skipped: a few fixtures are elided by their authors and are not valid JSON.
    static let bodies: [String] = {
        var bodies: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let body = object["body"] as? String, object["title"] != nil || object["rendered_body"] != nil {
                    bodies.append(body)
                }
                for child in object.values { collect(child) }
            } else if let array = value as? [Any] {
                for child in array { collect(child) }
            }
        }
        for name in (try? Fixtures.names()) ?? [] where name.hasSuffix(".json") {
            guard let data = try? Fixtures.data(name),
                let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            else { continue }
            collect(json)
        }
        return bodies
    }()

    @Test func theFixturesHoldManyArticles() {
        #expect(Self.bodies.count >= 50, "found \(Self.bodies.count) bodies")
        #expect(Self.bodies.reduce(0) { $0 + $1.utf8.count } > 500_000)
    }

    @Test(arguments: [20, 40, 80, 120])
    func noLineIsWiderThanTheWidth(_ width: Int) {
        for (index, body) in Self.bodies.enumerated() {
            let renderer = ArticleRenderer(header: nil, body: body)
            for colors in [false, true] {
                let document = renderer.render(RenderOptions(width: width, colors: colors))
                let wide = document.lines.filter { $0.width > width }
                #expect(wide.isEmpty, "body \(index) at \(width): \(wide.first?.plainText ?? "")")
                let encoded = document.text(using: ANSIEncoder(colors: colors, hyperlinks: colors))
                if !colors {
                    #expect(!encoded.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) })
                }
            }
        }
    }

    /// Wrapping never starts a line with closing punctuation nor ends one with an opening
    /// bracket: such a line must start (or end) a line of the article laid out unwrapped too, as
    /// after an author's line break. Raw HTML is shown as its source, cut where it meets the
    /// width, so its lines are left out.
    @Test(arguments: [false, true])
    func wrappingKeepsKinsoku(colors: Bool) {
        let forbiddenStarts: Set<Character> = ["。", "、", "，", "．", "）", "」", "』", "】", "ー", "っ", "ゃ", "…", "！", "？"]
        let forbiddenEnds: Set<Character> = ["「", "『", "（", "【"]
        for (index, body) in Self.bodies.enumerated() {
            let renderer = ArticleRenderer(header: nil, body: body)
            let unwrapped = renderer.render(RenderOptions(width: 2000, colors: colors)).lines.map(Self.content(of:))
            for width in [20, 40, 80] {
                for line in renderer.render(RenderOptions(width: width, colors: colors)).lines
                where !line.spans.allSatisfy({ $0.style == Theme.standard.html || $0.text.allSatisfy(\.isWhitespace) }) {
                    let text = Self.content(of: line)
                    guard let first = text.first, let last = text.last, !text.hasPrefix("↪"),
                        forbiddenStarts.contains(first) || forbiddenEnds.contains(last)
                    else { continue }
                    let excused = unwrapped.contains { whole in
                        forbiddenStarts.contains(first) ? whole.hasPrefix(text) : whole.hasSuffix(text)
                    }
                    #expect(excused, "body \(index) at \(width), colours \(colors): \(text)")
                }
            }
        }
    }

    /// A line's text inside the frames, gutters and list markers around it.
    private static func content(of line: StyledLine) -> String {
        let frame: Set<Character> = [" ", "│", "•", "◦", "▪", "▫", "☐", "☑"]
        let text = line.plainText
        guard let start = text.firstIndex(where: { !frame.contains($0) }),
            let end = text.lastIndex(where: { !frame.contains($0) })
        else { return "" }
        return String(text[start...end])
    }
}
