import Foundation
import QiitaMarkdown
import Testing

/// Throughput of the highlighter on a 10,000-line Swift file. A measurement, not a check: it
/// prints its figures and asserts nothing about time. Run it in a release build with
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
        let chunkLines = Self.swiftChunk.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let code = String(repeating: Self.swiftChunk, count: 10_000 / chunkLines + 1)
        let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count
        let highlighter = SyntaxHighlighter(language: "swift")
        var best = Duration.seconds(1_000)
        var tokens = 0
        for _ in 0..<7 {
            let clock = ContinuousClock()
            let start = clock.now
            let lines = highlighter.highlight(code)
            best = min(best, clock.now - start)
            tokens = lines.reduce(0) { $0 + $1.count }
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        let megabytes = Double(code.utf8.count) / 1_000_000
        print(
            "highlight swift: \(lineCount) lines, \(code.utf8.count) bytes, \(tokens) tokens in "
                + "\(String(format: "%.2f", seconds * 1000)) ms = \(Int(Double(lineCount) / seconds)) lines/s, "
                + "\(String(format: "%.1f", megabytes / seconds)) MB/s")
        #expect(tokens > lineCount)
    }
}
