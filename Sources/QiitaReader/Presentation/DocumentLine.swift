import TerminalText

/// One laid-out line of an article or of a comments page: the element of document screens.
public struct DocumentLine: Hashable, Sendable {
    public var line: StyledLine

    public init(_ line: StyledLine) {
        self.line = line
    }
}
