import Foundation
import Testing

@testable import QiitaLibrary

@Suite struct ItemsTests {
    @Test func savedItemComesBackWithItsJSONByteForByte() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let item = Fixtures.item(Fixtures.id(1), title: "Swiftの型推論を理解する")
        try store.save(items: [item], fetchedAt: Fixtures.date(0))

        let cached = try #require(try store.item(id: item.id))
        #expect(cached.json == item.json)
        #expect(cached.updatedAt == item.updatedAt)
        #expect(cached.fetchedAt == Fixtures.date(0))
        #expect(try store.item(id: Fixtures.id(2)) == nil)
    }

    @Test func savingAgainReplacesTheItem() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.save(items: [Fixtures.item(Fixtures.id(1), body: "old")], fetchedAt: Fixtures.date(0))
        let newer = Fixtures.item(Fixtures.id(1), body: "new", updatedAt: "2024-02-02T00:00:00+09:00")
        try store.save(items: [newer], fetchedAt: Fixtures.date(60))

        let cached = try #require(try store.item(id: newer.id))
        #expect(cached.json == newer.json)
        #expect(cached.updatedAt == "2024-02-02T00:00:00+09:00")
        #expect(cached.fetchedAt == Fixtures.date(60))
        #expect(try store.stats().itemCount == 1)
    }

    @Test func itemsByIDReturnsOnlyThoseKnown() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.save(items: (1...3).map { Fixtures.item(Fixtures.id($0)) })
        let found = try store.items(ids: [Fixtures.id(1), Fixtures.id(3), Fixtures.id(9)])
        #expect(Set(found.keys) == [Fixtures.id(1), Fixtures.id(3)])
    }

    @Test func aReopenedStoreStillHasTheItems() throws {
        let folder = TemporaryFolder()
        do {
            let store = try LibraryStore(path: folder.libraryPath)
            try store.save(items: [Fixtures.item(Fixtures.id(7))])
            try store.close()
        }
        let reopened = try LibraryStore(path: folder.libraryPath)
        #expect(try reopened.item(id: Fixtures.id(7)) != nil)
        #expect(reopened.openingWarning == nil)
    }
}
