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

    /// Every `<details>` is found on its laid-out line, wherever it stands: in a list, a quote,
    /// another fold or a comment, and when the page is squeezed narrower than planned; else the
    /// reader, which starts folds closed, could never open it.
    @Test(arguments: [80, 12])
    func everyFoldIsFoundWhereverItStands(width: Int) {
        let fold = "<details><summary>a long summary of what is folded</summary>\n\nhidden\n\n</details>"
        let body = "\(fold)\n\n- item\n\n  \(fold)\n\n> \(fold)\n\n<details><summary>outer</summary>\n\n\(fold)\n\n</details>"
        let comment = ArticleComment(authorID: "bob", date: "2026-11-27T12:00:00+09:00", body: fold)
        let document = ArticleRenderer(header: nil, body: body, comments: [comment]).render(RenderOptions(width: width))
        #expect(document.folds.count == 6, "\(document.folds)")
        #expect(Set(document.folds.map(\.id)).count == 6, "each fold once")
        for fold in document.folds {
            #expect(document.lines[fold.line].plainText.contains("▼"), "\(document.lines[fold.line].plainText)")
        }
    }
}
