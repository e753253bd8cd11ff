/// What the corpus is generated from. Two corpora with equal options are identical.
package struct CorpusOptions: Sendable, Hashable {
    package var seed: UInt64
    package var items: Int
    package var users: Int
    package var tags: Int
    /// Approximate size of each generated body in bytes (bodies vary from half to one and a half times it).
    package var bodySize: Int
    /// Adds the user `mallory` and items full of terminal attacks.
    package var hostile: Bool
    /// Users who may own limited-shared (`private: true`) items: the token holders. The first user always may.
    package var privateItemOwners: [String]
    /// The newest item's `created_at` in seconds since 1970; nil: ``CorpusGenerator/newestCreation``.
    package var newestCreation: Int?

    package init(
        seed: UInt64 = 1, items: Int = 300, users: Int = 20, tags: Int = 30, bodySize: Int = 4000,
        hostile: Bool = false, privateItemOwners: [String] = [], newestCreation: Int? = nil
    ) {
        self.seed = seed
        self.items = items
        self.users = users
        self.tags = tags
        self.bodySize = bodySize
        self.hostile = hostile
        self.privateItemOwners = privateItemOwners
        self.newestCreation = newestCreation
    }
}
