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
        /// The newest posts of the tags and users this user follows.
        case timeline(user: String)
        /// The articles this user stocked.
        case stocks(user: String)
        /// The most stocked posts of the last days (Qiita's API has no trend: an approximation).
        case trend(days: Int)
        /// The rows of the list below that hold a word (`/&word`): made from what was loaded.
        case filtered(String)
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
        /// The timeline of a user: a search built from what they follow, so it is known only
        /// once their follow lists are read.
        case timeline(userID: String, perPage: Int)

        package var isPaged: Bool {
            switch self {
            case .items, .timeline: return true
            case .article, .comments, .local: return false
            }
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
            return .comments(itemID: id, ItemCommentsRequest(itemID: id).eraseToAnyRequest())
        case .history: return .local(.history)
        case .found(let words): return .local(.found(words))
        case .timeline(let user): return .timeline(userID: user, perPage: perPage)
        case .stocks(let user): return .items(UserStocksRequest(userID: user, paging: paging).summaries())
        case .trend(let days): return .items(ItemsRequest(query: SearchTerms.trend(days: days, tag: nil), paging: paging).summaries())
        case .filtered(let word): return .local(.filtered(word))
        }
    }

    /// The screen a Qiita address shows.
    package init(_ link: QiitaLink) {
        switch link {
        case .item(let id): self = .item(id)
        case .user(let id): self = .user(id)
        case .tag(let name): self = .tag(name)
        case .stocks(let userID): self = .stocks(of: userID)
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
    package static func timeline(of user: String) -> Screen { Screen(.timeline(user: user)) }
    package static func stocks(of user: String) -> Screen { Screen(.stocks(user: user)) }
    package static let trend = Screen(.trend(days: 7))

    /// The feeds Tab goes through, in order: the signed-in user's timeline, the trend, the
    /// newest posts, their stocks, what they read. Signed out, the timeline and stocks are left out.
    package static func feeds(signedInUser: String?) -> [Screen] {
        guard let user = signedInUser else { return [.trend, .feed(), .history] }
        return [.timeline(of: user), .trend, .feed(), .stocks(of: user), .history]
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
        case .item(let id): return "Item \(id)"
        case .comments: return "Comments"
        case .history: return "History"
        case .found(let words): return "Library: \(words)"
        case .timeline: return "Timeline"
        case .stocks: return "Stocks"
        case .trend(let days): return "Trend (\(days) days)"
        case .filtered(let word): return "Filter: \(word)"
        }
    }
}

/// A list of articles the local library holds rather than Qiita.
package enum LocalList: Hashable, Sendable {
    case history
    case found(String)
    /// Made by the reader from the list below it; there is nothing to load.
    case filtered(String)
}
