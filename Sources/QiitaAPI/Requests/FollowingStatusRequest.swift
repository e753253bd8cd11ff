/// `GET /api/v2/users/:user_id/following` or `/api/v2/tags/:tag_id/following`: whether the token
/// user follows a user or a tag. Qiita answers with a status: 204 when following, 404 when not
/// (or when there is no such user or tag).
package struct FollowingStatusRequest: Request, Hashable {
    package typealias Response = Bool
    package var target: FollowTarget

    package init(target: FollowTarget) {
        self.target = target
    }

    package var path: String { target.followingPath }
    package var requiresToken: Bool { true }
    package var subject: String { target.subject }

    package func decode(_ response: HTTPResponse) throws(QiitaError) -> Bool {
        if response.isSuccess { return true }
        if response.status == 404 { return false }
        throw QiitaError(response: response, subject: subject)
    }
}
