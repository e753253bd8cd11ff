import QiitaAPI
import TerminalText

/// An article's header followed by its markdown, sanitized, as styled lines.
struct ArticlePlainView {
    let item: Item

    func lines() -> [StyledLine] {
        var lines: [StyledLine] = []
        lines.append(StyledLine(Sanitizer.line(item.title), style: .bold))
        var byline = StyledLine("@" + Sanitizer.line(item.user.id), style: .fg(.green))
        if let name = item.user.displayName { byline.append(" (\(Sanitizer.line(name)))") }
        byline.append("  created \(LocalTime.minute(item.createdAt.date))", style: .dim)
        if item.updatedAt != item.createdAt {
            byline.append(" · updated \(LocalTime.minute(item.updatedAt.date))", style: .dim)
        }
        lines.append(byline)
        if !item.tags.isEmpty {
            lines.append(StyledLine("tags: " + item.tags.map { Sanitizer.line($0.name) }.joined(separator: ", "), style: .fg(.magenta)))
        }
        let counts = [
            item.likesCount.map { "\($0) likes" }, item.stocksCount.map { "\($0) stocks" },
            item.commentsCount.map { "\($0) comments" },
        ].compactMap { $0 }
        if !counts.isEmpty { lines.append(StyledLine(counts.joined(separator: " · "), style: .fg(.yellow))) }
        lines.append(StyledLine(Sanitizer.line(item.url), style: TextStyle(attributes: .underline, link: item.url)))
        lines.append(StyledLine(String(repeating: "─", count: 40), style: .dim))
        for line in Sanitizer.text(item.body).split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(StyledLine(String(line)))
        }
        return lines
    }
}
