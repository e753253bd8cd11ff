import Foundation

#if canImport(Testing)
import Testing
#endif

/// The real recorded Qiita responses in `../shared/qiita-fixtures`, read in place (never copied
/// into the repository). `QIITA_FIXTURES` overrides the folder.
package enum Fixtures {
    /// The fixtures folder: `$QIITA_FIXTURES`, else `shared/qiita-fixtures` beside the checkout.
    package static let directory: URL = {
        if let custom = ProcessInfo.processInfo.environment["QIITA_FIXTURES"], !custom.isEmpty {
            return URL(fileURLWithPath: custom, isDirectory: true)
        }
        return repositoryRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/qiita-fixtures", isDirectory: true)
    }()

    /// The root of this checkout, found from this source file's path.
    package static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The bytes of one fixture file.
    package static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The names of every fixture file, sorted.
    package static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}

extension Fixtures {
    /// Whether the recorded responses are there: a clone with nothing beside it has none.
    package static var isAvailable: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

// TestSupport is a plain target, which `swift build -c release` builds too, without Swift Testing.
#if canImport(Testing)
extension Trait where Self == ConditionTrait {
    /// Runs a test only where the recorded responses are found, and reports it as skipped, with
    /// the reason, where they are not.
    package static var requiresFixtures: Self {
        .enabled(
            if: Fixtures.isAvailable,
            "the recorded responses are not at \(Fixtures.directory.path) (set QIITA_FIXTURES, or clone beside shared/)")
    }
}
#endif
