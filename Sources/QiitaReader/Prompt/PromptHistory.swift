import TerminalText

/// What was entered at the reader's prompts, oldest first, shared by the find and the go-to
/// prompt (a word found in a page is often the next one to search Qiita for). Capped, without
/// an entry twice in a row, and only single lines of a sane length, so that a file damaged or
/// edited by hand cannot bring control characters or a megabyte into the prompt.
package struct PromptHistory: Hashable, Sendable {
    package private(set) var entries: [String] = []

    /// How many entries are kept: the newest.
    package static let capacity = 100
    /// Longer entries (a pasted article) are not kept: they would never be recalled on purpose.
    package static let longestEntry = 1000

    package init(_ entries: [String] = []) {
        for entry in entries { add(entry) }
    }

    /// Adds `entry` as the newest, unless it is blank, too long, or the newest already; whether
    /// it was added.
    @discardableResult
    package mutating func add(_ entry: String) -> Bool {
        let line = Sanitizer.line(entry)
        guard !line.allSatisfy(\.isWhitespace), line.count <= Self.longestEntry, entries.last != line else { return false }
        entries.append(line)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        return true
    }

    /// This history with `entry` added.
    package func adding(_ entry: String) -> PromptHistory {
        var copy = self
        copy.add(entry)
        return copy
    }
}
