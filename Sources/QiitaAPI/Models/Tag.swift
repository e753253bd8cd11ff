/// A tag as returned by `/tags/:id` (not the `{name, versions}` tagging inside an item).
package struct Tag: Decodable, Sendable, Hashable {
    package let id: String
    package let iconURL: String?
    package let followersCount: Int
    package let itemsCount: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id
        case iconURL = "icon_url"
        case followersCount = "followers_count"
        case itemsCount = "items_count"
    }
}
