// The trimming helpers of every target that builds on QiitaAPI (accounts, the reader, the
// command line). QiitaMarkdown, which does not depend on the API, has its own copy of
// `trimmingSpaces`.

extension StringProtocol {
    /// Without leading and trailing characters that satisfy `isTrimmed`.
    package func trimming(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// Without leading and trailing spaces and tabs (HTTP's optional white space).
    package func trimmingSpaces() -> String {
        trimming { $0 == " " || $0 == "\t" }
    }

    /// Without leading and trailing white space, line breaks included (a pasted token, a query).
    package func trimmingWhitespace() -> String {
        trimming { $0.isWhitespace }
    }
}
