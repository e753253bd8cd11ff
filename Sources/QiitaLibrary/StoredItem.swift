import Foundation

/// An item as the client hands it to the library: the API's JSON object untouched, plus the few
/// fields the library indexes and compares, taken from it by the caller's decoder.
package struct StoredItem: Sendable, Equatable {
    package var id: String
    /// The item's JSON object exactly as the API sent it; given back as is.
    package var json: Data
    package var title: String
    /// Markdown.
    package var body: String
    package var tags: [String]
    package var authorID: String
    /// The author's display name, often empty on Qiita.
    package var authorName: String
    /// ISO 8601 as the API gives it, e.g. `2024-01-02T03:04:05+09:00`.
    package var createdAt: String
    package var updatedAt: String

    package init(
        id: String, json: Data, title: String, body: String, tags: [String], authorID: String,
        authorName: String, createdAt: String, updatedAt: String
    ) {
        self.id = id
        self.json = json
        self.title = title
        self.body = body
        self.tags = tags
        self.authorID = authorID
        self.authorName = authorName
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
