/// `DELETE /api/v2/items/:item_id/stock`: remove a stock. Qiita answers 404 when the article was
/// not stocked, the same as for an unknown article.
public struct UnstockRequest: Request, Hashable {
    public typealias Response = NoContent
    public var itemID: String

    public init(itemID: String) {
        self.itemID = itemID
    }

    public var method: HTTPMethod { .delete }
    public var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    public var requiresToken: Bool { true }
    public var subject: String { "item \(itemID)" }
}
