/// `GET /api/v2/users/:user_id/followees`: the users a user follows.
package struct FolloweesRequest: Request, Hashable {
    package typealias Response = [User]
    package var userID: String
    package var paging: Paging?

    package init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    package var path: String { "/api/v2/users/\(PathSegment.encode(userID))/followees" }
    package var subject: String { "users followed by user \(userID)" }
    package var storage: LibraryStorage { .reply }
}
