import Foundation
import GRDB
import Testing

@testable import QiitaLibrary

@Suite struct OpeningTests {
    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as! NSNumber).intValue
    }

    @Test func folderIsPrivateAndFilesAre0600() throws {
        let folder = TemporaryFolder()
        let previous = umask(0o022)
        defer { umask(previous) }
        let store = try LibraryStore(path: folder.libraryPath)
        try store.save(items: [Fixtures.item(Fixtures.id(1))])
        _ = try store.item(id: Fixtures.id(1))

        #expect(try mode(folder.file("data")) == 0o700)
        #expect(try mode(folder.file("data/qiita")) == 0o700)
        for suffix in ["", "-wal", "-shm"] {
            #expect(try mode(folder.libraryPath + suffix) == 0o600, "library.sqlite3\(suffix)")
        }
    }

    @Test func aFileCopiedInWithAWiderModeIsNarrowed() throws {
        let folder = TemporaryFolder()
        try LibraryStore(path: folder.libraryPath).close()
        chmod(folder.libraryPath, 0o644)
        _ = try LibraryStore(path: folder.libraryPath)
        #expect(try mode(folder.libraryPath) == 0o600)
    }

    @Test func databaseIsInWALModeWithABusyTimeout() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let journal = try store.pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        let timeout = try store.pool.read { try Int.fetchOne($0, sql: "PRAGMA busy_timeout") }
        #expect((timeout ?? 0) >= 1000)
        let vacuum = try store.pool.read { try Int.fetchOne($0, sql: "PRAGMA auto_vacuum") }
        #expect(vacuum == 2)
    }

    @Test func aFileThatIsNotSQLiteIsMovedAsideAndKept() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.file("data/qiita"), withIntermediateDirectories: true)
        let garbage = Data("this is not a database, just some text that was written here\n".utf8)
        try garbage.write(to: URL(fileURLWithPath: folder.libraryPath))

        let store = try LibraryStore(path: folder.libraryPath, now: Fixtures.date(0))
        let warning = try #require(store.openingWarning)
        guard case .movedAsideCorruptFile(_, let movedTo, _) = warning else { Issue.record("\(warning)"); return }
        #expect(movedTo.hasPrefix(folder.libraryPath + ".corrupt-"))
        #expect(movedTo.range(of: #"\.corrupt-\d{8}-\d{6}$"#, options: .regularExpression) != nil)
        #expect(FileManager.default.contents(atPath: movedTo) == garbage)
        #expect(!warning.description.contains("\n"))
        try store.save(items: [Fixtures.item(Fixtures.id(1))])
        #expect(try store.stats().itemCount == 1)
    }

    @Test func aDamagedSQLiteFileIsMovedAsideAndKept() throws {
        let folder = TemporaryFolder()
        do {
            let store = try LibraryStore(path: folder.libraryPath)
            try store.save(items: (1...200).map { Fixtures.item(Fixtures.id($0), body: String(repeating: "text ", count: 200)) })
            try store.pool.writeWithoutTransaction { _ = try $0.checkpoint(.truncate) }
            try store.close()
        }
        // Overwrite every page after the first (the schema) with noise, keeping the header.
        let handle = try #require(FileHandle(forUpdatingAtPath: folder.libraryPath))
        let size = try handle.seekToEnd()
        var offset: UInt64 = 4096
        while offset < size {
            try handle.seek(toOffset: offset)
            handle.write(Data(repeating: 0xA5, count: 1024))
            offset += 4096
        }
        try handle.close()
        let damaged = try Data(contentsOf: URL(fileURLWithPath: folder.libraryPath))

        let store = try LibraryStore(path: folder.libraryPath)
        guard case .movedAsideCorruptFile(_, let movedTo, _) = try #require(store.openingWarning) else { return }
        #expect(FileManager.default.contents(atPath: movedTo) == damaged)
        #expect(try store.stats().itemCount == 0)
    }

    @Test(arguments: ["user_version", "migration"])
    func aNewerSchemaIsRefusedAndLeftByteIdentical(kind: String) throws {
        let folder = TemporaryFolder()
        do {
            let store = try LibraryStore(path: folder.libraryPath)
            try store.save(items: [Fixtures.item(Fixtures.id(1))])
            try store.pool.write { db in
                if kind == "user_version" {
                    try db.execute(sql: "PRAGMA user_version = \(LibrarySchema.version + 1)")
                } else {
                    try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99 from the future')")
                }
            }
            try store.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.libraryPath))

        #expect {
            _ = try LibraryStore(path: folder.libraryPath)
        } throws: { error in
            guard case .newerSchema = error as? LibraryError else { return false }
            return !"\(error)".contains("\n") && "\(error)".contains("newer qiita")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.libraryPath)) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.file("data/qiita"))
        #expect(!leftovers.contains { $0.contains("corrupt") })
    }

    @Test func errorsReadAsOneLine() {
        let errors: [LibraryError] = [
            .diskFull(path: "/p"), .busy(path: "/p"), .newerSchema(path: "/p", detail: "d"),
            .corrupt(path: "/p", reason: "r"), .invalidArchive(reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            #expect(error.errorDescription == error.description)
        }
    }
}
