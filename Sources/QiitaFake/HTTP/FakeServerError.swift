/// Why the fake server could not start or could not accept its options.
package enum FakeServerError: Error, Equatable, CustomStringConvertible {
    case cannotListen(port: UInt16, reason: String)
    case alreadyStarted
    case invalidOption(String)
    case unknownUser(String)

    package var description: String {
        switch self {
        case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        case .alreadyStarted: "the server is already running"
        case .invalidOption(let message): message
        case .unknownUser(let id): "no user '\(id)' in the corpus (see GET /api/v2/users)"
        }
    }
}
