/// An article ("item" in the API): its summary (every field but the bodies) and its markdown
/// and HTML bodies. Summary fields read through: `item.title`, `item.user`.
@dynamicMemberLookup
package struct Item: Decodable, Sendable, Hashable, Identifiable {
    package let summary: ItemSummary
    /// Markdown, as written.
    package let body: String
    /// Qiita's HTML rendering of `body`.
    package let renderedBody: String

    package var id: String { summary.id }

    package subscript<Value>(dynamicMember keyPath: KeyPath<ItemSummary, Value>) -> Value {
        summary[keyPath: keyPath]
    }

    enum BodyKeys: String, CodingKey, CaseIterable {
        case body
        case renderedBody = "rendered_body"
    }

    package init(from decoder: any Decoder) throws {
        summary = try ItemSummary(from: decoder)
        let container = try decoder.container(keyedBy: BodyKeys.self)
        body = try container.decode(String.self, forKey: .body)
        renderedBody = try container.decode(String.self, forKey: .renderedBody)
    }
}
