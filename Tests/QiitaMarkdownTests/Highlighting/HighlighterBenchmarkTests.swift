import Foundation
import QiitaMarkdown
import Testing

/// Throughput of the highlighter on a 10,000-line Swift file and on every code block of the
/// recorded articles. A measurement, not a check: it prints its figures and asserts nothing
/// about time. Run it in a release build with
/// `QIITA_BENCHMARK=1 swift test -c release --filter HighlighterBenchmarkTests`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["QIITA_BENCHMARK"] != nil))
struct HighlighterBenchmarkTests {
    static let swiftChunk = #"""
        import Foundation

        /// A list presenter that pages through results.
        @MainActor
        final class ListPresenter<Element: Sendable>: ObservableObject {
            private(set) var items: [Element] = []
            private var page = 1
            let perPage = 20
            /* Paging state: the next page to load,
               and whether the last one has been seen. */
            var isExhausted = false

            func loadMore(using client: Client) async throws {
                guard !isExhausted else { return }
                let response = try await client.send(ItemsRequest(page: page, perPage: perPage))
                items.append(contentsOf: response.elements)
                page += 1
                isExhausted = response.elements.count < perPage || page > 0x64
                print("loaded \(items.count) items, page \(page)") // progress
            }

            func title(for index: Int) -> String {
                let raw = #"C:\items\"# + "\(index)"
                return index.isMultiple(of: 2) ? "even: \(raw)" : """
                    odd: \(raw)
                    """
            }
        }

        """#

    @Test func swiftTenThousandLines() {
        let code = Self.tenThousandLinesOfSwift()
        let highlighter = SyntaxHighlighter(language: "swift")
        let (seconds, tokens) = Self.bestOfSeven { highlighter.highlight(code).reduce(0) { $0 + $1.count } }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        Self.report("swift", lines: lines, bytes: code.utf8.count, tokens, seconds)
        #expect(tokens > 10_000)
    }

    @Test func recordedArticleCodeBlocks() {
        let blocks = RecordedCodeBlockTests.blocks.map {
            (SyntaxHighlighter(language: $0.language, filename: $0.filename), $0.code)
        }
        let (seconds, tokens) = Self.bestOfSeven {
            blocks.reduce(0) { sum, block in sum + block.0.highlight(block.1).reduce(0) { $0 + $1.count } }
        }
        let lines = blocks.reduce(0) { $0 + $1.1.split(separator: "\n", omittingEmptySubsequences: false).count }
        let bytes = blocks.reduce(0) { $0 + $1.1.utf8.count }
        Self.report("\(blocks.count) recorded blocks", lines: lines, bytes: bytes, tokens, seconds)
        #expect(tokens > lines)
    }

    private static func tenThousandLinesOfSwift() -> String {
        let chunkLines = swiftChunk.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return String(repeating: swiftChunk, count: 10_000 / chunkLines + 1)
    }

    /// The fastest of seven runs of `work`, in seconds, and what the last run returned.
    private static func bestOfSeven(_ work: () -> Int) -> (Double, Int) {
        var best = Duration.seconds(1_000)
        var result = 0
        for _ in 0..<7 {
            let clock = ContinuousClock()
            let start = clock.now
            result = work()
            best = min(best, clock.now - start)
        }
        return (Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18, result)
    }

    private static func report(_ name: String, lines: Int, bytes: Int, _ tokens: Int, _ seconds: Double) {
        print(
            "highlight \(name): \(lines) lines, \(bytes) bytes, \(tokens) tokens in "
                + "\(String(format: "%.2f", seconds * 1000)) ms = \(Int(Double(lines) / seconds)) lines/s, "
                + "\(String(format: "%.1f", Double(bytes) / 1_000_000 / seconds)) MB/s")
    }
}
