/// What the scanner carries from the end of one line to the start of the next.
struct ScannerState: Sendable, Equatable {
    /// A construct left open at the end of a line.
    enum Open: Sendable, Equatable {
        /// Inside the block comment `definition.blockComments[rule]`, `depth` levels deep.
        case comment(rule: Int, depth: Int)
        /// Inside the string `definition.strings[rule]`, which ends at `closing` (the rule's
        /// closer plus any raw-string fence or C++ tag).
        case string(rule: Int, closing: [UInt8])
        /// Inside a YAML block scalar (`key: |`): lines indented deeper than `indent` are its text.
        case blockScalar(indent: Int)
    }

    var open: Open?
    /// Markup: between a tag's name and its `>`, where attributes are.
    var insideTag = false
    /// Style sheets: how many `{` are open, which tells selectors from declarations.
    var braceDepth = 0
    /// Terminal sessions: the last command line ended with `\`, so the next line continues it.
    var continuesCommand = false
}
