/// A comment on an article.
public struct Comment: Decodable, Sendable, Hashable, Identifiable {
    public let id: String
    public let body: String
    public let renderedBody: String
    public let createdAt: Timestamp
    public let updatedAt: Timestamp
    public let user: User

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, body
        case renderedBody = "rendered_body"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case user
    }
}
