import QiitaMarkdown
import Testing

/// cmark-gfm toggles extension characters in a process-global table around each parse; parses on
/// several threads at once must still all see autolinks and strikethrough.
@Suite struct ConcurrentParsingTests {
    static let source = """
        A bare link https://example.com/a and ~~struck~~ text.

        https://www.youtube.com/watch?v=dQw4w9WgXcQ

        | a | b |
        |---|---|
        | 1 | 2 |
        """

    @Test func parallelParsesAgree() async {
        let expected = ArticleRenderer(header: nil, body: Self.source).render(RenderOptions(width: 60, colors: false))
        #expect(expected.links.count == 2)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<64 {
                group.addTask {
                    ArticleRenderer(header: nil, body: Self.source).render(RenderOptions(width: 60, colors: false)).lines.map(\.plainText)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected.lines.map(\.plainText) })
    }
}
