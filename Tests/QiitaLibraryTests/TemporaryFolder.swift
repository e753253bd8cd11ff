import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when the
/// test lets go of it.
final class TemporaryFolder: Sendable {
    let path: String

    init() {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("qiita-library-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
    }

    /// A path inside the folder.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// The default library location inside the folder.
    var libraryPath: String { file("data/qiita/library.sqlite3") }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
