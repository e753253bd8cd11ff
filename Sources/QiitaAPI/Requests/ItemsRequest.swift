/// `GET /api/v2/items`: the newest articles, or a search when `query` is given
/// (`tag:Swift user:alice stocks:>10 …`, passed through as Qiita's own search syntax).
package struct ItemsRequest: Request, Hashable {
    package typealias Response = [Item]
    package var query: String?
    package var paging: Paging?

    package init(query: String? = nil, paging: Paging = Paging()) {
        self.query = query
        self.paging = paging
    }

    package var path: String { "/api/v2/items" }
    package var queryItems: [QueryItem] {
        guard let query, !query.isEmpty else { return [] }
        return [QueryItem("query", query)]
    }
    package var subject: String {
        guard let query, !query.isEmpty else { return "the newest items" }
        return "search \"\(query)\""
    }
}
