import Foundation

/// Where the library lives when the caller names no path: the XDG data folder, as other
/// terminal readers keep their caches.
package enum LibraryLocation {
    package static let fileName = "library.sqlite3"

    /// `$XDG_DATA_HOME/qiita/library.sqlite3`, else `~/.local/share/qiita/library.sqlite3`.
    /// A relative `XDG_DATA_HOME` is ignored, as the XDG specification asks.
    package static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        home: String = NSHomeDirectory()
    ) -> String {
        let base: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            base = data
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return ((base as NSString).appendingPathComponent("qiita") as NSString).appendingPathComponent(fileName)
    }
}
