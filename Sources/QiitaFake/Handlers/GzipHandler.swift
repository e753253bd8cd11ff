import FlyingFox
import Foundation

/// Compresses answers for clients that accept gzip, as Qiita's front end does.
struct GzipHandler: HTTPHandler {
    /// gzip output by entity tag (nil when zlib failed): a page served again is not compressed
    /// again, so benchmarks measure the client rather than zlib in the server.
    let compressed = ByteBoundedCache<String, [UInt8]?> { $0?.count ?? 0 }
    let next: any HTTPHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        var response = try await next.handleRequest(request)
        let body = try await response.bodyBytes
        guard !body.isEmpty else { return response }
        response.headers[.vary] = "Accept-Encoding"
        guard Gzip.isAccepted(by: request.headers[.acceptEncoding]),
            let gzip = response.headers[.eTag].map({ compressed.value(for: $0) { Gzip.compress(body) } })
                ?? Gzip.compress(body)
        else { return response }
        response.headers[.contentEncoding] = "gzip"
        response.payload = .httpBody(HTTPBodySequence(data: Data(gzip)))
        return response
    }
}
