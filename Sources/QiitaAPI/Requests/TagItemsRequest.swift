/// `GET /api/v2/tags/:tag_id/items`: a tag's posts, most recently tagged first.
package struct TagItemsRequest: Request, Hashable {
    package typealias Response = [Item]
    package var tagID: String
    package var paging: Paging?

    package init(tagID: String, paging: Paging = Paging()) {
        self.tagID = tagID
        self.paging = paging
    }

    package var path: String { "/api/v2/tags/\(PathSegment.encode(tagID))/items" }
    package var subject: String { "tag \(tagID)" }
}
