/// Something the open recovered from that the user should hear about in one line.
package enum LibraryWarning: Sendable, Equatable, CustomStringConvertible {
    /// A damaged database was renamed to `movedTo` (kept for inspection) and a fresh one started.
    case movedAsideCorruptFile(path: String, movedTo: String, reason: String)

    package var description: String {
        switch self {
        case .movedAsideCorruptFile(let path, let movedTo, let reason):
            "library: \(path) was damaged (\(reason)); kept as \(movedTo), starting a new library"
        }
    }
}
