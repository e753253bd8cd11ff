/// A `<details>` fold as laid out: the line of its label, its id (for
/// ``RenderOptions/toggledFolds``) and whether it is closed.
package struct DocumentFold: Sendable, Hashable {
    package var line: Int
    package var id: Int
    package var isFolded: Bool

    package init(line: Int, id: Int, isFolded: Bool) {
        self.line = line
        self.id = id
        self.isFolded = isFolded
    }
}
