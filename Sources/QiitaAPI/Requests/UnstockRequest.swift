/// `DELETE /api/v2/items/:item_id/stock`: remove a stock. Qiita answers 404 when the article was
/// not stocked, the same as for an unknown article.
package struct UnstockRequest: Request, Hashable {
    package typealias Response = NoContent
    package var itemID: String

    package init(itemID: String) {
        self.itemID = itemID
    }

    package var method: HTTPMethod { .delete }
    package var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    package var requiresToken: Bool { true }
    package var subject: String { "item \(itemID)" }
}
