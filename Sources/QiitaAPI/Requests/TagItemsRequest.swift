/// `GET /api/v2/tags/:tag_id/items`: a tag's posts, most recently tagged first.
public struct TagItemsRequest: Request, Hashable {
    public typealias Response = [Item]
    public var tagID: String
    public var paging: Paging?

    public init(tagID: String, paging: Paging = Paging()) {
        self.tagID = tagID
        self.paging = paging
    }

    public var path: String { "/api/v2/tags/\(PathSegment.encode(tagID))/items" }
    public var subject: String { "tag \(tagID)" }
}
