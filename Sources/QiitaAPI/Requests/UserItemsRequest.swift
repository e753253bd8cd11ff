/// `GET /api/v2/users/:user_id/items`: a user's posts, newest first.
public struct UserItemsRequest: Request, Hashable {
    public typealias Response = [Item]
    public var userID: String
    public var paging: Paging?

    public init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    public var path: String { "/api/v2/users/\(PathSegment.encode(userID))/items" }
    public var subject: String { "user \(userID)" }
}
