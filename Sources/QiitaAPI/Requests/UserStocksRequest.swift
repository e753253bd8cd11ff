/// `GET /api/v2/users/:user_id/stocks`: the articles a user stocked, most recent stock first.
public struct UserStocksRequest: Request, Hashable {
    public typealias Response = [Item]
    public var userID: String
    public var paging: Paging?

    public init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    public var path: String { "/api/v2/users/\(PathSegment.encode(userID))/stocks" }
    public var subject: String { "stocks of user \(userID)" }
}
