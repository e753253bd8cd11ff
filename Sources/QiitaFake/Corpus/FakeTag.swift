/// A tag as `GET /tags/:id` returns it. `id` is the canonical spelling (`React`); lookups are
/// case-insensitive. `items_count` is counted from the corpus, not stored.
package struct FakeTag: Sendable, Hashable {
    package var id: String
    package var iconURL: String?
    package var followersCount: Int

    package init(id: String, iconURL: String? = nil, followersCount: Int = 0) {
        self.id = id
        self.iconURL = iconURL
        self.followersCount = followersCount
    }
}
