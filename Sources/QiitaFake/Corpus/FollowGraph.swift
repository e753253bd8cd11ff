/// Who follows whom, and which tags each user follows, every list newest follow first. It only
/// keeps the edges; the corpus checks that both ends exist and keeps the counts in step.
struct FollowGraph: Sendable {
    private var followees: [String: [String]] = [:]
    private var followers: [String: [String]] = [:]
    /// Canonical tag ids, as the corpus's tag list spells them.
    private var tags: [String: [String]] = [:]

    func followees(of userID: String) -> [String] {
        followees[userID] ?? []
    }

    func followers(of userID: String) -> [String] {
        followers[userID] ?? []
    }

    func tags(of userID: String) -> [String] {
        tags[userID] ?? []
    }

    /// Whether the user follows the target; a tag matches in any case.
    func contains(_ target: FollowTarget, by userID: String) -> Bool {
        switch target {
        case .user(let id): followees(of: userID).contains(id)
        case .tag(let name): tags(of: userID).contains { $0.lowercased() == name.lowercased() }
        }
    }

    /// Records a follow as the newest; false when it was already there.
    mutating func insert(_ target: FollowTarget, by userID: String) -> Bool {
        guard !contains(target, by: userID) else { return false }
        switch target {
        case .user(let id):
            followees[userID, default: []].insert(id, at: 0)
            followers[id, default: []].insert(userID, at: 0)
        case .tag(let name):
            tags[userID, default: []].insert(name, at: 0)
        }
        return true
    }

    /// Removes a follow; false when it was not there.
    mutating func remove(_ target: FollowTarget, by userID: String) -> Bool {
        guard contains(target, by: userID) else { return false }
        switch target {
        case .user(let id):
            followees[userID]?.removeAll { $0 == id }
            followers[id]?.removeAll { $0 == userID }
        case .tag(let name):
            tags[userID]?.removeAll { $0.lowercased() == name.lowercased() }
        }
        return true
    }
}
