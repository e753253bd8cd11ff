import TerminalText

/// The block above an article (title, author, dates, tags, counts, URL) and the line above
/// each comment. Every field is sanitized here: they come from the server.
struct HeaderLayout {
    let layout: DocumentLayout
    var theme: Theme { layout.theme }

    func lines(for header: ArticleHeader, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        let title = Sanitizer.line(header.title)
        let titleLines = wrap([(title.isEmpty ? "(untitled)" : title, theme.title)], width: width)
        lines += titleLines
        let underline = titleLines.reduce(0) { max($0, $1.width) }
        lines.append(StyledLine(String(repeated: "═", count: max(1, underline)), style: theme.rule))

        // Like every line of the header, the author's is left out when there is none (a draft).
        if !header.authorID.isEmpty {
            var author: [(String, TextStyle)] = [(author(id: header.authorID, name: header.authorName), theme.meta)]
            if let organization = header.organization.map(Sanitizer.line), !organization.isEmpty {
                author.append((" · " + organization, theme.meta))
            }
            lines += wrap(author, width: width)
        }
        var dates: [(String, TextStyle)] = []
        let created = Sanitizer.line(header.created)
        let updated = Sanitizer.line(header.updated)
        if !created.isEmpty { dates.append(("Created " + created, theme.meta)) }
        if !updated.isEmpty && updated != created {
            dates.append(((dates.isEmpty ? "" : " · ") + "Updated " + updated, theme.meta))
        }
        lines += wrap(dates, width: width)
        let tags = header.tags.map(Sanitizer.line).filter { !$0.isEmpty }
        if !tags.isEmpty {
            lines += wrap(tags.enumerated().map { ($0.offset == 0 ? "#" + $0.element : " #" + $0.element, theme.tag) }, width: width)
        }
        var counts: [String] = []
        if let likes = header.likes { counts.append("\(likes) \(likes == 1 ? "like" : "likes")") }
        if let stocks = header.stocks { counts.append("\(stocks) \(stocks == 1 ? "stock" : "stocks")") }
        if let comments = header.comments { counts.append("\(comments) \(comments == 1 ? "comment" : "comments")") }
        if let stocked = header.stocked { counts.append(stocked ? "★ in your stocks" : "☆ not in your stocks") }
        if !counts.isEmpty { lines += wrap([(counts.joined(separator: " · "), theme.meta)], width: width) }
        let url = Sanitizer.line(header.url)
        if !url.isEmpty { lines += wrap([(url, layout.linkStyle(url))], width: width) }
        lines.append(StyledLine(String(repeated: "─", count: max(1, width)), style: theme.rule))
        return lines
    }

    /// `@id (name) · date`, the line above a comment.
    func lines(for comment: ArticleComment, width: Int) -> [StyledLine] {
        var parts: [(String, TextStyle)] = [(author(id: comment.authorID, name: comment.authorName), theme.mention)]
        let date = Sanitizer.line(comment.date)
        if !date.isEmpty { parts.append((" · " + date, theme.meta)) }
        return wrap(parts, width: width)
    }

    private func author(id: String, name: String?) -> String {
        let id = Sanitizer.line(id)
        let name = Sanitizer.line(name ?? "").trimmingSpaces()
        let handle = id.isEmpty ? "(unknown author)" : "@" + id
        return name.isEmpty || name == id ? handle : handle + " (" + name + ")"
    }

    private func wrap(_ parts: [(String, TextStyle)], width: Int) -> [StyledLine] {
        var breaker = layout.breaker(width: width)
        for (text, style) in parts { breaker.append(text, style: style) }
        return breaker.finish()
    }
}
