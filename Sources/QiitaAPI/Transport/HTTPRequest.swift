#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP request as the transport sees it: absolute URL, headers, optional body.
package struct HTTPRequest: Sendable, Hashable {
    package var method: HTTPMethod
    package var url: String
    package var headers: HTTPHeaders
    package var body: Data?

    package init(method: HTTPMethod, url: String, headers: HTTPHeaders = HTTPHeaders(), body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
