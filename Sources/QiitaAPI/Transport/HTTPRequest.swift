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

    public init(method: HTTPMethod, url: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
