/// The `Link` header of a list reply (RFC 8288): where the first, previous, next and last pages
/// are. Qiita's `last` is not clamped to its 100-page ceiling.
package struct PageLinks: Sendable, Hashable {
    package var first: PageLink?
    package var prev: PageLink?
    package var next: PageLink?
    package var last: PageLink?

    package init(first: PageLink? = nil, prev: PageLink? = nil, next: PageLink? = nil, last: PageLink? = nil) {
        self.first = first
        self.prev = prev
        self.next = next
        self.last = last
    }

    /// Parses every `<url>; rel="…"` entry; entries it cannot read are skipped. A header split
    /// over several fields is joined first.
    package init(header: String?) {
        guard let header else { return }
        for entry in Self.entries(of: header) {
            guard let open = entry.firstIndex(of: "<"), let close = entry[open...].firstIndex(of: ">") else {
                continue
            }
            let url = String(entry[entry.index(after: open)..<close])
            let link = PageLink(url: url)
            for parameter in entry[entry.index(after: close)...].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingSpaces().lowercased() == "rel" else { continue }
                var value = pair[1].trimmingSpaces()
                if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                for relation in value.split(separator: " ") {
                    switch relation.lowercased() {
                    case "first": first = link
                    case "prev", "previous": prev = link
                    case "next": next = link
                    case "last": last = link
                    default: break
                    }
                }
            }
        }
    }

    /// Splits at commas outside `<…>` (URLs may contain commas).
    private static func entries(of header: String) -> [Substring] {
        var entries: [Substring] = []
        var depth = 0
        var start = header.startIndex
        for index in header.indices {
            switch header[index] {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case "," where depth == 0:
                entries.append(header[start..<index])
                start = header.index(after: index)
            default: break
            }
        }
        entries.append(header[start...])
        return entries
    }
}

/// One link of a `Link` header, with the page number its URL names.
package struct PageLink: Sendable, Hashable {
    package var url: String
    /// The `page` query parameter of `url` (1 when absent, as Qiita's default).
    package var page: Int? {
        guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first else { return 1 }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == "page" { return Int(parts[1]) }
        }
        return 1
    }

    package init(url: String) {
        self.url = url
    }
}
