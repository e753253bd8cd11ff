/// `GET /api/v2/items/:item_id`: one article with its markdown body.
public struct ItemRequest: Request, Hashable {
    public typealias Response = Item
    public var itemID: String

    public init(itemID: String) {
        self.itemID = itemID
    }

    public var path: String { "/api/v2/items/\(PathSegment.encode(itemID))" }
    public var subject: String { "item \(itemID)" }
}
