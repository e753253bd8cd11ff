import TerminalUI

/// The prompt open at the bottom of the reader: what it is for, the line being edited, and how
/// far back into the ``PromptHistory`` ↑ has gone, with the text typed before that, which ↓
/// brings back past the newest entry, as a shell does.
package struct PromptField: Hashable, Sendable {
    package enum Purpose: Hashable, Sendable {
        /// `@user`, `#tag`, an id or an address, `?words`, `&word`, or a search of Qiita.
        case goTo
        /// Text in the page on screen.
        case find
    }

    package let purpose: Purpose
    /// What stands before the text: the key that opened it, as `/` or `:`.
    package let label: String
    package private(set) var editor = LineEditor()
    /// How many entries back from the newest is shown; nil while the user's own text is.
    package private(set) var recalled: Int?
    private var draft = ""

    package init(purpose: Purpose, label: String) {
        self.purpose = purpose
        self.label = label
    }

    package var text: String { editor.text }

    /// Applies an editing key (``LineEditor/apply(_:)``) or ↑ and ↓ through `history`; any other
    /// key does nothing.
    package mutating func apply(_ key: Key, history: PromptHistory) {
        switch key {
        case .up: recall(recalled.map { $0 + 1 } ?? 0, from: history)
        case .down: recall(recalled.map { $0 - 1 } ?? -1, from: history)
        default: _ = editor.apply(key)
        }
    }

    /// Shows the entry `back` steps from the newest (-1: the user's own text); beyond the oldest
    /// nothing changes.
    private mutating func recall(_ back: Int, from history: PromptHistory) {
        guard back < history.entries.count else { return }
        if recalled == nil { draft = editor.text }
        if back < 0 {
            recalled = nil
            editor = LineEditor(text: draft)
        } else {
            recalled = back
            editor = LineEditor(text: history.entries[history.entries.count - 1 - back])
        }
    }
}
