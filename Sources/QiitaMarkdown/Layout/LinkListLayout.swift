import TerminalText

/// The numbered list of link targets that ends an article: `[3] https://…`, each URL a
/// hyperlink, wrapped under its number when it is longer than the line.
struct LinkListLayout {
    let layout: DocumentLayout

    /// The section, preceded by a blank line when `previous` lines exist; nothing without links.
    func lines(for links: [LinkReference], width: Int, after previous: [StyledLine]) -> [StyledLine] {
        guard !links.isEmpty else { return [] }
        let theme = layout.theme
        var lines: [StyledLine] = previous.isEmpty ? [] : [StyledLine()]
        lines.append(layout.sectionTitle("Links", width: width))
        let numberWidth = "[\(links.count)] ".utf8.count
        for link in links {
            let number = "[\(link.number)]"
            let marker = StyledLine(
                String(repeating: " ", count: numberWidth - 1 - number.utf8.count) + number + " ",
                style: theme.linkNumber)
            var breaker = layout.breaker(width: width - numberWidth)
            switch link.kind {
            case .link: break
            case .image: breaker.append("image ", style: theme.image)
            case .embed: breaker.append("embed ", style: theme.embedLabel)
            }
            breaker.append(link.url, style: layout.linkStyle(link.url))
            lines += layout.prefixed(
                breaker.finish(), first: marker, rest: StyledLine(String(repeating: " ", count: numberWidth)))
        }
        return lines
    }
}
