/// `GET /api/v2/users/:user_id/items`: a user's posts, newest first.
package struct UserItemsRequest: Request, Hashable {
    package typealias Response = [Item]
    package var userID: String
    package var paging: Paging?

    package init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    package var path: String { "/api/v2/users/\(PathSegment.encode(userID))/items" }
    package var subject: String { "user \(userID)" }
}
