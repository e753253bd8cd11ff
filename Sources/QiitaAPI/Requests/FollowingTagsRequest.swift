/// `GET /api/v2/users/:user_id/following_tags`: the tags a user follows, newest follow first.
package struct FollowingTagsRequest: Request, Hashable {
    package typealias Response = [Tag]
    package var userID: String
    package var paging: Paging?

    package init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    package var path: String { "/api/v2/users/\(PathSegment.encode(userID))/following_tags" }
    package var subject: String { "tags followed by user \(userID)" }
    package var storage: LibraryStorage { .reply }
}
