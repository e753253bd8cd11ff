/// `GET /api/v2/tags/:tag_id`: a tag (the lookup is case-insensitive; the reply has its canonical case).
public struct TagRequest: Request, Hashable {
    public typealias Response = Tag
    public var tagID: String

    public init(tagID: String) {
        self.tagID = tagID
    }

    public var path: String { "/api/v2/tags/\(PathSegment.encode(tagID))" }
    public var subject: String { "tag \(tagID)" }
}
