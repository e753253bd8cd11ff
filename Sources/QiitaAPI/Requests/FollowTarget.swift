/// What can be followed on Qiita: a user (their posts) or a tag (its posts).
package enum FollowTarget: Sendable, Hashable {
    case user(String)
    case tag(String)

    /// `/api/v2/users/:id/following` or `/api/v2/tags/:id/following`: one path checks, follows
    /// and unfollows, by method.
    var followingPath: String {
        switch self {
        case .user(let id): "/api/v2/users/\(PathSegment.encode(id))/following"
        case .tag(let id): "/api/v2/tags/\(PathSegment.encode(id))/following"
        }
    }

    /// `@alice` or `#Swift`, as the commands take them and messages name them.
    package var name: String {
        switch self {
        case .user(let id): "@\(id)"
        case .tag(let id): "#\(id)"
        }
    }

    var subject: String {
        switch self {
        case .user(let id): "user \(id)"
        case .tag(let id): "tag \(id)"
        }
    }
}
