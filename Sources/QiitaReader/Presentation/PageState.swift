/// How much of a paged listing has been read, and what is left.
package struct PageState: Hashable, Sendable {
    package var perPage: Int
    /// The last page loaded; 0 before the first.
    package var lastLoadedPage: Int = 0
    /// The page to load next; nil when the listing is exhausted.
    package var nextPage: Int? = 1
    /// What the server said the whole listing counts.
    package var totalCount: Int?
    /// The listing goes on past page 100, which Qiita does not serve.
    package var reachedCeiling = false

    package init(perPage: Int) {
        self.perPage = perPage
    }

    /// The page (1-based) the element at `index` is on.
    package func page(ofElementAt index: Int) -> Int {
        index / max(1, perPage) + 1
    }
}

/// What one successful load said about the listing.
package struct PageInfo: Hashable, Sendable {
    package var page: Int
    package var nextPage: Int?
    package var totalCount: Int?
    package var reachedCeiling: Bool

    package init(page: Int, nextPage: Int?, totalCount: Int? = nil, reachedCeiling: Bool = false) {
        self.page = page
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.reachedCeiling = reachedCeiling
    }
}
