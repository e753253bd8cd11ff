import Foundation

/// What went wrong while driving a program in tmux, said so that a failing test explains itself
/// (a wait that timed out shows the screen it last saw).
package enum TmuxError: Error, LocalizedError, CustomStringConvertible {
    /// A tmux command exited with a failure.
    case commandFailed(arguments: [String], status: Int32, message: String)
    /// A condition did not come true before its deadline.
    case timedOut(waitingFor: String, seconds: Double, lastSeen: String)

    package var description: String {
        switch self {
        case .commandFailed(let arguments, let status, let message):
            let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return "tmux \(arguments.joined(separator: " ")) failed with status \(status)"
                + (trimmed.isEmpty ? "" : ": \(trimmed)")
        case .timedOut(let condition, let seconds, let lastSeen):
            return "waited \(seconds) s for \(condition); last seen:\n\(lastSeen)"
        }
    }

    package var errorDescription: String? { description }
}
