import Foundation
import QiitaMarkdown
import TerminalText
import Testing

/// Every construct rendered at widths 40, 80 and 120, with and without colour, compared with
/// the files in `Golden/`. ESC is written as `␛` there so that diffs stay readable.
/// `QIITA_UPDATE_GOLDEN=1 swift test --filter GoldenTests` writes the files anew.
@Suite struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)
    static let widths = [40, 80, 120]

    static let inputs: [String] = {
        let folder = directory.appendingPathComponent("inputs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func everyInputIsThere() {
        #expect(Self.inputs.count >= 12, "inputs found: \(Self.inputs)")
    }

    @Test(arguments: inputs)
    func markdown(_ name: String) throws {
        let source = try String(
            contentsOf: Self.directory.appendingPathComponent("inputs/\(name).md"), encoding: .utf8)
        let renderer = ArticleRenderer(header: nil, body: source)
        for width in Self.widths {
            for colors in [false, true] {
                let document = renderer.render(RenderOptions(width: width, colors: colors))
                try Self.compare(document, name: name, width: width, colors: colors)
            }
        }
    }

    @Test func article() throws {
        let renderer = ArticleRenderer(
            header: ArticleHeader(
                title: "Swift で Qiita の記事をターミナルに表示する方法（日本語の禁則処理つき）",
                authorID: "qiita_user", authorName: "キータ 太郎", created: "2024-05-01", updated: "2024-06-12",
                tags: ["Swift", "CLI", "Markdown", "ターミナル"], likes: 128, stocks: 64, comments: 2,
                url: "https://qiita.com/qiita_user/items/0123456789abcdef0123", organization: "Increments"),
            body: "## はじめに\n\n本文です。[リンク](https://qiita.com/)もあります。\n\n```swift:main.swift\nprint(\"hi\")\n```",
            comments: [
                ArticleComment(authorID: "reader", authorName: "Reader", date: "2024-05-02", body: "参考になりました！ :+1:"),
                ArticleComment(
                    authorID: "second", authorName: nil, date: "2024-05-03",
                    body: "> 本文です。\n\nこの部分は [公式ドキュメント](https://docs.example.com/) にもあります。"),
            ])
        for width in Self.widths {
            for colors in [false, true] {
                try Self.compare(renderer.render(RenderOptions(width: width, colors: colors)), name: "article", width: width, colors: colors)
            }
        }
    }

    /// Compares with (or, when asked, writes) `Golden/<name>.w<width>.<plain|color>.txt`.
    static func compare(_ document: RenderedDocument, name: String, width: Int, colors: Bool) throws {
        for line in document.lines { #expect(line.width <= width, "\(name) at \(width): \(line.plainText)") }
        let encoder = ANSIEncoder(colors: colors, hyperlinks: colors)
        let text = document.text(using: encoder).replacingOccurrences(of: "\u{1B}", with: "␛")
        let file = directory.appendingPathComponent("\(name).w\(width).\(colors ? "color" : "plain").txt")
        if ProcessInfo.processInfo.environment["QIITA_UPDATE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden file \(file.lastPathComponent); run with QIITA_UPDATE_GOLDEN=1")
            return
        }
        if text != expected {
            let got = text.split(separator: "\n", omittingEmptySubsequences: false)
            let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
            let gotLine = first < got.count ? String(got[first]) : "<end>"
            let wantLine = first < want.count ? String(want[first]) : "<end>"
            Issue.record("\(file.lastPathComponent) differs at line \(first + 1):\n got: \(gotLine)\nwant: \(wantLine)")
        }
    }
}
