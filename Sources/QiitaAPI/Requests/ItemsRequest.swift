/// `GET /api/v2/items`: the newest articles, or a search when `query` is given
/// (`tag:Swift user:alice stocks:>10 …`, passed through as Qiita's own search syntax).
public struct ItemsRequest: Request, Hashable {
    public typealias Response = [Item]
    public var query: String?
    public var paging: Paging?

    public init(query: String? = nil, paging: Paging = Paging()) {
        self.query = query
        self.paging = paging
    }

    public var path: String { "/api/v2/items" }
    public var queryItems: [QueryItem] {
        guard let query, !query.isEmpty else { return [] }
        return [QueryItem("query", query)]
    }
    public var subject: String {
        guard let query, !query.isEmpty else { return "the newest items" }
        return "search \"\(query)\""
    }
}
