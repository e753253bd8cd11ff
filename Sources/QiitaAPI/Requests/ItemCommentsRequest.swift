/// `GET /api/v2/items/:item_id/comments`: an article's comments, newest first. Qiita pages them
/// like other lists (the reply carries `Link` and `Total-Count`).
package struct ItemCommentsRequest: Request, Hashable {
    package typealias Response = [Comment]
    package var itemID: String
    package var paging: Paging?

    /// What every screen and command asks for, so that they share the copy the library keeps:
    /// an article's comments rarely fill one page.
    package static let pageSize = 100

    package init(itemID: String, paging: Paging = Paging(perPage: pageSize)) {
        self.itemID = itemID
        self.paging = paging
    }

    package var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/comments" }
    package var subject: String { "the comments of item \(itemID)" }
    package var storage: LibraryStorage { .reply }
}
