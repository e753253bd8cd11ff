/// What is shown above an article's body. Strings come from the server as they are: the
/// renderer sanitizes them. Dates are already formatted by the caller.
public struct ArticleHeader: Sendable, Hashable {
    public var title: String
    public var authorID: String
    /// The author's display name; nil or empty when they have none.
    public var authorName: String?
    public var created: String
    public var updated: String
    public var tags: [String]
    public var likes: Int?
    public var stocks: Int?
    public var comments: Int?
    public var url: String
    public var organization: String?
    /// Whether the signed-in reader stocked the article; nil when unknown (no token).
    public var stocked: Bool?

    public init(
        title: String, authorID: String, authorName: String? = nil, created: String, updated: String,
        tags: [String] = [], likes: Int? = nil, stocks: Int? = nil, comments: Int? = nil, url: String,
        organization: String? = nil, stocked: Bool? = nil
    ) {
        self.title = title
        self.authorID = authorID
        self.authorName = authorName
        self.created = created
        self.updated = updated
        self.tags = tags
        self.likes = likes
        self.stocks = stocks
        self.comments = comments
        self.url = url
        self.organization = organization
        self.stocked = stocked
    }
}
