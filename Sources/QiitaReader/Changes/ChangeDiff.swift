/// What changed in an article since it was read, as a Markdown diff block that the renderer
/// highlights (`-` lines removed, `+` lines added), with three lines of context around each
/// change and `@@` where unchanged lines are left out.
package enum ChangeDiff {
    static let context = 3

    package static func markdown(from old: String, to new: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = diff(oldLines, newLines)
        guard lines.contains(where: { $0.first != " " }) else { return "*No change in the text: only its date.*" }
        // Lines to keep: every change, and `context` lines on each side of one.
        var keep = Set<Int>()
        for (index, line) in lines.enumerated() where line.first != " " {
            keep.formUnion(max(0, index - context)...min(lines.count - 1, index + context))
        }
        var block: [String] = []
        var last = -1
        for index in keep.sorted() {
            if index != last + 1 { block.append("@@") }
            block.append(lines[index])
            last = index
        }
        // A fence longer than any backtick run in the text, so no line can close it.
        let longestRun = lines.map { $0.split(separator: "`", omittingEmptySubsequences: false).count - 1 }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return "\(fence)diff\n" + block.joined(separator: "\n") + "\n\(fence)\n"
    }

    /// Every line of both versions in order, each prefixed with `-`, `+` or a space.
    static func diff(_ old: [String], _ new: [String]) -> [String] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [String] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                result.append("- " + old[oldIndex])
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                result.append("+ " + new[newIndex])
                newIndex += 1
            } else {
                if newIndex < new.count { result.append("  " + new[newIndex]) }
                oldIndex += 1
                newIndex += 1
            }
        }
        return result
    }
}
