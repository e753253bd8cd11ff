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

extension Comment: TapeReadable {
    public init(tape value: TapeValue) throws {
        let fields = try value.fields(CodingKeys.self)
        id = try fields.read(.id)
        body = try fields.read(.body)
        renderedBody = try fields.read(.renderedBody)
        createdAt = try fields.read(.createdAt)
        updatedAt = try fields.read(.updatedAt)
        user = try fields.read(.user)
    }
}
