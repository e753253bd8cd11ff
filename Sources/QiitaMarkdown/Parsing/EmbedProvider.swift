/// The services whose bare URL, alone on a line, Qiita turns into an embedded player or card.
/// A terminal cannot embed them, so they are shown as a labelled link instead.
enum EmbedProvider {
    /// The service's display name when `url` is one of its embeddable addresses.
    static func name(for url: String) -> String? {
        guard let host = host(of: url) else { return nil }
        let path = url.lowercased()
        for (suffix, name, pathPart) in table where host == suffix || host.hasSuffix("." + suffix) {
            if let pathPart, !path.contains(pathPart) { continue }
            return name
        }
        return nil
    }

    /// The service's display name when `url` is on its host, whatever the path: the source of an
    /// iframe or script (`youtube.com/embed/…`) is not the address one would share.
    static func name(forEmbedded url: String) -> String? {
        guard let host = host(of: url) else { return nil }
        return table.first { host == $0.0 || host.hasSuffix("." + $0.0) }?.1
    }

    /// Host suffix, name, and a piece the path must contain (nil: any path).
    private static let table: [(String, String, String?)] = [
        ("youtube.com", "YouTube", "watch"),
        ("youtu.be", "YouTube", nil),
        ("youtube-nocookie.com", "YouTube", "/embed/"),
        ("twitter.com", "X (Twitter)", "/status"),
        ("x.com", "X (Twitter)", "/status"),
        ("codepen.io", "CodePen", "/pen/"),
        ("speakerdeck.com", "Speaker Deck", nil),
        ("slideshare.net", "SlideShare", nil),
        ("figma.com", "Figma", nil),
        ("asciinema.org", "asciinema", "/a/"),
        ("stackblitz.com", "StackBlitz", nil),
        ("gist.github.com", "GitHub Gist", nil),
        ("codesandbox.io", "CodeSandbox", nil),
        ("docswell.com", "Docswell", nil),
        ("docs.google.com", "Google Slides", "/presentation/"),
        ("giphy.com", "GIPHY", nil),
        ("connpass.com", "connpass", "/event/"),
        ("blueskyweb.xyz", "Bluesky", nil),
        ("bsky.app", "Bluesky", "/post/"),
    ]

    /// The lower-cased host of an http(s) URL.
    private static func host(of url: String) -> String? {
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = lower.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = lower.dropFirst(7)
        } else {
            return nil
        }
        let authority = rest.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        let host = authority.split(separator: "@").last.map { $0.prefix(while: { $0 != ":" }) } ?? ""
        return host.isEmpty ? nil : String(host)
    }
}
