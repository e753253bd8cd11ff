extension StringProtocol {
    /// Without leading and trailing characters that satisfy `isTrimmed`.
    func trimming(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        trimming { $0 == " " || $0 == "\t" }
    }
}
