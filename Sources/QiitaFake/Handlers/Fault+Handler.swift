import FlyingFox

extension Fault {
    /// The handler that plays this fault: a canned answer, or the real one changed on its way out.
    func handler(around next: any HTTPHandler, pause: @escaping DelayHandler.Pause, serverPort: UInt16) -> any HTTPHandler {
        switch self {
        case .status(let status, let retryAfter): CannedResponseHandler(.statusFault(status, retryAfter: retryAfter))
        case .invalidJSON: CannedResponseHandler(.invalidJSON)
        case .htmlErrorPage: CannedResponseHandler(.nginxBadGateway)
        case .slowResponse(let milliseconds): DelayHandler(milliseconds: milliseconds, pause: pause, next: next)
        case .truncatedBody: TruncatedBodyHandler(next: next)
        case .connectionReset: ConnectionResetHandler(serverPort: serverPort)
        }
    }
}
