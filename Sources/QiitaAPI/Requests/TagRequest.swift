/// `GET /api/v2/tags/:tag_id`: a tag (the lookup is case-insensitive; the reply has its canonical case).
package struct TagRequest: Request, Hashable {
    package typealias Response = Tag
    package var tagID: String

    package init(tagID: String) {
        self.tagID = tagID
    }

    package var path: String { "/api/v2/tags/\(PathSegment.encode(tagID))" }
    package var subject: String { "tag \(tagID)" }
    package var storage: LibraryStorage { .reply }
}
