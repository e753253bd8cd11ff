import FlyingFox

/// Resets the request's connection before any byte of an answer: the one fault no HTTP
/// library produces, so it reaches under FlyingFox to the socket (``ConnectionReset``).
struct ConnectionResetHandler: HTTPHandler {
    let serverPort: UInt16

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard case .ip4(_, let peerPort)? = request.remoteAddress else { throw ConnectionReset.Failure() }
        try ConnectionReset.reset(serverPort: serverPort, peerPort: peerPort)
        // FlyingFox fails to write this to the dead descriptor and closes the connection.
        return HTTPResponse(status: 500)
    }
}
