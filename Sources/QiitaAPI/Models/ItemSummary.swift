/// An article without its two bodies: what a list row needs. Listings decode this, since the
/// bodies are nearly all of a page's bytes (and would otherwise be kept for every row).
///
/// Non-optional where Qiita always sends a value; optional where the API documents null
/// (`page_views_count`, `group`, `team_membership`, `organization_url_name`) or where real
/// payloads omit the key: the counts are missing from 2016 items, `stocks_count` before 2022,
/// `slide` before 2023 (qiita-api.md §5.1, checked against every fixture).
package struct ItemSummary: Decodable, Sendable, Hashable, Identifiable {
    package let id: String
    package let title: String
    package let createdAt: Timestamp
    package let updatedAt: Timestamp
    package let url: String
    package let user: User
    package let tags: [ItemTag]
    package let likesCount: Int?
    package let commentsCount: Int?
    package let reactionsCount: Int?
    package let stocksCount: Int?
    package let pageViewsCount: Int?
    /// Limited sharing (限定共有).
    package let isPrivate: Bool
    package let coediting: Bool
    /// Qiita Team only; null on qiita.com. Kept as JSON: its shape changed between API versions.
    package let group: JSONValue?
    package let teamMembership: JSONValue?
    package let organizationURLName: String?
    package let slide: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case url, user, tags
        case likesCount = "likes_count"
        case commentsCount = "comments_count"
        case reactionsCount = "reactions_count"
        case stocksCount = "stocks_count"
        case pageViewsCount = "page_views_count"
        case isPrivate = "private"
        case coediting, group
        case teamMembership = "team_membership"
        case organizationURLName = "organization_url_name"
        case slide
    }
}
