/// `GET /api/v2/authenticated_user/items`: the token user's own posts, limited-shared ones included.
package struct AuthenticatedUserItemsRequest: Request, Hashable {
    package typealias Response = [Item]
    package var paging: Paging?

    package init(paging: Paging = Paging()) {
        self.paging = paging
    }

    package var path: String { "/api/v2/authenticated_user/items" }
    package var requiresToken: Bool { true }
    package var subject: String { "your items" }
}
