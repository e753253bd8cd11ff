/// The narrowest width that any text was filled into during one layout.
///
/// Layout keeps every line within its width by construction as long as each container leaves
/// its content at least ``safe`` columns; only when one did not (deep nesting, tiny terminals)
/// must the renderer run the final pass that cuts over-wide lines, which costs a measurement
/// of every line.
final class NarrowestWidth {
    /// Enough for any single character, wide ones included.
    static let safe = 2

    private(set) var value = Int.max

    func note(_ width: Int) {
        if width < value { value = width }
    }

    var wasSafe: Bool { value >= Self.safe }
}
