import QiitaAPI

/// A place in the reader, carrying the request that fills it (for its first page). Two screens
/// are equal when they show the same thing, so the history can tell that going to a user's
/// posts from an article reached from those very posts means going back.
package struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// What the screen shows, for breadcrumbs and routing.
    package enum Kind: Hashable, Sendable {
        case feed
        case search(String)
        case tag(String)
        case user(String)
        case myItems
        case stocks(String)
        case item(String)
        case comments(String)
    }

    package let kind: Kind
    package let source: Source

    /// Where a screen's content comes from: a paged list of items, or one article or an
    /// article's comments, laid out as lines.
    package enum Source: Hashable, Sendable {
        case items(AnyRequest<[ItemSummary]>)
        case article(AnyRequest<Item>)
        case comments(itemID: String, AnyRequest<[QiitaAPI.Comment]>)

        package var isPaged: Bool {
            if case .items = self { return true }
            return false
        }
    }

    package init(kind: Kind, source: Source) {
        self.kind = kind
        self.source = source
    }

    /// The newest items; `perPage` items a page.
    package static func feed(perPage: Int = Screen.perPage) -> Screen {
        Screen(kind: .feed, source: .items(ItemsRequest(paging: Paging(perPage: perPage)).summaries()))
    }

    /// A Qiita search.
    package static func search(_ query: String, perPage: Int = Screen.perPage) -> Screen {
        Screen(
            kind: .search(query),
            source: .items(ItemsRequest(query: query, paging: Paging(perPage: perPage)).summaries()))
    }

    package static func tag(_ name: String, perPage: Int = Screen.perPage) -> Screen {
        Screen(kind: .tag(name), source: .items(TagItemsRequest(tagID: name, paging: Paging(perPage: perPage)).summaries()))
    }

    package static func user(_ id: String, perPage: Int = Screen.perPage) -> Screen {
        Screen(kind: .user(id), source: .items(UserItemsRequest(userID: id, paging: Paging(perPage: perPage)).summaries()))
    }

    /// The signed-in user's own posts, limited-shared ones included.
    package static func myItems(perPage: Int = Screen.perPage) -> Screen {
        Screen(kind: .myItems, source: .items(AuthenticatedUserItemsRequest(paging: Paging(perPage: perPage)).summaries()))
    }

    package static func stocks(of userID: String, perPage: Int = Screen.perPage) -> Screen {
        Screen(
            kind: .stocks(userID),
            source: .items(UserStocksRequest(userID: userID, paging: Paging(perPage: perPage)).summaries()))
    }

    package static func item(_ id: String) -> Screen {
        Screen(kind: .item(id), source: .article(ItemRequest(itemID: id).eraseToAnyRequest()))
    }

    package static func comments(of itemID: String) -> Screen {
        Screen(
            kind: .comments(itemID),
            source: .comments(
                itemID: itemID, ItemCommentsRequest(itemID: itemID, paging: Paging(perPage: 100)).eraseToAnyRequest()))
    }

    /// Items a page in the reader's lists: Qiita's most, to spare the rate budget.
    package static let perPage = 100

    /// A short name for breadcrumbs: `Feed`, `Search: swift`, `#Swift`, `@alice`.
    package var description: String {
        switch kind {
        case .feed: return "Feed"
        case .search(let query): return "Search: \(query)"
        case .tag(let name): return "#\(name)"
        case .user(let id): return "@\(id)"
        case .myItems: return "My items"
        case .stocks(let id): return "Stocks of @\(id)"
        case .item(let id): return "Item \(id)"
        case .comments: return "Comments"
        }
    }
}
