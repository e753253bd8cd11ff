/// A comment shown after an article, its body rendered like the article's.
public struct ArticleComment: Sendable, Hashable {
    public var authorID: String
    public var authorName: String?
    /// Already formatted by the caller.
    public var date: String
    /// Markdown.
    public var body: String

    public init(authorID: String, authorName: String? = nil, date: String, body: String) {
        self.authorID = authorID
        self.authorName = authorName
        self.date = date
        self.body = body
    }
}
