/// A comment on an article.
package struct Comment: Decodable, Sendable, Hashable, Identifiable {
    package let id: String
    package let body: String
    package let renderedBody: String
    package let createdAt: Timestamp
    package let updatedAt: Timestamp
    package let user: User

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, body
        case renderedBody = "rendered_body"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case user
    }
}
