import Foundation
import GRDB

/// Everything that can go wrong in the library, each with a one-line message for the command line.
/// Writes are best-effort for callers (`LibraryReplies` says the first failure and carries on).
package enum LibraryError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    case cannotCreateFolder(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    /// The file was written by a newer `qiita`; it is left untouched.
    case newerSchema(path: String, detail: String)
    case cannotMoveAside(path: String, reason: String)
    case diskFull(path: String)
    case readOnly(path: String, reason: String)
    /// Another process held the database longer than the busy timeout.
    case busy(path: String)
    /// SQLite found damage while working; the next open moves the file aside.
    case corrupt(path: String, reason: String)
    case database(path: String, reason: String)
    case invalidArchive(reason: String)

    package var description: String {
        switch self {
        case .cannotCreateFolder(let path, let reason):
            "library: cannot create the folder \(path): \(reason)"
        case .cannotOpen(let path, let reason):
            "library: cannot open \(path): \(reason)"
        case .newerSchema(let path, let detail):
            "library: \(path) was written by a newer qiita (\(detail)); upgrade qiita or use another --library path"
        case .cannotMoveAside(let path, let reason):
            "library: \(path) is damaged and could not be moved aside: \(reason)"
        case .diskFull(let path):
            "library: the disk is full; nothing more is saved in \(path)"
        case .readOnly(let path, let reason):
            "library: \(path) cannot be written: \(reason)"
        case .busy(let path):
            "library: \(path) is busy in another qiita process; try again"
        case .corrupt(let path, let reason):
            "library: \(path) is damaged (\(reason)); it will be moved aside the next time qiita starts"
        case .database(let path, let reason):
            "library: \(path): \(reason)"
        case .invalidArchive(let reason):
            "library: not a read-state export: \(reason)"
        }
    }

    package var errorDescription: String? { description }

    /// Maps any error thrown inside GRDB or Foundation to one case, keeping SQLite's reason.
    init(_ error: any Error, path: String) {
        if let error = error as? LibraryError {
            self = error
            return
        }
        guard let error = error as? DatabaseError else {
            self = .database(path: path, reason: String(describing: error))
            return
        }
        let reason = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        switch error.resultCode {
        case .SQLITE_FULL: self = .diskFull(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: self = .readOnly(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .corrupt(path: path, reason: reason)
        case .SQLITE_CANTOPEN: self = .cannotOpen(path: path, reason: reason)
        default: self = .database(path: path, reason: reason)
        }
    }
}
