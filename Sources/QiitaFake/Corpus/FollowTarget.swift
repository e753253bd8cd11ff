/// What a user can follow on Qiita: another user, by id, or a tag, by name. Tag names are
/// compared as the tag routes compare them, ignoring case.
package enum FollowTarget: Sendable, Hashable {
    case user(String)
    case tag(String)
}
