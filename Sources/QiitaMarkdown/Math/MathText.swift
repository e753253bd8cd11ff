/// TeX math as a reader sees it in a terminal: the common notation written in Unicode
/// (`E = mc^2` as `E = mc²`, `\frac{1}{2}` as `1/2`).
///
/// A formula is converted only when every construct in it is understood (see ``TeXReader``);
/// otherwise these return nil and the source is shown, never a half-converted mixture.
enum MathText {
    /// Inline math (`$…$`) on one line, or nil.
    static func inline(_ tex: String) -> String? {
        guard let lines = TeXReader.lines(of: tex), lines.count == 1, let line = lines.first, !line.isEmpty else {
            return nil
        }
        return line
    }

    /// Display math, its lines (broken at `\\`) joined by newlines, or nil.
    static func display(_ tex: String) -> String? {
        guard var lines = TeXReader.lines(of: tex) else { return nil }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
