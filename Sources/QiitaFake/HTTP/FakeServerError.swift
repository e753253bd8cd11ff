import Glibc

/// Why the fake server could not start or could not accept its options.
package enum FakeServerError: Error, Equatable, CustomStringConvertible {
    case socket(String, Int32)
    case thread(Int32)
    case alreadyStarted
    case invalidOption(String)
    case unknownUser(String)

    package var description: String {
        switch self {
        case .socket(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .thread(let code): "could not start a thread: \(String(cString: strerror(code)))"
        case .alreadyStarted: "the server is already running"
        case .invalidOption(let message): message
        case .unknownUser(let id): "no user '\(id)' in the corpus (see GET /api/v2/users)"
        }
    }
}
