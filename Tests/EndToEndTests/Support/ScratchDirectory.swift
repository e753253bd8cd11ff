import Foundation

/// A fresh folder for one test's files: markdown to render, and small shell scripts that stand
/// in for a pager or a browser and record how they were called. Removed by `remove()`.
struct ScratchDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "qiita-e2e-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `name` and returns the file's path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The text of `name`, or nil when it was never written.
    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    // The stand-ins below are run as `sh SCRIPT`, never executed themselves: a script written
    // a moment ago may still be open for writing in a child another test is starting, and
    // executing it would then fail with ETXTBSY.

    /// A pager command that copies what it is given into `name` and shows nothing.
    func recordingPager(into name: String = "paged.txt") throws -> String {
        "sh " + (try write("pager.sh", "cat > '\(path)/\(name)'\n"))
    }

    /// A browser command that writes its arguments, one a line, into `name`.
    func recordingBrowser(into name: String = "browser.txt") throws -> String {
        "sh " + (try write("browser.sh", "for a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(path)/\(name)'\n"))
    }
}
