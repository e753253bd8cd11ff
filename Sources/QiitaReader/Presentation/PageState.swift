/// How much of a paged listing has been read, and what is left.
public struct PageState: Hashable, Sendable {
    public var perPage: Int
    /// The last page loaded; 0 before the first.
    public var lastLoadedPage: Int = 0
    /// The page to load next; nil when the listing is exhausted.
    public var nextPage: Int? = 1
    /// What the server said the whole listing counts.
    public var totalCount: Int?
    /// The listing goes on past page 100, which Qiita does not serve.
    public var reachedCeiling = false

    public init(perPage: Int) {
        self.perPage = perPage
    }

    /// The page (1-based) the element at `index` is on.
    public func page(ofElementAt index: Int) -> Int {
        index / max(1, perPage) + 1
    }
}

/// What one successful load said about the listing.
public struct PageInfo: Hashable, Sendable {
    public var page: Int
    public var nextPage: Int?
    public var totalCount: Int?
    public var reachedCeiling: Bool

    public init(page: Int, nextPage: Int?, totalCount: Int? = nil, reachedCeiling: Bool = false) {
        self.page = page
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.reachedCeiling = reachedCeiling
    }
}
