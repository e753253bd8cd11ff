import QiitaAPI

/// Routing for an article or its comments, shown as laid-out lines: the author, the tags, the
/// comments and the numbered links of the article. Links to Qiita articles, users and tags stay
/// in the reader; other links open in the browser.
package struct DocumentRouting: Routing {
    /// What the loaded article says; nil until it has loaded.
    package var article: ArticleContext?
    /// The host the reader talks to, so that its own article addresses are recognised.
    package var host: QiitaHost

    package init(article: ArticleContext? = nil, host: QiitaHost = .qiitaCom) {
        self.article = article
        self.host = host
    }

    package func route(_ intent: ReaderIntent, selected: DocumentLine?, history: HistoryContext) -> RoutingDecision {
        if let decision = history.decisionForNamedScreen(intent) { return decision }
        guard let article else { return .unavailable("still loading") }
        switch intent {
        case .author:
            guard let author = article.authorID else { return .unavailable("open the article for its author") }
            return history.decision(for: .user(author))
        case .comments:
            if article.commentsCount == 0 { return .unavailable("no comments yet") }
            return history.decision(for: .comments(of: article.itemID))
        case .tags:
            return article.tags.isEmpty ? .unavailable("the article has no tags") : .chooseTag(article.tags)
        case .browser:
            return .openInBrowser(checking: article.url, "the article's address")
        case .link(let number):
            guard let url = article.links[number] else { return .unavailable("no link [\(number)]") }
            if let link = QiitaLink(url: url, host: host) { return history.decision(for: Screen(link)) }
            return .openInBrowser(checking: url, "[\(number)]")
        case .open:
            return .unavailable("type a link number, then Enter")
        case .screen, .tag:
            return .stay
        }
    }
}

/// The facts about a loaded article that its routing needs.
package struct ArticleContext: Hashable, Sendable {
    package var itemID: String
    /// The author; unknown on a comments page reached by id alone.
    package var authorID: String?
    package var tags: [String]
    package var url: String
    /// Link targets by number (`[3]` in the text).
    package var links: [Int: String]
    /// How many comments it has, when known: none means no request for them.
    package var commentsCount: Int?

    package init(
        itemID: String, authorID: String?, tags: [String], url: String, links: [Int: String], commentsCount: Int? = nil
    ) {
        self.itemID = itemID
        self.authorID = authorID
        self.tags = tags
        self.url = url
        self.links = links
        self.commentsCount = commentsCount
    }
}
