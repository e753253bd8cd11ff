/// A comment shown after an article, its body rendered like the article's.
package struct ArticleComment: Sendable, Hashable {
    package var authorID: String
    package var authorName: String?
    /// Already formatted by the caller.
    package var date: String
    /// Markdown.
    package var body: String

    package init(authorID: String, authorName: String? = nil, date: String, body: String) {
        self.authorID = authorID
        self.authorName = authorName
        self.date = date
        self.body = body
    }
}
