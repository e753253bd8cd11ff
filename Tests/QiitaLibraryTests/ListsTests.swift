import Foundation
import QiitaAPI
import Testing

@testable import QiitaLibrary

@Suite struct ListsTests {
    private let key = "GET /api/v2/items?page=1&per_page=20"
    private let headers: [(name: String, value: String)] = [
        ("link", "<https://qiita.com/api/v2/items?page=2>; rel=\"next\""), ("Total-Count", "392649"),
        ("ETag", "W/\"abc\""), ("Authorization", "Bearer secret-token"), ("Set-Cookie", "session=1"),
        ("Rate-Remaining", "59"),
    ]

    @Test func aListComesBackInTheOrderSaved() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let items = [5, 3, 9, 1, 7].map { Fixtures.item(Fixtures.id($0)) }
        try store.saveList(key: key, items: items, metadata: ResponseMetadata(fetchedAt: Fixtures.date(0), headers: headers))

        let body = try #require(try store.listBody(key: key))
        #expect(try JSONValue.elements(parsing: body).map(\.json) == items.map(\.json))
        #expect(try store.listMetadata(key: key)?.fetchedAt == Fixtures.date(0))
        #expect(try store.listBody(key: "GET /api/v2/items?page=2&per_page=20") == nil)
    }

    @Test func savingAgainReplacesTheOrder() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: key, items: [1, 2, 3].map { Fixtures.item(Fixtures.id($0)) }, metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.saveList(key: key, items: [4, 2].map { Fixtures.item(Fixtures.id($0)) }, metadata: ResponseMetadata(fetchedAt: Fixtures.date(5)))
        #expect(try store.listIDs(key: key) == [Fixtures.id(4), Fixtures.id(2)])
        #expect(try store.item(id: Fixtures.id(1)) != nil, "items outlive the list that carried them")
    }

    @Test func onlyAllowListedHeadersAreStored() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: key, items: [Fixtures.item(Fixtures.id(1))], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0), headers: headers))
        let metadata = try #require(try store.listMetadata(key: key))
        #expect(Set(metadata.headers.keys) == ["Link", "Total-Count", "ETag"])
        #expect(metadata.headers["Total-Count"] == "392649")
        #expect(metadata.headers["ETag"] == "W/\"abc\"")
        try store.close()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.libraryPath))
            + ((try? Data(contentsOf: URL(fileURLWithPath: folder.libraryPath + "-wal"))) ?? Data())
        #expect(bytes.range(of: Data("secret-token".utf8)) == nil)
        #expect(bytes.range(of: Data("session=1".utf8)) == nil)
    }

    @Test func aListWhoseItemWasPrunedIsAMiss() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: key, items: [1, 2].map { Fixtures.item(Fixtures.id($0)) }, metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.pool.write { try $0.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [Fixtures.id(2)]) }
        #expect(try store.listBody(key: key) == nil)
    }

    @Test func anEmptyListIsAnEmptyArray() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: key, items: [], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        #expect(try store.listBody(key: key) == Data("[]".utf8))
    }

    @Test func touchRefreshesTheListAndItsItems() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.saveList(key: key, items: [1, 2].map { Fixtures.item(Fixtures.id($0)) }, metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        #expect(try store.touch(key: key, at: Fixtures.date(300)))
        #expect(try store.listMetadata(key: key)?.fetchedAt == Fixtures.date(300))
        #expect(try [1, 2].map { try store.item(id: Fixtures.id($0))?.fetchedAt } == [Fixtures.date(300), Fixtures.date(300)])
        #expect(try store.touch(key: "unknown", at: Fixtures.date(300)) == false)
    }

    /// An item is as current as the newest of its own fetch and the lists that carry it.
    @Test func anItemIsCurrentFromItsNewestListOrFetch() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let shared = Fixtures.item(Fixtures.id(1))
        try store.saveList(key: "a", items: [shared], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.saveList(key: "b", items: [shared], metadata: ResponseMetadata(fetchedAt: Fixtures.date(0)))
        try store.touch(key: "b", at: Fixtures.date(200))
        try store.touch(key: "a", at: Fixtures.date(100))
        #expect(try store.item(id: shared.id)?.fetchedAt == Fixtures.date(200))
        try store.save(items: [shared], fetchedAt: Fixtures.date(500))
        #expect(try store.items(ids: [shared.id])[shared.id]?.fetchedAt == Fixtures.date(500))
    }
}
