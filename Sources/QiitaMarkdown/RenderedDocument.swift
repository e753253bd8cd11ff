import TerminalText

/// An article laid out for one width: the lines to show and the numbered link targets.
package struct RenderedDocument: Sendable, Hashable {
    package var lines: [StyledLine]
    /// The targets of `[n]` in the text, in number order (number `n` is at index `n - 1`).
    package var links: [LinkReference]
    /// The article's own headings (not those of comments), in order.
    package var headings: [DocumentHeading]
    /// The labels of `<details>` folds, in order of lines.
    package var folds: [DocumentFold]

    package init(
        lines: [StyledLine], links: [LinkReference], headings: [DocumentHeading] = [], folds: [DocumentFold] = []
    ) {
        self.lines = lines
        self.links = links
        self.headings = headings
        self.folds = folds
    }

    /// The same document `columns` further right (centred in a wider window); empty lines stay empty.
    package func indented(by columns: Int) -> RenderedDocument {
        guard columns > 0 else { return self }
        let margin = Span(String(repeating: " ", count: columns))
        return RenderedDocument(
            lines: lines.map { $0.spans.isEmpty ? $0 : StyledLine([margin] + $0.spans) }, links: links, headings: headings,
            folds: folds)
    }

    /// The whole document as terminal text, one `\n` after every line.
    package func text(using encoder: ANSIEncoder) -> String {
        // Encoded as bytes and made a string once: far cheaper than growing a string span by span.
        var output: [UInt8] = []
        output.reserveCapacity(lines.count * 64)
        for line in lines {
            encoder.encode(line, into: &output)
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The same text as ``text(using:)``, handed to `sink` as UTF-8 in pieces of whole lines
    /// of about `chunkSize` bytes: a long document printed this way is never held in memory
    /// twice, nor checked again as a string.
    package func write(
        using encoder: ANSIEncoder, chunkSize: Int = 1 << 15, to sink: ([UInt8]) throws -> Void
    ) rethrows {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkSize + 4096)
        for line in lines {
            encoder.encode(line, into: &chunk)
            chunk.append(0x0A)
            if chunk.count >= chunkSize {
                try sink(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { try sink(chunk) }
    }
}
