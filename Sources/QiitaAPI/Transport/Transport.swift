/// The only network seam: send one HTTP request, get its status, headers and body.
/// Real: ``CurlTransport``. Tests: the loopback fake server, or recorded responses.
package protocol Transport: Sendable {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
