#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any request with the given `Response`, as a `Hashable` value snapshot.
///
/// Screens and the navigation history hold requests of different endpoint types side by side
/// (`AnyRequest<[Item]>` for the feed, a tag, a user's posts), compare them to decide whether a
/// screen is already on the stack, and ask for other pages of them. The snapshot keeps what the
/// request declared; its decoding is a `@Sendable` function of the reply, so the value stays
/// `Sendable`. Two snapshots are equal when they come from the same endpoint type with the same
/// method, path, query, paging and body.
public struct AnyRequest<Response: Decodable & Sendable>: Request, Hashable, CustomStringConvertible {
    public let method: HTTPMethod
    public let path: String
    public let queryItems: [QueryItem]
    public private(set) var paging: Paging?
    public let body: Data?
    public let requiresToken: Bool
    public let subject: String
    public let carriesSecrets: Bool
    /// The endpoint type the snapshot was taken of, so that equal-looking requests of different
    /// types (which may decode differently) do not compare equal.
    private let endpoint: ObjectIdentifier
    private let decoder: @Sendable (HTTPResponse) throws(QiitaError) -> Response

    public init<Wrapped: Request>(_ request: Wrapped) where Wrapped.Response == Response {
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
        endpoint = ObjectIdentifier(Wrapped.self)
        decoder = { (response: HTTPResponse) throws(QiitaError) -> Response in try request.decode(response) }
    }

    public func decode(_ response: HTTPResponse) throws(QiitaError) -> Response {
        try decoder(response)
    }

    /// The same request for page `number`; unchanged when the endpoint is not paged.
    public func page(_ number: Int) -> AnyRequest {
        var copy = self
        copy.paging?.page = number
        return copy
    }

    /// The same request with `count` elements a page; unchanged when the endpoint is not paged.
    public func perPage(_ count: Int) -> AnyRequest {
        var copy = self
        copy.paging?.perPage = count
        return copy
    }

    public static func == (lhs: AnyRequest, rhs: AnyRequest) -> Bool {
        lhs.endpoint == rhs.endpoint && lhs.method == rhs.method && lhs.path == rhs.path
            && lhs.queryItems == rhs.queryItems && lhs.paging == rhs.paging && lhs.body == rhs.body
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(endpoint)
        hasher.combine(method)
        hasher.combine(path)
        hasher.combine(queryItems)
        hasher.combine(paging)
        hasher.combine(body)
    }

    public var description: String {
        let query = allQueryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(method.rawValue) \(path)\(query.isEmpty ? "" : "?" + query)"
    }
}

extension Request {
    /// This request as an ``AnyRequest`` snapshot.
    public func eraseToAnyRequest() -> AnyRequest<Response> {
        AnyRequest(self)
    }
}
