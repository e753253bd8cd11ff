#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP request as the transport sees it: absolute URL, headers, optional body.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var url: String
    public var headers: HTTPHeaders
    public var body: Data?
    /// Reads the reply's body while it arrives, if anything should (``BodyReader``). Not part of
    /// the request's value.
    public var bodyReader: (any BodyReader)?

    public init(
        method: HTTPMethod, url: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil,
        bodyReader: (any BodyReader)? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.bodyReader = bodyReader
    }

    public static func == (lhs: HTTPRequest, rhs: HTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.headers == rhs.headers && lhs.body == rhs.body
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(url)
        hasher.combine(headers)
        hasher.combine(body)
    }
}
