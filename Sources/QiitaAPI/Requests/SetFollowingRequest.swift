/// `PUT` (follow) or `DELETE` (unfollow) `/api/v2/users/:user_id/following` or
/// `/api/v2/tags/:tag_id/following`. Qiita answers 403 when the state already is as asked.
package struct SetFollowingRequest: Request, Hashable {
    package typealias Response = NoContent
    package var target: FollowTarget
    package var following: Bool

    package init(target: FollowTarget, following: Bool) {
        self.target = target
        self.following = following
    }

    package var method: HTTPMethod { following ? .put : .delete }
    package var path: String { target.followingPath }
    package var requiresToken: Bool { true }
    package var subject: String { target.subject }
}
