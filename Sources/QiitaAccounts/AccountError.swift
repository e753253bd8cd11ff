/// Why local account state (credentials, the rate ledger) could not be read or written.
package enum AccountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The credentials file can be read by other users: qiita refuses to use it.
    case insecurePermissions(path: String, mode: UInt32)
    case unreadable(path: String, reason: String)
    case malformed(path: String)
    case unwritable(path: String, reason: String)
    case noHomeDirectory

    package var description: String {
        switch self {
        case .insecurePermissions(let path, let mode):
            return "\(path) can be read by other users (mode \(String(mode & 0o777, radix: 8))): "
                + "run `chmod 600 \(path)`; qiita will not use a token others can read"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .malformed(let path):
            return "\(path) is not a qiita credentials file: remove it and run `qiita auth login` again"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .noHomeDirectory:
            return "cannot find your home directory: set HOME or XDG_CONFIG_HOME"
        }
    }
}
