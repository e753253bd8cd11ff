/// `PUT /api/v2/items/:item_id/stock`: stock an article. Qiita answers 403 `already_stocked` when
/// it already is (``QiitaError/alreadyStocked``).
public struct StockRequest: Request, Hashable {
    public typealias Response = NoContent
    public var itemID: String

    public init(itemID: String) {
        self.itemID = itemID
    }

    public var method: HTTPMethod { .put }
    public var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    public var requiresToken: Bool { true }
    public var subject: String { "item \(itemID)" }
}
