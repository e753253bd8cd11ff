import Foundation
import QiitaMarkdown
import Testing
import TestSupport

/// The code blocks of the real articles in the recorded API responses, highlighted with their
/// own info strings (`ruby:app.rb`, `diff:App.js`, `shell-session`, `C++`, …).
@Suite(.requiresFixtures) struct RecordedCodeBlockTests {
    /// A fenced code block: its info string split at the first `:` as Qiita does, and its code.
    struct CodeBlock {
        let language: String
        let filename: String
        let code: String
    }

    static let blocks: [CodeBlock] = {
        var blocks: [CodeBlock] = []
        for name in (try? Fixtures.names()) ?? [] where name.hasSuffix(".json") {
            guard let data = try? Fixtures.data(name), let json = try? JSONSerialization.jsonObject(with: data) else {
                continue
            }
            for body in articleBodies(in: json) { blocks += codeBlocks(in: body) }
        }
        return blocks
    }()

    @Test func everyRecordedCodeBlockRebuildsLosslessly() {
        #expect(Self.blocks.count > 150, "found \(Self.blocks.count) code blocks")
        for block in Self.blocks {
            let highlighter = SyntaxHighlighter(language: block.language, filename: block.filename)
            HighlighterRobustnessTests.expectLossless(highlighter, block.code)
        }
    }

    @Test func mostRecordedCodeBlocksResolveToALanguage() {
        let resolved = Self.blocks.filter {
            SyntaxHighlighter(language: $0.language, filename: $0.filename).language != nil
        }
        #expect(resolved.count * 2 >= Self.blocks.count, "\(resolved.count) of \(Self.blocks.count)")
        let diffs = Self.blocks.filter { $0.language == "diff" && $0.filename == "App.js" }
        #expect(!diffs.isEmpty)
        for block in diffs {
            #expect(SyntaxHighlighter(language: block.language, filename: block.filename).language == "diff_javascript")
        }
    }

    /// Every `body` string in a decoded response, however deeply the response wraps its items.
    private static func articleBodies(in json: Any) -> [String] {
        switch json {
        case let object as [String: Any]:
            let own = (object["body"] as? String).map { [$0] } ?? []
            return own + object.filter { $0.key != "body" }.values.flatMap(articleBodies)
        case let array as [Any]:
            return array.flatMap(articleBodies)
        default:
            return []
        }
    }

    /// The fenced blocks of a markdown text (```` ``` ```` or `~~~`, indented up to three spaces).
    private static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (fence: String, info: String, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var current = open {
                if line.count - trimmed.count <= 3, trimmed.hasPrefix(current.fence),
                    trimmed.allSatisfy({ $0 == current.fence.first || $0.isWhitespace })
                {
                    let parts = current.info.split(separator: ":", maxSplits: 1).map(String.init)
                    blocks.append(
                        CodeBlock(
                            language: parts.first ?? "", filename: parts.count > 1 ? parts[1] : "",
                            code: current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    current.lines.append(line)
                    open = current
                }
            } else if line.count - trimmed.count <= 3, let marker = trimmed.first, marker == "`" || marker == "~" {
                let fence = String(trimmed.prefix { $0 == marker })
                if fence.count >= 3 {
                    let info = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                    open = (fence, info, [])
                }
            }
        }
        return blocks
    }
}
