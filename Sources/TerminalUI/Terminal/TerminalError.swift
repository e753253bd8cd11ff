#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@preconcurrency import Glibc

/// Why the terminal could not be taken over or written to, with the system's reason.
package enum TerminalError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    /// Full-screen mode needs a terminal, and standard input is something else (a pipe, a file).
    case notATerminal
    /// `tcgetattr` or `tcsetattr` failed.
    case attributesUnavailable(errno: Int32)
    /// Another terminal is in full-screen mode in this process; signals can restore only one.
    case alreadyInFullScreen
    /// Writing to the terminal failed.
    case writeFailed(errno: Int32)
    /// A pipe for the input thread could not be made.
    case pipeUnavailable(errno: Int32)

    package var description: String {
        switch self {
        case .notATerminal:
            return "The full-screen reader needs a terminal: standard input is not one."
        case .attributesUnavailable(let code):
            return "Could not switch the terminal's mode: \(Self.reason(code))."
        case .alreadyInFullScreen:
            return "Another full-screen session is already running in this process."
        case .writeFailed(let code):
            return "Could not write to the terminal: \(Self.reason(code))."
        case .pipeUnavailable(let code):
            return "Could not set up terminal input: \(Self.reason(code))."
        }
    }

    package var errorDescription: String? { description }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
