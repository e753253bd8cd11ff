import Foundation
import GRDB
import QiitaAPI
import Testing

@testable import QiitaLibrary

/// A page answered from the kept pages of its listing, whatever page size kept them.
@Suite struct ListingsTests {
    private static func key(page: Int, perPage: Int, tag: String = "go") -> String {
        "127.0.0.1:1 anonymous GET /api/v2/tags/\(tag)/items?page=\(page)&per_page=\(perPage)"
    }

    private static func save(_ numbers: [Int], as key: String, at seconds: TimeInterval, in store: LibraryStore) throws {
        try store.saveList(
            key: key, items: numbers.map { Fixtures.item(Fixtures.id($0)) },
            metadata: ResponseMetadata(fetchedAt: Fixtures.date(seconds), headers: [("Total-Count", "\(numbers.count)")]))
    }

    private static func save(_ numbers: Range<Int>, as key: String, at seconds: TimeInterval, in store: LibraryStore) throws {
        try save(Array(numbers), as: key, at: seconds, in: store)
    }

    private static func ids(_ span: ListingSpan?, in store: LibraryStore) throws -> [String]? {
        guard let span, let body = try store.listingBody(span) else { return nil }
        return try JSONValue.elements(parsing: body).compactMap { $0.value["id"]?.stringValue }
    }

    private static func span(page: Int, of perPage: Int, in store: LibraryStore) throws -> ListingSpan? {
        try store.listingSpan(forKey: key(page: page, perPage: perPage))
    }

    @Test func aPageOfTwentyComesFromAKeptPageOfAHundred() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<100, as: Self.key(page: 1, perPage: 100, tag: "Go"), at: 0, in: store)

        let second = try #require(try Self.span(page: 2, of: 20, in: store))
        #expect(try Self.ids(second, in: store) == (20..<40).map(Fixtures.id))
        #expect(second.isComplete && second.continues && !second.isExact)
        #expect(second.fetchedAt == Fixtures.date(0))
        #expect(second.totalCount == "100")
        let last = try #require(try Self.span(page: 5, of: 20, in: store))
        #expect(last.isComplete && last.continues, "a full page of 100 does not say the listing ends there")
        #expect(try Self.span(page: 6, of: 20, in: store) == nil, "nothing kept says what comes after")
    }

    @Test func aShortPageEndsTheListing() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<36, as: Self.key(page: 1, perPage: 100), at: 0, in: store)

        let second = try #require(try Self.span(page: 2, of: 20, in: store))
        #expect(try Self.ids(second, in: store) == (20..<36).map(Fixtures.id))
        #expect(second.isComplete && !second.continues, "the listing ends at 36")
        let beyond = try #require(try Self.span(page: 3, of: 20, in: store))
        #expect(beyond.itemIDs.isEmpty && beyond.isComplete, "past the end: an empty page, as Qiita answers")
    }

    @Test func theListKeptUnderTheKeyIsUsedWholeUnlessANewerPageSaysMore() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<100, as: Self.key(page: 1, perPage: 100), at: 0, in: store)
        try Self.save(0..<20, as: Self.key(page: 1, perPage: 20), at: 60, in: store)
        #expect(try Self.span(page: 1, of: 20, in: store)?.isExact == true)

        // A sync since: its page is newer than the one kept under the key.
        try Self.save(50..<150, as: Self.key(page: 1, perPage: 100), at: 7200, in: store)
        let synced = try #require(try Self.span(page: 1, of: 20, in: store))
        #expect(!synced.isExact)
        #expect(try Self.ids(synced, in: store) == (50..<70).map(Fixtures.id))
        #expect(synced.fetchedAt == Fixtures.date(7200))
    }

    /// Pages saved together are one snapshot; one saved long before or after is another, and
    /// a page comes from one of them, never both: positions move as posts arrive.
    @Test func aPageComesFromTheNewestSnapshotThatHoldsAllOfIt() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<10, as: Self.key(page: 1, perPage: 10), at: 0, in: store)
        try Self.save(10..<20, as: Self.key(page: 2, perPage: 10), at: 5, in: store)
        let joined = try #require(try Self.span(page: 1, of: 20, in: store))
        #expect(try Self.ids(joined, in: store) == (0..<20).map(Fixtures.id))
        #expect(joined.isComplete && joined.fetchedAt == Fixtures.date(0), "as old as the oldest page used")
        #expect(joined.totalCount == "10")

        // An hour later, five new posts: a page of 5 is the newer snapshot's, one of 20 the older's.
        try Self.save(100..<105, as: Self.key(page: 1, perPage: 5), at: 3600, in: store)
        #expect(try Self.span(page: 1, of: 5, in: store)?.isExact == true)
        let whole = try #require(try Self.span(page: 1, of: 20, in: store))
        #expect(try Self.ids(whole, in: store) == (0..<20).map(Fixtures.id), "not 100…104 followed by 5…19")
    }

    /// Paging on from a newer snapshot into an older one starts after the item that ended the
    /// page before, wherever new posts moved it: nothing is skipped.
    @Test func thePageAfterOneFromANewerSnapshotGoesOnFromItsLastItem() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<100, as: Self.key(page: 1, perPage: 100), at: 0, in: store)
        // An hour later, online: five new posts (200…204) above the first fifteen.
        try Self.save([200, 201, 202, 203, 204] + Array(0..<15), as: Self.key(page: 1, perPage: 20), at: 3600, in: store)
        #expect(try Self.span(page: 1, of: 20, in: store)?.isExact == true)
        let second = try #require(try Self.span(page: 2, of: 20, in: store))
        #expect(try Self.ids(second, in: store) == (15..<35).map(Fixtures.id))
        #expect(second.isComplete && second.continues)
        let third = try #require(try Self.span(page: 3, of: 20, in: store))
        #expect(try Self.ids(third, in: store) == (35..<55).map(Fixtures.id))

        // A page ending with an item the older snapshot does not have cannot be followed there.
        try Self.save(Array(300..<320), as: Self.key(page: 1, perPage: 20), at: 7200, in: store)
        #expect(try Self.span(page: 2, of: 20, in: store) == nil)
    }

    @Test func anItemMetTwiceEndsThePage() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<10, as: Self.key(page: 1, perPage: 10), at: 0, in: store)
        // A minute later three new posts had pushed 7, 8 and 9 onto the second page.
        try Self.save(7..<17, as: Self.key(page: 2, perPage: 10), at: 60, in: store)
        let span = try #require(try Self.span(page: 1, of: 20, in: store))
        #expect(try Self.ids(span, in: store) == (0..<10).map(Fixtures.id))
        #expect(!span.isComplete)
    }

    @Test func anOlderShortPageDoesNotHideWhatANewerOneHolds() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<36, as: Self.key(page: 1, perPage: 100), at: 0, in: store)
        try Self.save(20..<40, as: Self.key(page: 2, perPage: 20), at: 60, in: store)
        let span = try #require(try Self.span(page: 1, of: 40, in: store))
        #expect(try Self.ids(span, in: store) == (0..<40).map(Fixtures.id))
        #expect(span.isComplete)
    }

    @Test func aPageKeptOnlyInPartHoldsItsFirstItems() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<5, as: Self.key(page: 1, perPage: 5), at: 0, in: store)
        try Self.save(10..<15, as: Self.key(page: 3, perPage: 5), at: 0, in: store)

        let span = try #require(try Self.span(page: 1, of: 20, in: store))
        #expect(try Self.ids(span, in: store) == (0..<5).map(Fixtures.id), "up to the first gap")
        #expect(!span.isComplete && !span.continues)
        #expect(try Self.span(page: 2, of: 5, in: store) == nil, "nothing kept where it starts")
        #expect(try store.listingSpan(forKey: "127.0.0.1:1 anonymous GET /api/v2/items?query=go&page=1&per_page=5") == nil)
        #expect(try store.listingSpan(forKey: "127.0.0.1:1 anonymous GET /api/v2/items/abc") == nil, "no page of a listing")
    }

    @Test func anItemPrunedSinceMakesNoBody() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<20, as: Self.key(page: 1, perPage: 20), at: 0, in: store)
        let span = try #require(try Self.span(page: 2, of: 5, in: store))
        try store.pool.write { try $0.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [Fixtures.id(7)]) }
        #expect(try store.listingBody(span) == nil)
    }

    /// Lists kept before the store knew listings are placed in theirs when it opens.
    @Test func listsKeptByAnEarlierSchemaArePlacedInTheirListing() throws {
        let folder = TemporaryFolder()
        do {
            let store = try LibraryStore(path: folder.libraryPath)
            try Self.save(0..<30, as: Self.key(page: 1, perPage: 30, tag: "Go"), at: 0, in: store)
            try store.pool.write { db in
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v4 %' OR identifier LIKE 'v5 %'")
                try db.execute(sql: "DROP INDEX list_listing")
                for column in ["listing", "first_position", "page_size", "item_count", "saved_at"] {
                    try db.execute(sql: "ALTER TABLE list DROP COLUMN \(column)")
                }
                try db.execute(sql: "PRAGMA user_version = 3")
            }
            try store.close()
        }
        let store = try LibraryStore(path: folder.libraryPath)
        #expect(try store.pool.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == LibrarySchema.version)
        #expect(try Self.ids(try Self.span(page: 2, of: 10, in: store), in: store) == (10..<20).map(Fixtures.id))
    }

    /// A file that ran v4 in its first form (before lists kept their size) is brought on by v5.
    @Test func aLibraryFromTheFirstFormOfV4IsBroughtOn() throws {
        let folder = TemporaryFolder()
        do {
            let store = try LibraryStore(path: folder.libraryPath)
            try Self.save(0..<30, as: Self.key(page: 1, perPage: 30), at: 0, in: store)
            try store.pool.write { db in
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v5 %'")
                for column in ["item_count", "saved_at"] { try db.execute(sql: "ALTER TABLE list DROP COLUMN \(column)") }
                try db.execute(sql: "PRAGMA user_version = 4")
            }
            try store.close()
        }
        let store = try LibraryStore(path: folder.libraryPath)
        #expect(try Self.ids(try Self.span(page: 2, of: 10, in: store), in: store) == (10..<20).map(Fixtures.id))
        try Self.save(30..<40, as: Self.key(page: 4, perPage: 10), at: 5, in: store)
        #expect(try Self.ids(try Self.span(page: 2, of: 20, in: store), in: store) == (20..<40).map(Fixtures.id))
    }
}
