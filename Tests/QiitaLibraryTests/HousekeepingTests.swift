import Foundation
import GRDB
import Testing

@testable import QiitaLibrary

@Suite struct HousekeepingTests {
    @Test func statsCountWhatIsKept() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: "l", items: (1...3).map { Fixtures.item(Fixtures.id($0)) }, metadata: ResponseMetadata(fetchedAt: Fixtures.date(50)))
        try store.save(items: [Fixtures.item(Fixtures.id(9))], fetchedAt: Fixtures.date(10))
        try store.saveResponse(key: "r", body: Data("{}".utf8), metadata: ResponseMetadata(fetchedAt: Fixtures.date(70)))
        try store.markRead([Fixtures.id(1)])
        let stats = try store.stats()
        #expect(stats.path == folder.libraryPath)
        #expect(stats.itemCount == 4 && stats.readCount == 1 && stats.listCount == 1 && stats.responseCount == 1)
        #expect(stats.oldestEntry == Fixtures.date(10))
        #expect(stats.sizeOnDisk > 0)
    }

    @Test func pruneKeepsReadItemsUnlessAsked() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let old = (1...4).map { Fixtures.item(Fixtures.id($0)) }
        try store.save(items: old, fetchedAt: Fixtures.date(0))
        try store.saveList(key: "recent", items: [Fixtures.item(Fixtures.id(5))], metadata: ResponseMetadata(fetchedAt: Fixtures.date(1000)))
        try store.saveList(key: "old", items: [old[3]], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.saveResponse(key: "old response", body: Data(), metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.markRead([old[0].id], at: Fixtures.date(0))

        let report = try store.prune(olderThan: Fixtures.date(500))
        #expect(try store.item(id: old[0].id) != nil, "read items stay")
        #expect(try store.item(id: old[1].id) == nil)
        #expect(try store.item(id: Fixtures.id(5)) != nil)
        #expect(try store.listBody(key: "old") == nil && store.listBody(key: "recent") != nil)
        #expect(try store.response(key: "old response") == nil)
        #expect(report.removedItems == 3 && report.removedLists == 1 && report.removedResponses == 1)
        #expect(try store.history().count == 1)

        try store.prune(olderThan: Fixtures.date(500), keepReadHistory: false)
        #expect(try store.item(id: old[0].id) == nil)
        #expect(try store.history().isEmpty)
    }

    @Test func pruneToAMaximumSizeRemovesTheOldestFirst() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        for batch in 0..<10 {
            let items = (0..<20).map { Fixtures.item(Fixtures.id(batch * 100 + $0), body: String(repeating: "本文 text ", count: 300)) }
            try store.save(items: items, fetchedAt: Fixtures.date(Double(batch)))
        }
        try store.markRead([Fixtures.id(0)])
        // The oldest items, carried by a list the server confirmed since (a 304), are current.
        let confirmed = (0..<20).map { Fixtures.item(Fixtures.id($0), body: String(repeating: "本文 text ", count: 300)) }
        try store.saveList(key: "confirmed", items: confirmed, metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.touch(key: "confirmed", at: Fixtures.date(100))
        _ = try store.find(["text"])  // indexes every item, so pruning has search entries to drop
        let before = try store.stats()
        let report = try store.prune(maxSize: before.sizeOnDisk / 3)
        let after = try store.stats()
        #expect(report.removedItems > 0)
        #expect(after.sizeOnDisk < before.sizeOnDisk)
        #expect(try store.item(id: Fixtures.id(0)) != nil, "read items stay")
        #expect(try store.item(id: Fixtures.id(1)) != nil, "a list confirmed since keeps its items current")
        #expect(try store.item(id: Fixtures.id(101)) == nil, "the oldest go first")
        #expect(try store.item(id: Fixtures.id(919)) != nil, "the newest stay")
        let check = try store.pool.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        let indexed = try store.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM item_search") }
        #expect(indexed == after.itemCount)
    }

    @Test func clearEmptiesTheLibraryAndKeepsHistoryUnlessAsked() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: "l", items: [Fixtures.item(Fixtures.id(1), title: "Kept title")], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.markRead([Fixtures.id(1)])
        try store.clear()
        let stats = try store.stats()
        #expect(stats.itemCount == 0 && stats.listCount == 0 && stats.historyCount == 1)
        #expect(try store.history().first?.title == "Kept title")
        try store.clear(keepReadHistory: false)
        #expect(try store.stats().historyCount == 0)
    }
}
