#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any request with the given `Response`, as a `Hashable` value snapshot.
///
/// Screens hold requests of different endpoint types side by side (`AnyRequest<[ItemSummary]>`
/// for the feed, a tag, a user's posts) and ask for other pages of them; the local library keys
/// the replies it keeps by the request (its ``description``, which is what is sent). The snapshot
/// keeps what the request declared; its decoding is a `@Sendable` function of the reply, so the
/// value stays `Sendable`. Two snapshots are equal when they come from the same endpoint type with
/// the same method, path, query, paging and body. (The reader's history compares screens, not
/// requests: see `Screen`.)
package struct AnyRequest<Response: Decodable & Sendable>: Request, Hashable, CustomStringConvertible {
    package let method: HTTPMethod
    package let path: String
    package let queryItems: [QueryItem]
    package private(set) var paging: Paging?
    package let body: Data?
    package let requiresToken: Bool
    package let subject: String
    package let carriesSecrets: Bool
    package let storage: LibraryStorage
    /// The endpoint type the snapshot was taken of, so that equal-looking requests of different
    /// types (which may decode differently) do not compare equal.
    private let endpoint: ObjectIdentifier
    private let decoder: @Sendable (HTTPResponse) throws(QiitaError) -> Response

    package init<Wrapped: Request>(_ request: Wrapped) where Wrapped.Response == Response {
        if let erased = request as? AnyRequest<Response> {
            self = erased
            return
        }
        method = request.method
        path = request.path
        queryItems = request.queryItems
        paging = request.paging
        body = request.body
        requiresToken = request.requiresToken
        subject = request.subject
        carriesSecrets = request.carriesSecrets
        storage = request.storage
        endpoint = ObjectIdentifier(Wrapped.self)
        decoder = { (response: HTTPResponse) throws(QiitaError) -> Response in try request.decode(response) }
    }

    package func decode(_ response: HTTPResponse) throws(QiitaError) -> Response {
        try decoder(response)
    }

    /// The same request for page `number`; unchanged when the endpoint is not paged.
    package func page(_ number: Int) -> AnyRequest {
        var copy = self
        copy.paging?.page = number
        return copy
    }

    /// The same request with `count` elements a page; unchanged when the endpoint is not paged.
    package func perPage(_ count: Int) -> AnyRequest {
        var copy = self
        copy.paging?.perPage = count
        return copy
    }

    package static func == (lhs: AnyRequest, rhs: AnyRequest) -> Bool {
        lhs.endpoint == rhs.endpoint && lhs.method == rhs.method && lhs.path == rhs.path
            && lhs.queryItems == rhs.queryItems && lhs.paging == rhs.paging && lhs.body == rhs.body
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(endpoint)
        hasher.combine(method)
        hasher.combine(path)
        hasher.combine(queryItems)
        hasher.combine(paging)
        hasher.combine(body)
    }

    package var description: String { requestLine }
}

extension Request {
    /// This request as an ``AnyRequest`` snapshot.
    package func eraseToAnyRequest() -> AnyRequest<Response> {
        AnyRequest(self)
    }
}
