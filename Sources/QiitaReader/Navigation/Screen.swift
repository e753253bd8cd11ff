import QiitaAPI

/// A place in the reader: what it shows, from which follows the request that fills it. Two
/// screens are equal when they show the same thing, so the history can tell that going to a
/// user's posts from an article reached from those very posts means going back.
package struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// What the screen shows.
    package enum Kind: Hashable, Sendable {
        case feed
        case search(String)
        case tag(String)
        case user(String)
        case myItems
        case item(String)
        case comments(String)
        /// What you read, from the local library.
        case history
        /// The local library's articles that match words (`/?words`).
        case found(String)
    }

    package let kind: Kind
    /// Items a page, for lists.
    package let perPage: Int

    /// Where a screen's content comes from: a paged list of items, or one article or an
    /// article's comments, laid out as lines.
    package enum Source: Hashable, Sendable {
        case items(AnyRequest<[ItemSummary]>)
        case article(itemID: String, AnyRequest<Item>)
        case comments(itemID: String, AnyRequest<[QiitaAPI.Comment]>)
        /// A list the local library holds, read in one go (no pages, no request).
        case local(LocalList)

        package var isPaged: Bool {
            if case .items = self { return true }
            return false
        }
    }

    package init(_ kind: Kind, perPage: Int = Screen.perPage) {
        self.kind = kind
        self.perPage = perPage
    }

    /// The request for the screen's first page.
    package var source: Source {
        let paging = Paging(perPage: perPage)
        switch kind {
        case .feed: return .items(ItemsRequest(paging: paging).summaries())
        case .search(let query): return .items(ItemsRequest(query: query, paging: paging).summaries())
        case .tag(let name): return .items(TagItemsRequest(tagID: name, paging: paging).summaries())
        case .user(let id): return .items(UserItemsRequest(userID: id, paging: paging).summaries())
        case .myItems: return .items(AuthenticatedUserItemsRequest(paging: paging).summaries())
        case .item(let id): return .article(itemID: id, ItemRequest(itemID: id).eraseToAnyRequest())
        case .comments(let id):
            // Comments are read whole: Qiita's largest pages.
            return .comments(itemID: id, ItemCommentsRequest(itemID: id, paging: Paging(perPage: 100)).eraseToAnyRequest())
        case .history: return .local(.history)
        case .found(let words): return .local(.found(words))
        }
    }

    /// The screen a Qiita address shows.
    package init(_ link: QiitaLink) {
        switch link {
        case .item(let id): self = .item(id)
        case .user(let id): self = .user(id)
        case .tag(let name): self = .tag(name)
        }
    }

    /// The newest items.
    package static func feed(perPage: Int = Screen.perPage) -> Screen { Screen(.feed, perPage: perPage) }
    /// A Qiita search.
    package static func search(_ query: String, perPage: Int = Screen.perPage) -> Screen { Screen(.search(query), perPage: perPage) }
    package static func tag(_ name: String, perPage: Int = Screen.perPage) -> Screen { Screen(.tag(name), perPage: perPage) }
    package static func user(_ id: String, perPage: Int = Screen.perPage) -> Screen { Screen(.user(id), perPage: perPage) }
    /// The signed-in user's own posts, limited-shared ones included.
    package static func myItems(perPage: Int = Screen.perPage) -> Screen { Screen(.myItems, perPage: perPage) }
    package static func item(_ id: String) -> Screen { Screen(.item(id)) }
    package static func comments(of itemID: String) -> Screen { Screen(.comments(itemID)) }
    package static let history = Screen(.history)

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
        case .item(let id): return "Item \(id)"
        case .comments: return "Comments"
        case .history: return "History"
        case .found(let words): return "Library: \(words)"
        }
    }
}

/// A list of articles the local library holds rather than Qiita.
package enum LocalList: Hashable, Sendable {
    case history
    case found(String)
}
