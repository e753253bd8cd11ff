/// What a Qiita web address or a typed reference points at, for `qiita item URL`, the reader's
/// `/` prompt and following links inside articles.
package enum QiitaLink: Sendable, Hashable {
    case item(id: String)
    case user(id: String)
    case tag(id: String)
    /// A user's stocks.
    case stocks(userID: String)

    /// A Qiita item id: 20 lower-case hexadecimal characters.
    package static func isItemID(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 20 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A Qiita user id: letters, digits, `_` and `-`, 1 to 40 characters.
    package static func isUserID(_ text: some StringProtocol) -> Bool {
        (1...40).contains(text.utf8.count)
            && text.utf8.allSatisfy {
                (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 95 || $0 == 45
            }
    }

    /// Parses an article, user or tag address on qiita.com, on a Qiita Team (`*.qiita.com`), or on
    /// `host` (the configured one); the scheme may be left out. Anything else is nil.
    ///
    /// `https://qiita.com/alice/items/<id>`, `…/alice/private/<id>`, the short `…/items/<id>`
    /// (what the site's share buttons and `--web` give) → item; `https://qiita.com/alice` and
    /// `…/alice/items` → user; `…/alice/stocks` → their stocks; `https://qiita.com/tags/swift` → tag.
    package init?(url text: String, host: QiitaHost? = nil) {
        var rest = Substring(text.trimmingSpaces())
        if let separator = rest.firstUTF8Range(of: "://") {
            let scheme = rest[..<separator.lowerBound].lowercased()
            guard scheme == "https" || scheme == "http" else { return nil }
            rest = rest[separator.upperBound...]
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var segments = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return nil }
        let authority = segments.removeFirst().lowercased()
        let knownHost =
            authority == "qiita.com" || authority == "www.qiita.com" || authority.hasSuffix(".qiita.com")
            || authority == host?.authority
        guard knownHost else { return nil }
        switch segments.count {
        case 1 where Self.isUserID(segments[0]):
            self = .user(id: String(segments[0]))
        case 2 where segments[0] == "tags":
            self = .tag(id: String(segments[1]).removingPercentEncoding)
        case 2 where segments[0] == "items" && Self.isItemID(segments[1]):
            self = .item(id: String(segments[1]))
        case 2 where segments[1] == "items" && Self.isUserID(segments[0]):
            self = .user(id: String(segments[0]))
        case 2 where segments[1] == "stocks" && Self.isUserID(segments[0]):
            self = .stocks(userID: String(segments[0]))
        case 3 where (segments[1] == "items" || segments[1] == "private") && Self.isItemID(segments[2]):
            self = .item(id: String(segments[2]))
        default:
            return nil
        }
    }

    /// An item id, or an item URL: the item id it names.
    package static func itemID(from reference: String, host: QiitaHost? = nil) -> String? {
        let trimmed = reference.trimmingSpaces()
        if isItemID(trimmed) { return trimmed }
        if case .item(let id) = QiitaLink(url: trimmed, host: host) { return id }
        return nil
    }

    /// The web address of this page on `host`.
    package func webURL(on host: QiitaHost, itemOwner: String? = nil) -> String {
        switch self {
        case .item(let id):
            // Qiita redirects /items/<id> to the article under its author's name.
            guard let itemOwner else { return "\(host.baseURL)/items/\(id)" }
            return "\(host.baseURL)/\(itemOwner)/items/\(id)"
        case .user(let id): return "\(host.baseURL)/\(id)"
        case .tag(let id): return "\(host.baseURL)/tags/\(PathSegment.encode(id))"
        case .stocks(let userID): return "\(host.baseURL)/\(userID)/stocks"
        }
    }
}

extension String {
    /// `%XX` sequences decoded as UTF-8; the text unchanged where they do not form valid UTF-8.
    var removingPercentEncoding: String {
        guard contains("%") else { return self }
        return String(validating: PercentDecoding.bytes(of: self), as: UTF8.self) ?? self
    }
}
