/// An article (記事). Generated items keep a recipe instead of their body, so a corpus of tens of
/// thousands of large items stays small in memory; the body is written again when asked for.
package struct FakeItem: Sendable, Hashable {
    package var id: String
    package var title: String
    package var userID: String
    /// Tag names in the item's order (`ItemTag.name`).
    package var tags: [String]
    package var createdAt: QiitaTimestamp
    package var updatedAt: QiitaTimestamp
    package var likesCount: Int
    package var stocksCount: Int
    package var commentsCount: Int
    /// Limited sharing (限定共有): left out of public listings and search.
    package var isPrivate: Bool
    package var organizationURLName: String?
    package var slide: Bool
    package var content: Content

    /// Where the markdown comes from.
    package enum Content: Sendable, Hashable {
        /// Markdown given as it is (custom and hostile items).
        case written(String)
        /// Markdown written on demand from a seed.
        case generated(ArticleRecipe)
    }

    package init(
        id: String, title: String, userID: String, tags: [String], createdAt: QiitaTimestamp,
        updatedAt: QiitaTimestamp? = nil, likesCount: Int = 0, stocksCount: Int = 0, commentsCount: Int = 0,
        isPrivate: Bool = false, organizationURLName: String? = nil, slide: Bool = false, content: Content
    ) {
        self.id = id
        self.title = title
        self.userID = userID
        self.tags = tags
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.commentsCount = commentsCount
        self.isPrivate = isPrivate
        self.organizationURLName = organizationURLName
        self.slide = slide
        self.content = content
    }

    /// The markdown body.
    package var body: String {
        switch content {
        case .written(let markdown): markdown
        case .generated(let recipe): ArticleWriter.markdown(for: recipe)
        }
    }
}
