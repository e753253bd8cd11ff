import Foundation
import Glibc
import QiitaAPI
import QiitaAccounts
import Testing

@Suite struct CredentialStoreTests {
    let qiita = QiitaHost.qiitaCom
    let team = QiitaHost.team("acme")!
    let fake = QiitaHost("http://127.0.0.1:8080")!

    func credential(_ token: String, _ user: String = "alice") -> StoredCredential {
        StoredCredential(token: token, user: user, method: "token", savedAt: 1_700_000_000)
    }

    @Test func storesPerHostWithPrivateModes() throws {
        let temp = TemporaryDirectory()
        let paths = ConfigurationPaths(
            configDirectory: temp.path + "/config/qiita", stateDirectory: temp.path + "/state/qiita", dataDirectory: temp.path + "/data/qiita")
        let store = CredentialStore(paths: paths)
        try store.save(credential("a"), for: qiita)
        try store.save(credential("b", "bob"), for: team)
        try store.save(credential("c"), for: fake)
        #expect(try store.credential(for: qiita)?.token == "a")
        #expect(try store.credential(for: team)?.user == "bob")
        #expect(try store.credential(for: fake)?.token == "c")
        #expect(temp.mode(of: store.path) == 0o600)
        #expect(temp.mode(of: paths.configDirectory) == 0o700)
        #expect(try store.remove(for: team)?.token == "b")
        #expect(try store.credential(for: team) == nil)
        #expect(try store.remove(for: team) == nil)
    }

    @Test func refusesAFileOthersCanRead() throws {
        let temp = TemporaryDirectory()
        let store = CredentialStore(path: temp.path + "/qiita/credentials.json")
        try store.save(credential("secret"), for: qiita)
        chmod(store.path, 0o644)
        #expect(throws: AccountError.insecurePermissions(path: store.path, mode: 0o100644)) {
            try store.credential(for: qiita)
        }
        let message = AccountError.insecurePermissions(path: store.path, mode: 0o100644).description
        #expect(message.contains("chmod 600") && message.contains("644"))
    }

    @Test func writesAtomicallyAndLeavesNoTemporaryFiles() throws {
        let temp = TemporaryDirectory()
        let store = CredentialStore(path: temp.path + "/qiita/credentials.json")
        try store.save(credential("first"), for: qiita)
        let before = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? Int
        try store.save(credential("second"), for: qiita)
        let after = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? Int
        #expect(before != after, "the file is replaced, not rewritten in place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path + "/qiita") == ["credentials.json"])
    }

    @Test func aFailedWriteLeavesWhatWasThereAndNoTemporaryFile() throws {
        let temp = TemporaryDirectory()
        // A directory where the file should go makes the final rename fail, whoever runs the test.
        let target = temp.path + "/qiita/credentials.json"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: target + "/keep", contents: Data("old".utf8)))
        #expect(throws: AccountError.self) { try PrivateFile.write(Array("new".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path + "/qiita") == ["credentials.json"])
        #expect(FileManager.default.contents(atPath: target + "/keep") == Data("old".utf8))
    }

    @Test func malformedFileIsReportedNotCrashed() throws {
        let temp = TemporaryDirectory()
        let path = temp.path + "/credentials.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{not json".utf8), attributes: [.posixPermissions: 0o600]))
        #expect(throws: AccountError.malformed(path: path)) { try CredentialStore(path: path).credential(for: qiita) }
    }

    @Test func existingLooseDirectoryIsTightened() throws {
        let temp = TemporaryDirectory()
        let directory = temp.path + "/qiita"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try CredentialStore(path: directory + "/credentials.json").save(credential("t"), for: qiita)
        #expect(temp.mode(of: directory) == 0o700)
    }
}

@Suite struct TokenPrecedenceTests {
    @Test func environmentThenStoreThenCompiledDefault() throws {
        let temp = TemporaryDirectory()
        let store = CredentialStore(path: temp.path + "/credentials.json")
        try store.save(StoredCredential(token: "stored", user: "alice", method: "token", savedAt: 0), for: .qiitaCom)

        var environment = ["QIITA_TOKEN": "env1", "QIITA_ACCESS_TOKEN": "env2"]
        func resolve(_ host: QiitaHost = .qiitaCom) throws -> ResolvedToken {
            try ResolvedToken.resolve(host: host, environment: environment, store: store, compiledDefault: "compiled")
        }
        #expect(try resolve() == ResolvedToken(value: "env1", source: .environment(variable: "QIITA_TOKEN")))
        environment["QIITA_TOKEN"] = ""
        #expect(try resolve().value == "env2")
        environment = [:]
        #expect(try resolve() == ResolvedToken(value: "stored", source: .stored(path: store.path), storedUser: "alice"))
        try store.remove(for: .qiitaCom)
        #expect(try resolve() == ResolvedToken(value: "compiled", source: .compiledIn))
        #expect(try resolve(.team("acme")!) == ResolvedToken(value: nil, source: .none), "compiled default is for qiita.com only")
    }

    @Test func xdgDirectoriesFollowTheSpecification() throws {
        let paths = try ConfigurationPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "relative"])
        #expect(paths.credentialsFile == "/cfg/qiita/credentials.json")
        #expect(paths.rateLedgerFile == "/home/u/.local/state/qiita/rate.json")
        #expect(paths.libraryFile == "/home/u/.local/share/qiita/library.sqlite3")
        let data = try ConfigurationPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/x/data"])
        #expect(data.libraryFile == "/x/data/qiita/library.sqlite3")
    }
}

@Suite struct RateLedgerTests {
    @Test func recordsPerHostAndTokenWithoutStoringTheToken() throws {
        let temp = TemporaryDirectory()
        let ledger = RateLedger(path: temp.path + "/state/rate.json")
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let anonymous = RateLedger.Key(host: .qiitaCom, token: nil)
        let signedIn = RateLedger.Key(host: .qiitaCom, token: "0123456789abcdef-token")
        try ledger.record(RateLimit(limit: 60, remaining: 57, resetsAt: now.addingTimeInterval(600)), for: anonymous, now: now)
        try ledger.record(RateLimit(limit: 1000, remaining: 990, resetsAt: now.addingTimeInterval(900)), for: signedIn, now: now)
        #expect(ledger.budget(for: anonymous)?.remaining == 57)
        #expect(ledger.budget(for: signedIn)?.limit == 1000)
        #expect(ledger.budget(for: RateLedger.Key(host: QiitaHost.team("x")!, token: nil)) == nil)
        let text = try String(contentsOfFile: ledger.path, encoding: .utf8)
        #expect(!text.contains("0123456789abcdef-token"))
    }

    @Test func aResetYearsAheadInTheFileCountsAsADayAhead() throws {
        let temp = TemporaryDirectory()
        let path = temp.path + "/rate.json"
        let key = RateLedger.Key(host: .qiitaCom, token: nil)
        let entry = #"{"\#(key.description)":{"limit":60,"remaining":0,"reset":99999999999}}"#
        #expect(FileManager.default.createFile(atPath: path, contents: Data(entry.utf8)))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let budget = try #require(RateLedger(path: path).budget(for: key, now: now))
        #expect(budget.remaining == 0)
        #expect(budget.resetsAt == now.addingTimeInterval(86_400))
    }

    @Test func aMalformedEntryIsLeftOutAndTheOthersRead() throws {
        let temp = TemporaryDirectory()
        let path = temp.path + "/rate.json"
        let good = RateLedger.Key(host: .qiitaCom, token: nil)
        let bad = RateLedger.Key(host: QiitaHost.team("x")!, token: nil)
        let text = #"{"\#(bad.description)":{"limit":"60","remaining":1,"reset":1800000600},"\#(good.description)":{"limit":60,"remaining":7,"reset":1800000600}}"#
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        let ledger = RateLedger(path: path)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(ledger.budget(for: good, now: now)?.remaining == 7)
        #expect(ledger.budget(for: bad, now: now) == nil)
    }

    @Test func unreadableLedgerIsEmpty() throws {
        let temp = TemporaryDirectory()
        let path = temp.path + "/rate.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("garbage".utf8)))
        #expect(RateLedger(path: path).budget(for: RateLedger.Key(host: .qiitaCom, token: nil)) == nil)
    }
}
