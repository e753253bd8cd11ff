import Foundation
import QiitaFake
import Testing
import TestSupport

/// What a damaged or hostile file where qiita keeps its own can do: never hang, never read
/// gigabytes, always one line that says what is wrong.
@MainActor @Suite struct LocalFileTests {
    private static func home() throws -> String {
        let home = NSTemporaryDirectory() + "qiita-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home + "/.local/state/qiita", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita", withIntermediateDirectories: true)
        return home
    }

    @Test func aFIFOAtTheLedgerOrCredentialsPathDoesNotHang() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(mkfifo(home + "/.local/state/qiita/rate.json", 0o600) == 0)
        let runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        let listed = runner.run(["items", "--per-page", "2"], timeout: 10)
        #expect(!listed.timedOut && listed.status == 0, "\(listed.summary)")
        #expect(mkfifo(home + "/.config/qiita/credentials.json", 0o600) == 0)
        let status = runner.run(["items", "--per-page", "2"], timeout: 10)
        #expect(!status.timedOut)
        #expect(status.status == 4, "\(status.summary)")
        #expect(status.stderr.contains("not a regular file"))
        #expect(status.stderr.split(separator: "\n").count == 1)
    }

    @Test func aHugeSparseFileIsRefusedNotRead() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = home + "/.config/qiita/credentials.json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]))
        #expect(truncate(path, 8 << 30) == 0)
        let result = ProcessRunner(home: home).run(["auth", "status"], timeout: 10)
        #expect(!result.timedOut)
        #expect(result.status == 4, "\(result.summary)")
        #expect(result.stderr.contains("more than any file qiita writes"))
    }

    @Test func aDirectoryAtTheCredentialsPathIsCalledADirectory() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita/credentials.json", withIntermediateDirectories: true)
        let result = ProcessRunner(home: home).run(["auth", "status"])
        #expect(result.stderr.contains("is a directory"), "\(result.summary)")
        #expect(!result.stderr.contains("read by other users"))
    }

    /// Twenty processes recording their budgets at once lose none of them.
    @Test func concurrentProcessesKeepEveryLedgerEntry() throws {
        let tokens = (0..<20).map { String(format: "%040x", $0 + 1) }
        var configuration = FakeServerHarness.smallConfiguration()
        let user = try FakeQiitaServer(configuration: configuration).corpus.users[0].id
        configuration.tokens = Dictionary(uniqueKeysWithValues: tokens.map { ($0, user) })
        let server = try FakeServerHarness.start(configuration)
        defer { server.stop() }
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        // A thread each, so that all twenty run at once (concurrentPerform runs one per core).
        let finished = DispatchGroup()
        for token in tokens {
            finished.enter()
            Thread.detachNewThread {
                // Eight pages each: every reply's figures are written to the one ledger.
                _ = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL, "QIITA_TOKEN": token], home: home)
                    .run(["items", "--limit", "8", "--per-page", "1"])
                finished.leave()
            }
        }
        finished.wait()
        let ledger = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: home + "/.local/state/qiita/rate.json"))) as? [String: Any]
        #expect(ledger?.count == tokens.count, "\(ledger?.keys.sorted() ?? [])")
    }
}
