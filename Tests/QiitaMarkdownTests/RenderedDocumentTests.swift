import QiitaMarkdown
import TerminalText
import Testing
import TestSupport

/// A document printed without a pager is encoded in chunks of whole lines; put back together
/// they are exactly the document's text.
@Suite struct RenderedDocumentTests {
    @Test(.requiresFixtures, arguments: [1, 64, 1 << 15])
    func chunksMakeUpTheText(_ chunkSize: Int) {
        let bodies = FixtureBodyTests.bodies.prefix(20)
        #expect(bodies.count == 20)
        for body in bodies {
            let document = ArticleRenderer(header: nil, body: body).render(RenderOptions(width: 60))
            for encoder in [ANSIEncoder(colors: true, hyperlinks: true), .plain] {
                var bytes: [UInt8] = []
                var chunks = 0
                document.write(using: encoder, chunkSize: chunkSize) { chunk in
                    #expect(chunk.last == 0x0A, "a chunk ends with a whole line")
                    bytes += chunk
                    chunks += 1
                }
                #expect(String(decoding: bytes, as: UTF8.self) == document.text(using: encoder))
                if chunkSize == 1 { #expect(chunks == document.lines.count) }
            }
        }
    }
}
