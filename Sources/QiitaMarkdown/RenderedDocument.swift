import TerminalText

/// An article laid out for one width: the lines to show and the numbered link targets.
public struct RenderedDocument: Sendable, Hashable {
    public var lines: [StyledLine]
    /// The targets of `[n]` in the text, in number order (number `n` is at index `n - 1`).
    public var links: [LinkReference]

    public init(lines: [StyledLine], links: [LinkReference]) {
        self.lines = lines
        self.links = links
    }

    /// The whole document as terminal text, one `\n` after every line.
    public func text(using encoder: ANSIEncoder) -> String {
        var output = ""
        output.reserveCapacity(lines.count * 40)
        for line in lines {
            encoder.encode(line, into: &output)
            output.append("\n")
        }
        return output
    }
}
