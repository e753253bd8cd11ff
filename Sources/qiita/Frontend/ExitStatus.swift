import ArgumentParser
import QiitaAPI

/// The documented exit statuses. Scripts can tell "not found" from "rate limited" from "the
/// network is down" without parsing messages. Keep this table and the README in step.
enum ExitStatus: Int32, CaseIterable {
    case success = 0
    /// Anything not listed below (a local file that cannot be read, an interrupted pager…).
    case failure = 1
    /// Bad flags, values, ids or URLs; a page outside 1–100; a code block the article does not have.
    case usage = 2
    /// The item, user or tag does not exist (HTTP 404).
    case notFound = 3
    /// No token, a refused token, or a token without the needed scope (401/403).
    case authentication = 4
    /// The hourly rate budget is spent (429, or 403 with nothing remaining, or as last recorded).
    case rateLimited = 5
    /// No reply: DNS, connection, TLS, timeout, a broken transfer.
    case network = 6
    /// Qiita failed (5xx) or replied with something that is not the documented JSON.
    case server = 7
    /// Offline (`--offline`), and the local library has no copy of what was asked.
    case notInLibrary = 8

    init(for error: QiitaError) {
        switch error {
        case .notFound: self = .notFound
        case .notInLibrary: self = .notInLibrary
        case .badRequest, .pageOutOfRange, .insecureTransport: self = .usage
        case .unauthorized, .tokenRequired, .forbidden, .alreadyStocked, .malformedToken: self = .authentication
        case .rateLimited, .budgetSpent, .burstLimited: self = .rateLimited
        case .transport(.libraryFailedToStart, _): self = .failure
        case .transport: self = .network
        case .server, .unexpectedStatus, .invalidResponse: self = .server
        }
    }
}

/// An error of the command line itself, reported as one line with its exit status.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let status: ExitStatus

    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: .usage) }
    static func failure(_ message: String) -> CommandFailure { CommandFailure(message: message, status: .failure) }

    var description: String { message }
}
