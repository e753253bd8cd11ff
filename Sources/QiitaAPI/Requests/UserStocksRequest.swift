/// `GET /api/v2/users/:user_id/stocks`: the articles a user stocked, most recent stock first.
package struct UserStocksRequest: Request, Hashable {
    package typealias Response = [Item]
    package var userID: String
    package var paging: Paging?

    package init(userID: String, paging: Paging = Paging()) {
        self.userID = userID
        self.paging = paging
    }

    package var path: String { "/api/v2/users/\(PathSegment.encode(userID))/stocks" }
    package var subject: String { "stocks of user \(userID)" }
}
