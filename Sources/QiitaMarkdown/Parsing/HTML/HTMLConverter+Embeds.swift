import TerminalText

extension HTMLConverter {
    /// A tweet's blockquote (`class="twitter-tweet"`) as a card: its text, its author (the line
    /// after the dash) and the status it links to. nil when it is an ordinary quote.
    mutating func tweet(_ element: HTMLElement) -> MarkdownBlock? {
        guard element.classes.contains(where: { $0 == "twitter-tweet" || $0 == "twitter-video" }),
            let url = element.descendants(named: "a").compactMap({ Self.allowedTarget($0.attributes["href"]) }).last
        else { return nil }
        let text = element.firstDescendant(named: "p").map { Self.oneLine($0.textContent) }
        var author: String?
        for case .text(let value) in element.children {
            let line = Self.oneLine(value).drop { $0 == "—" || $0 == "-" || $0 == " " }
            if !line.isEmpty { author = String(line) }
        }
        return card(provider: "X (Twitter)", url: url, title: text, author: author)
    }

    /// An iframe, video or audio element, or the script of an embed that names its content
    /// (a Gist, an asciinema cast, a Speaker Deck or Docswell deck), as a card; a script that
    /// names nothing is dropped, as Qiita's sanitizer drops scripts it does not know.
    mutating func embed(_ element: HTMLElement) -> MarkdownBlock? {
        let title = element.attributes["title"].map(Self.oneLine)
        switch element.name {
        case "script":
            guard let url = scriptEmbedURL(element) else { return nil }
            return card(provider: EmbedProvider.name(forEmbedded: url) ?? "Embedded page", url: url, title: nil, author: nil)
        case "video", "audio":
            let source = element.attributes["src"] ?? element.firstDescendant(named: "source")?.attributes["src"]
            guard let url = Self.allowedTarget(source) else { return nil }
            return card(provider: element.name == "video" ? "Video" : "Audio", url: url, title: title, author: nil)
        default:
            guard let url = Self.allowedTarget(element.attributes["src"]) else { return nil }
            return card(provider: EmbedProvider.name(forEmbedded: url) ?? "Embedded page", url: url, title: title, author: nil)
        }
    }

    /// CodePen's `<p class="codepen" data-slug-hash data-user>` (its script comes after it).
    mutating func codePen(_ element: HTMLElement) -> MarkdownBlock? {
        let link = element.descendants(named: "a").compactMap { Self.allowedTarget($0.attributes["href"]) }.first { $0.contains("/pen/") }
        let constructed = element.attributes["data-user"].flatMap { user in
            element.attributes["data-slug-hash"].map { "https://codepen.io/\(user)/pen/\($0)" }
        }
        guard let url = Self.allowedTarget(link ?? constructed) else { return nil }
        let title = element.attributes["data-pen-title"].map(Self.oneLine)
        return card(provider: "CodePen", url: url, title: title, author: element.attributes["data-user"].map(Self.oneLine))
    }

    private func scriptEmbedURL(_ element: HTMLElement) -> String? {
        if let source = Self.allowedTarget(element.attributes["data-src"]) { return source }
        if element.classes.contains("speakerdeck-embed"), let id = element.attributes["data-id"] {
            return Self.allowedTarget("https://speakerdeck.com/player/" + id)
        }
        guard let source = Self.allowedTarget(element.attributes["src"]), source.hasSuffix(".js"),
            let provider = EmbedProvider.name(forEmbedded: source), provider == "GitHub Gist" || provider == "asciinema"
        else { return nil }
        return String(source.dropLast(3))
    }

    private mutating func card(provider: String, url: String, title: String?, author: String?) -> MarkdownBlock? {
        guard let number = links.number(for: url, kind: .embed) else { return nil }
        links.mark(number, as: .embed)
        return .embed(
            Embed(
                provider: provider, url: url, number: number, title: title.flatMap { $0.isEmpty ? nil : $0 },
                author: author.flatMap { $0.isEmpty ? nil : $0 }))
    }

}
