/// `GET /api/v2/items/:item_id`: one article with its markdown body.
package struct ItemRequest: Request, Hashable {
    package typealias Response = Item
    package var itemID: String

    package init(itemID: String) {
        self.itemID = itemID
    }

    package var path: String { "/api/v2/items/\(PathSegment.encode(itemID))" }
    package var subject: String { "item \(itemID)" }
    package var storage: LibraryStorage { .item(id: itemID) }
}
