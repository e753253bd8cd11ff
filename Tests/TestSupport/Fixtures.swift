import Foundation

/// The real recorded Qiita responses in `../shared/qiita-fixtures`, read in place (never copied
/// into the repository). `QIITA_FIXTURES` overrides the folder.
public enum Fixtures {
    /// The fixtures folder: `$QIITA_FIXTURES`, else `shared/qiita-fixtures` beside the checkout.
    public static let directory: URL = {
        if let custom = ProcessInfo.processInfo.environment["QIITA_FIXTURES"], !custom.isEmpty {
            return URL(fileURLWithPath: custom, isDirectory: true)
        }
        return repositoryRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/qiita-fixtures", isDirectory: true)
    }()

    /// The root of this checkout, found from this source file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The bytes of one fixture file.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The names of every fixture file, sorted.
    public static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
