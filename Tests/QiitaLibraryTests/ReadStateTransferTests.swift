import Foundation
import Testing

@testable import QiitaLibrary

@Suite struct ReadStateTransferTests {
    @Test func exportThenImportElsewhereGivesTheSameHistory() throws {
        let here = TemporaryFolder()
        let there = TemporaryFolder()
        let source = try LibraryStore(path: here.libraryPath)
        let ids = (1...3).map(Fixtures.id)
        try source.save(items: ids.map { Fixtures.item($0, body: "body of \($0)") })
        try source.markRead(ids, at: Fixtures.date(10))
        try source.markUnread([ids[2]], at: Fixtures.date(20))
        try source.setPosition(12, for: ids[0])

        let data = try source.exportReadState()
        let target = try LibraryStore(path: there.libraryPath)
        let result = try target.importReadState(data)
        #expect(result == ReadStateImport(added: 3, merged: 0))
        #expect(try target.history(limit: 10) == source.history(limit: 10))
        #expect(try target.readSnapshot(for: ids[1])?.body == "body of \(ids[1])")
    }

    @Test func importMergesWithLocalHistory() throws {
        let here = TemporaryFolder()
        let there = TemporaryFolder()
        let laptop = try LibraryStore(path: here.libraryPath)
        let desktop = try LibraryStore(path: there.libraryPath)
        let id = Fixtures.id(1)
        try laptop.markRead([id], at: Fixtures.date(100))
        try laptop.setPosition(30, for: id, at: Fixtures.date(100))
        try desktop.markRead([id], at: Fixtures.date(50))
        try desktop.markUnread([id], at: Fixtures.date(60))
        try desktop.markRead([Fixtures.id(2)], at: Fixtures.date(70))
        let later = Fixtures.id(3)
        try laptop.markRead([later], at: Fixtures.date(100))
        try desktop.markRead([later], at: Fixtures.date(50))
        try desktop.markUnread([later], at: Fixtures.date(200))

        let result = try laptop.importReadState(desktop.exportReadState())
        #expect(result == ReadStateImport(added: 1, merged: 2))
        let merged = try #require(try laptop.readingState(for: id))
        #expect(merged.firstReadAt == Fixtures.date(50))
        #expect(merged.lastReadAt == Fixtures.date(100))
        #expect(merged.position == 30)
        #expect(merged.isRead, "read at 100 is newer than marked unread at 60")
        #expect(try laptop.readingState(for: later)?.isRead == false, "marked unread at 200 is newer than read at 100")
        #expect(try laptop.readingState(for: Fixtures.id(2))?.lastReadAt == Fixtures.date(70))
    }

    @Test func somethingElseIsRefusedWithAReason() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        #expect(throws: LibraryError.self) { try store.importReadState(Data("not json".utf8)) }
        #expect {
            try store.importReadState(Data(#"{"format":"other","version":1,"exportedAt":"2024-01-01T00:00:00Z","entries":[]}"#.utf8))
        } throws: { error in
            guard case .invalidArchive(let reason) = error as? LibraryError else { return false }
            return reason.contains("other")
        }
    }
}
