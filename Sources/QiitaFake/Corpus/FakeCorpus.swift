/// Everything the fake server serves: users, items (newest first), tags, comments, stocks and
/// follows, with the indexes the endpoints need. A value type: the server hands a copy to each
/// request (copy-on-write makes that cheap) and changes its own copy under a lock.
package struct FakeCorpus: Sendable {
    package private(set) var users: [FakeUser] = []
    /// Newest first, `created_at` strictly decreasing.
    package private(set) var items: [FakeItem] = []
    package private(set) var tags: [FakeTag] = []
    /// Goes up with every change, so results computed from one state (searches) can be reused.
    package private(set) var version = 0
    /// Comments of items whose comments are not generated (custom and hostile items), oldest first.
    private var writtenComments: [String: [FakeComment]] = [:]
    /// Each user's stocked item ids, newest stock first.
    private var stocksByUser: [String: [String]] = [:]
    private var follows = FollowGraph()

    private var userIndex: [String: Int] = [:]
    private var itemIndex: [String: Int] = [:]
    private var tagIndex: [String: Int] = [:]
    private var publicItemIndexes: [Int] = []
    private var itemIndexesByUser: [String: [Int]] = [:]
    private var publicItemIndexesByTag: [String: [Int]] = [:]

    package init(users: [FakeUser] = [], items: [FakeItem] = [], tags: [FakeTag] = []) {
        self.users = users
        self.items = items.sorted { $0.createdAt > $1.createdAt }
        self.tags = tags
        rebuildIndexes()
    }

    // MARK: Lookup

    package func user(id: String) -> FakeUser? {
        userIndex[id].map { users[$0] }
    }

    package func item(id: String) -> FakeItem? {
        itemIndex[id].map { items[$0] }
    }

    /// Case-insensitive, as Qiita's `/tags/react` finds `React`.
    package func tag(named name: String) -> FakeTag? {
        tagIndex[name.lowercased()].map { tags[$0] }
    }

    /// Items listed by `GET /items`: everything but limited-shared items, newest first.
    package var publicItems: [FakeItem] {
        Array(publicItemsView)
    }

    /// The same without copying every item: a page of a 100,000-item listing touches only its page.
    var publicItemsView: LazyMapCollection<[Int], FakeItem> {
        publicItemIndexes.lazy.map { self.items[$0] }
    }

    /// A user's items, newest first; private ones only when asked (the user's own listing).
    package func items(ofUser userID: String, includingPrivate: Bool = false) -> [FakeItem] {
        let indexes = itemIndexesByUser[userID] ?? []
        return indexes.map { items[$0] }.filter { includingPrivate || !$0.isPrivate }
    }

    /// Public items carrying the tag (any case), newest first.
    package func items(taggedWith name: String) -> [FakeItem] {
        (publicItemIndexesByTag[name.lowercased()] ?? []).map { items[$0] }
    }

    /// `items_count` of a user: their public items.
    package func itemsCount(ofUser userID: String) -> Int {
        (itemIndexesByUser[userID] ?? []).lazy.filter { !self.items[$0].isPrivate }.count
    }

    package func itemsCount(ofTag name: String) -> Int {
        publicItemIndexesByTag[name.lowercased()]?.count ?? 0
    }

    /// An item's comments, newest first.
    package func comments(onItem itemID: String) -> [FakeComment] {
        guard let item = item(id: itemID) else { return [] }
        var comments: [FakeComment] = []
        if case .generated(let recipe) = item.content {
            comments = ArticleWriter.comments(for: recipe, itemID: item.id, itemCreatedAt: item.createdAt)
        }
        return (writtenComments[itemID] ?? []).reversed() + comments
    }

    /// The ids a user has stocked, newest stock first.
    package func stockedItemIDs(ofUser userID: String) -> [String] {
        stocksByUser[userID] ?? []
    }

    package func hasStocked(userID: String, itemID: String) -> Bool {
        stocksByUser[userID]?.contains(itemID) ?? false
    }

    /// The ids of the users a user follows, newest follow first.
    package func followeeIDs(ofUser userID: String) -> [String] {
        follows.followees(of: userID)
    }

    /// The ids of the users who follow a user, newest follow first.
    package func followerIDs(ofUser userID: String) -> [String] {
        follows.followers(of: userID)
    }

    /// The tags a user follows, as the tag list spells them, newest follow first.
    package func followedTagIDs(ofUser userID: String) -> [String] {
        follows.tags(of: userID)
    }

    package func isFollowing(_ target: FollowTarget, by userID: String) -> Bool {
        follows.contains(target, by: userID)
    }

    /// The target as the corpus spells it (a tag found in any case), nil when there is no such user or tag.
    package func resolve(_ target: FollowTarget) -> FollowTarget? {
        switch target {
        case .user(let id): user(id: id).map { .user($0.id) }
        case .tag(let name): tag(named: name).map { .tag($0.id) }
        }
    }

    // MARK: Changes

    /// Adds or replaces a user (matched by id).
    package mutating func add(_ user: FakeUser) {
        version += 1
        if let index = userIndex[user.id] {
            users[index] = user
        } else {
            users.append(user)
        }
        rebuildIndexes()
    }

    /// Adds or replaces an item (matched by id), keeping newest-first order. Its tags join the tag list.
    package mutating func add(_ item: FakeItem) {
        version += 1
        if let index = itemIndex[item.id] { items.remove(at: index) }
        let position = items.firstIndex { $0.createdAt < item.createdAt } ?? items.endIndex
        items.insert(item, at: position)
        for name in item.tags where tagIndex[name.lowercased()] == nil {
            tags.append(FakeTag(id: name))
            tagIndex[name.lowercased()] = tags.count - 1
        }
        rebuildIndexes()
    }

    /// Adds a comment to an item; `comments_count` follows.
    package mutating func add(_ comment: FakeComment) {
        version += 1
        guard let index = itemIndex[comment.itemID] else { return }
        writtenComments[comment.itemID, default: []].append(comment)
        items[index].commentsCount += 1
    }

    /// Records a stock; false when it was already stocked. `stocks_count` follows.
    @discardableResult
    package mutating func stock(itemID: String, by userID: String) -> Bool {
        guard let index = itemIndex[itemID], !hasStocked(userID: userID, itemID: itemID) else { return false }
        version += 1
        stocksByUser[userID, default: []].insert(itemID, at: 0)
        items[index].stocksCount += 1
        return true
    }

    /// Removes a stock; false when it was not stocked.
    @discardableResult
    package mutating func unstock(itemID: String, by userID: String) -> Bool {
        guard let index = itemIndex[itemID], let position = stocksByUser[userID]?.firstIndex(of: itemID) else {
            return false
        }
        version += 1
        stocksByUser[userID]?.remove(at: position)
        items[index].stocksCount = max(0, items[index].stocksCount - 1)
        return true
    }

    /// Seeds stocks without touching `stocks_count` (the generator already counted them).
    mutating func seedStocks(_ itemIDs: [String], of userID: String) {
        stocksByUser[userID] = itemIDs
    }

    /// Records a follow; false for an unknown user or tag, one already followed, or the user
    /// themselves. The target's `followers_count` and the follower's `followees_count` follow.
    @discardableResult
    package mutating func follow(_ target: FollowTarget, by userID: String) -> Bool {
        guard let target = resolve(target), target != .user(userID), follows.insert(target, by: userID) else { return false }
        version += 1
        changeFollowCounts(of: target, by: userID, 1)
        return true
    }

    /// Removes a follow; false when it was not there.
    @discardableResult
    package mutating func unfollow(_ target: FollowTarget, by userID: String) -> Bool {
        guard let target = resolve(target), follows.remove(target, by: userID) else { return false }
        version += 1
        changeFollowCounts(of: target, by: userID, -1)
        return true
    }

    /// Seeds follows, given newest first, without touching the counts (the generator already counted them).
    mutating func seedFollows(_ targets: [FollowTarget], of userID: String) {
        for target in targets.reversed() { _ = follows.insert(target, by: userID) }
    }

    private mutating func changeFollowCounts(of target: FollowTarget, by followerID: String, _ change: Int) {
        switch target {
        case .user(let id):
            if let index = userIndex[id] { users[index].followersCount = max(0, users[index].followersCount + change) }
            if let index = userIndex[followerID] { users[index].followeesCount = max(0, users[index].followeesCount + change) }
        case .tag(let name):
            if let index = tagIndex[name.lowercased()] { tags[index].followersCount = max(0, tags[index].followersCount + change) }
        }
    }

    /// The items at positions of `items` (search results kept by position).
    func items(at positions: [Int]) -> [FakeItem] {
        positions.map { items[$0] }
    }

    /// Positions in `items` of the public items that satisfy a predicate.
    func publicItemPositions(where predicate: (FakeItem) -> Bool) -> [Int] {
        publicItemIndexes.filter { predicate(items[$0]) }
    }

    private mutating func rebuildIndexes() {
        userIndex = Dictionary(users.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { $1 })
        itemIndex = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { $1 })
        tagIndex = Dictionary(tags.enumerated().map { ($1.id.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        publicItemIndexes = []
        itemIndexesByUser = [:]
        publicItemIndexesByTag = [:]
        for (index, item) in items.enumerated() {
            itemIndexesByUser[item.userID, default: []].append(index)
            guard !item.isPrivate else { continue }
            publicItemIndexes.append(index)
            var seen = Set<String>()
            for tag in item.tags where seen.insert(tag.lowercased()).inserted {
                publicItemIndexesByTag[tag.lowercased(), default: []].append(index)
            }
        }
    }
}
