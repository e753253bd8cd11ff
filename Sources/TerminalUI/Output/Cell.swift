import TerminalText

/// One character cell of the screen: what the renderer means to show there and what the
/// virtual terminal found there, so that the two can be compared directly.
///
/// A wide character takes two cells: the first holds it with `width` 2, the second is a
/// continuation (empty text, `width` 0) that is never drawn on its own.
package struct Cell: Hashable, Sendable {
    /// The grapheme cluster in this cell; empty for the right half of a wide character.
    package var text: String
    package var style: TextStyle
    /// 1 or 2 for a cell that starts a character, 0 for a continuation.
    package var width: Int

    package init(_ text: String, style: TextStyle = .plain, width: Int = 1) {
        self.text = text
        self.style = style
        self.width = width
    }

    /// An empty cell as an erase leaves it with the default colours.
    package static let blank = Cell(" ")

    /// The right half of a wide character drawn in `style`.
    package static func continuation(_ style: TextStyle) -> Cell {
        Cell("", style: style, width: 0)
    }

    /// Whether an erase to the default colours would leave this cell looking the same.
    package var isBlank: Bool { text == " " && style.isPlain }

    /// Whether this is the right half of a wide character.
    package var isContinuation: Bool { width == 0 }
}
