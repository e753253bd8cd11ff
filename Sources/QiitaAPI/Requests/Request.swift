#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One Qiita API endpoint call, as plain data: method, path, query and paging, and the type its
/// reply decodes to. Requests are values so that screens and history can store and compare them;
/// everything about sending them (host, token, headers, errors) lives once in ``QiitaClient``.
package protocol Request<Response>: Sendable {
    associatedtype Response: Decodable & Sendable

    var method: HTTPMethod { get }
    /// The path below the host, starting with `/api/v2/`, its segments already percent-encoded.
    var path: String { get }
    /// Query items other than paging.
    var queryItems: [QueryItem] { get }
    /// The page asked for, for list endpoints; nil for single resources.
    var paging: Paging? { get }
    /// A JSON body, for the few endpoints that take one.
    var body: Data? { get }
    /// Whether the endpoint answers only with a token (Qiita answers 401 without one).
    var requiresToken: Bool { get }
    /// What this request is about, for messages: "item 4bd431809afb1bb99e4f", "user alice".
    var subject: String { get }
    /// Whether the request itself carries secrets (an OAuth client secret and code, a token in
    /// its path), so that it must not travel in clear text even without a token.
    var carriesSecrets: Bool { get }
    /// What the local library keeps of the reply (nothing, by default).
    var storage: LibraryStorage { get }

    /// The value of a reply. The default decodes a 2xx JSON body and maps anything else to
    /// ``QiitaError``; endpoints whose answer is a status (stock checks) override it.
    func decode(_ response: HTTPResponse) throws(QiitaError) -> Response
}

extension Request {
    package var method: HTTPMethod { .get }
    package var queryItems: [QueryItem] { [] }
    package var paging: Paging? { nil }
    package var body: Data? { nil }
    package var requiresToken: Bool { false }
    package var subject: String { path }
    package var carriesSecrets: Bool { false }
    package var storage: LibraryStorage { .none }

    /// The query as sent: the request's own items, then `page` and `per_page`.
    package var allQueryItems: [QueryItem] {
        guard let paging else { return queryItems }
        return queryItems + [
            QueryItem("page", String(paging.page)), QueryItem("per_page", String(paging.perPage)),
        ]
    }

    /// Method, path and query as sent (`GET /api/v2/items?page=1&per_page=20`): how requests are
    /// printed and how the library keys their replies.
    package var requestLine: String {
        let query = allQueryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(method.rawValue) \(path)\(query.isEmpty ? "" : "?" + query)"
    }

    /// GET and the stock PUT/DELETE are idempotent; only POST is not, and it is never retried.
    package var isIdempotent: Bool { method != .post }

    package func decode(_ response: HTTPResponse) throws(QiitaError) -> Response {
        try response.decodeJSON(Response.self, subject: subject)
    }
}

extension Request where Response == [Item] {
    /// Every listing of items is kept, each item with it.
    package var storage: LibraryStorage { .itemList }
}

extension Request where Response == NoContent {
    package func decode(_ response: HTTPResponse) throws(QiitaError) -> NoContent {
        guard response.isSuccess else { throw QiitaError(response: response, subject: subject) }
        return NoContent()
    }
}

/// The HTTP methods the Qiita API uses.
package enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE"
}

/// A name and value in a URL query.
package struct QueryItem: Sendable, Hashable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A page of a list endpoint. Qiita accepts pages and page sizes from 1 to 100 and answers 400
/// beyond, so these bounds are checked before anything is sent.
package struct Paging: Sendable, Hashable {
    package static let pages = 1...100
    package static let pageSizes = 1...100
    package static let defaultPerPage = 20

    package var page: Int
    package var perPage: Int

    package init(page: Int = 1, perPage: Int = Paging.defaultPerPage) {
        self.page = page
        self.perPage = perPage
    }

    /// Whether Qiita would accept this page and size.
    package var isValid: Bool { Self.pages.contains(page) && Self.pageSizes.contains(perPage) }
}

/// The reply of endpoints that answer 204 with no body.
package struct NoContent: Decodable, Sendable, Hashable {
    package init() {}
}
