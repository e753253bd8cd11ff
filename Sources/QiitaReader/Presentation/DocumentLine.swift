import TerminalText

/// One laid-out line of an article or of a comments page: the element of document screens.
package struct DocumentLine: Hashable, Sendable {
    package var line: StyledLine

    package init(_ line: StyledLine) {
        self.line = line
    }
}
