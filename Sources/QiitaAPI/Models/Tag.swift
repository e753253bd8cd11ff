/// A tag as returned by `/tags/:id` (not the `{name, versions}` tagging inside an item).
public struct Tag: Decodable, Sendable, Hashable {
    public let id: String
    public let iconURL: String?
    public let followersCount: Int
    public let itemsCount: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id
        case iconURL = "icon_url"
        case followersCount = "followers_count"
        case itemsCount = "items_count"
    }
}
