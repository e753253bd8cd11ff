/// `PUT /api/v2/items/:item_id/stock`: stock an article. Qiita answers 403 `already_stocked` when
/// it already is (``QiitaError/alreadyStocked``).
package struct StockRequest: Request, Hashable {
    package typealias Response = NoContent
    package var itemID: String

    package init(itemID: String) {
        self.itemID = itemID
    }

    package var method: HTTPMethod { .put }
    package var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    package var requiresToken: Bool { true }
    package var subject: String { "item \(itemID)" }
}
