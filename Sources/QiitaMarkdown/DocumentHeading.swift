/// A heading of an article as laid out: the line it starts on, its level and its text, for the
/// reader's outline (`[` and `]`, and the section named on the status line).
package struct DocumentHeading: Sendable, Hashable {
    package var line: Int
    package var level: Int
    package var title: String

    package init(line: Int, level: Int, title: String) {
        self.line = line
        self.level = level
        self.title = title
    }
}
