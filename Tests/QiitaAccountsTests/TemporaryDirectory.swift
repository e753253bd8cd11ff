import Foundation

/// A fresh directory under /tmp for one test, removed when the value goes.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "qiita-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }

    func mode(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int ?? -1) & 0o777
    }
}
