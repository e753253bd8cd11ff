/// How much an open checks the file before using it. `PRAGMA quick_check` reads every page, so
/// its cost grows with the library; a command that must start fast may take the header check
/// and let a later `.quickCheck` open (e.g. `qiita library`) find deeper damage.
package enum IntegrityCheck: Sendable {
    /// The SQLite header and `PRAGMA quick_check`.
    case quickCheck
    /// The SQLite header and the schema only.
    case headerOnly
}
