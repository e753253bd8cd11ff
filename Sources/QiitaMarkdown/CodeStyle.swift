/// How code blocks are drawn. Framed code has a `│` gutter that marks it even without colour;
/// plain code starts at the left edge, so that a mouse selection in the terminal copies the
/// code alone.
package enum CodeStyle: String, Sendable, Hashable, CaseIterable {
    case framed, plain
}
