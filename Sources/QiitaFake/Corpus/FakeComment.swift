/// A comment on an item (`GET /items/:id/comments`).
package struct FakeComment: Sendable, Hashable {
    package var id: String
    package var itemID: String
    package var userID: String
    package var body: String
    package var createdAt: QiitaTimestamp
    package var updatedAt: QiitaTimestamp

    package init(
        id: String, itemID: String, userID: String, body: String, createdAt: QiitaTimestamp,
        updatedAt: QiitaTimestamp? = nil
    ) {
        self.id = id
        self.itemID = itemID
        self.userID = userID
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// The HTML Qiita would send beside the markdown.
    package var renderedBody: String {
        MarkdownHTMLRenderer.render(body)
    }
}
