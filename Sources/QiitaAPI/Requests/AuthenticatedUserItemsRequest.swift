/// `GET /api/v2/authenticated_user/items`: the token user's own posts, limited-shared ones included.
public struct AuthenticatedUserItemsRequest: Request, Hashable {
    public typealias Response = [Item]
    public var paging: Paging?

    public init(paging: Paging = Paging()) {
        self.paging = paging
    }

    public var path: String { "/api/v2/authenticated_user/items" }
    public var requiresToken: Bool { true }
    public var subject: String { "your items" }
}
