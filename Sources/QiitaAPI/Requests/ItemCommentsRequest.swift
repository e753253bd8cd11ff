/// `GET /api/v2/items/:item_id/comments`: an article's comments, newest first. Qiita pages them
/// like other lists (the reply carries `Link` and `Total-Count`).
public struct ItemCommentsRequest: Request, Hashable {
    public typealias Response = [Comment]
    public var itemID: String
    public var paging: Paging?

    public init(itemID: String, paging: Paging = Paging(perPage: 100)) {
        self.itemID = itemID
        self.paging = paging
    }

    public var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/comments" }
    public var subject: String { "item \(itemID)" }
}
