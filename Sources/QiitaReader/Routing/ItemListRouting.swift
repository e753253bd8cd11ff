import QiitaAPI

/// Routing for lists of items (the feed, a search, a tag's or a user's posts, stocks).
package struct ItemListRouting: Routing {
    package init() {}

    package func route(_ intent: ReaderIntent, selected: ItemSummary?, history: HistoryContext) -> RoutingDecision {
        if let decision = history.decisionForNamedScreen(intent) { return decision }
        guard let item = selected else { return .unavailable("nothing selected") }
        switch intent {
        case .open: return history.decision(for: .item(item.id))
        case .author: return history.decision(for: .user(item.user.id))
        case .comments:
            // Known to have none: nothing to ask Qiita for.
            if item.commentsCount == 0 { return .unavailable("no comments yet") }
            return history.decision(for: .comments(of: item.id))
        case .tags: return item.tags.isEmpty ? .unavailable("the item has no tags") : .chooseTag(item.tags.map(\.name))
        case .browser: return .openInBrowser(checking: item.url, "the item's address")
        case .link: return .unavailable("links are numbered in articles: open one with Enter")
        case .screen, .tag: return .stay
        }
    }
}
