import QiitaAPI

/// Routing for an article or its comments, shown as laid-out lines: the author, the tags, the
/// comments and the numbered links of the article. Links to Qiita articles, users and tags stay
/// in the reader; other links open in the browser.
public struct DocumentRouting: Routing {
    /// What the loaded article says; nil until it has loaded.
    public var article: ArticleContext?
    /// The host the reader talks to, so that its own article addresses are recognised.
    public var host: QiitaHost

    public init(article: ArticleContext? = nil, host: QiitaHost = .qiitaCom) {
        self.article = article
        self.host = host
    }

    public func route(_ intent: ReaderIntent, selected: DocumentLine?, history: HistoryContext) -> RoutingDecision {
        switch intent {
        case .screen(let target):
            return history.decision(for: target)
        case .tag(let name):
            return history.decision(for: .tag(name))
        default:
            break
        }
        guard let article else { return .unavailable("still loading") }
        switch intent {
        case .author:
            return history.decision(for: .user(article.authorID))
        case .comments:
            return history.decision(for: .comments(of: article.itemID))
        case .tags:
            return article.tags.isEmpty ? .unavailable("the article has no tags") : .chooseTag(article.tags)
        case .browser:
            return .openInBrowser(article.url)
        case .link(let number):
            guard let url = article.links[number] else { return .unavailable("no link [\(number)]") }
            switch QiitaLink(url: url, host: host) {
            case .item(let id)?: return history.decision(for: .item(id))
            case .user(let id)?: return history.decision(for: .user(id))
            case .tag(let name)?: return history.decision(for: .tag(name))
            case nil: return .openInBrowser(url)
            }
        case .open:
            return .unavailable("type a link number, then Enter")
        case .screen, .tag:
            return .stay
        }
    }
}

/// The facts about a loaded article that its routing needs.
public struct ArticleContext: Hashable, Sendable {
    public var itemID: String
    public var title: String
    public var authorID: String
    public var tags: [String]
    public var url: String
    /// Link targets by number (`[3]` in the text).
    public var links: [Int: String]

    public init(itemID: String, title: String, authorID: String, tags: [String], url: String, links: [Int: String]) {
        self.itemID = itemID
        self.title = title
        self.authorID = authorID
        self.tags = tags
        self.url = url
        self.links = links
    }
}
