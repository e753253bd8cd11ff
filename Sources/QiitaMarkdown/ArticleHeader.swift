/// What is shown above an article's body. Strings come from the server as they are: the
/// renderer sanitizes them. Dates are already formatted by the caller.
package struct ArticleHeader: Sendable, Hashable {
    package var title: String
    package var authorID: String
    /// The author's display name; nil or empty when they have none.
    package var authorName: String?
    package var created: String
    package var updated: String
    package var tags: [String]
    package var likes: Int?
    package var stocks: Int?
    package var comments: Int?
    package var url: String
    package var organization: String?
    /// Whether the signed-in reader stocked the article; nil when unknown (no token).
    package var stocked: Bool?

    package init(
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
