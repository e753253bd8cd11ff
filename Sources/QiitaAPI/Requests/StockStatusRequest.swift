/// `GET /api/v2/items/:item_id/stock`: whether the token user stocked an article. Qiita answers
/// with a status, not a body: 204 when stocked, 404 when not (or when the item does not exist).
public struct StockStatusRequest: Request, Hashable {
    public typealias Response = StockStatus
    public var itemID: String

    public init(itemID: String) {
        self.itemID = itemID
    }

    public var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    public var requiresToken: Bool { true }
    public var subject: String { "item \(itemID)" }

    public func decode(_ response: HTTPResponse) throws(QiitaError) -> StockStatus {
        if response.isSuccess { return .stocked }
        if response.status == 404 { return .notStocked }
        throw QiitaError(response: response, subject: subject)
    }
}

/// Whether the signed-in user has stocked an article.
public enum StockStatus: String, Decodable, Sendable, Hashable {
    case stocked, notStocked
}
