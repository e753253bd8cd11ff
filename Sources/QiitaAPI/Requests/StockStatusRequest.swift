/// `GET /api/v2/items/:item_id/stock`: whether the token user stocked an article. Qiita answers
/// with a status, not a body: 204 when stocked, 404 when not (or when the item does not exist).
package struct StockStatusRequest: Request, Hashable {
    package typealias Response = StockStatus
    package var itemID: String

    package init(itemID: String) {
        self.itemID = itemID
    }

    package var path: String { "/api/v2/items/\(PathSegment.encode(itemID))/stock" }
    package var requiresToken: Bool { true }
    package var subject: String { "item \(itemID)" }

    package func decode(_ response: HTTPResponse) throws(QiitaError) -> StockStatus {
        if response.isSuccess { return .stocked }
        if response.status == 404 { return .notStocked }
        throw QiitaError(response: response, subject: subject)
    }
}

/// Whether the signed-in user has stocked an article.
package enum StockStatus: String, Decodable, Sendable, Hashable {
    case stocked, notStocked
}
