import Foundation
import GRDB
import QiitaAPI
import Testing

@testable import QiitaLibrary

/// A page answered from the kept pages of its listing, whatever page size kept them.
@Suite struct ListingsTests {
    private static let listing = "127.0.0.1:1 anonymous GET /api/v2/tags/go/items"

    private static func key(page: Int, perPage: Int, tag: String = "go") -> String {
        "127.0.0.1:1 anonymous GET /api/v2/tags/\(tag)/items?page=\(page)&per_page=\(perPage)"
    }

    private static func save(_ numbers: Range<Int>, as key: String, at seconds: TimeInterval, in store: LibraryStore) throws {
        try store.saveList(
            key: key, items: numbers.map { Fixtures.item(Fixtures.id($0)) },
            metadata: ResponseMetadata(fetchedAt: Fixtures.date(seconds), headers: [("Total-Count", "\(numbers.count)")]))
    }

    private static func ids(_ span: ListingSpan?, in store: LibraryStore) throws -> [String]? {
        guard let span, let body = try store.listingBody(span) else { return nil }
        return try JSONValue.elements(parsing: body).compactMap { $0.value["id"]?.stringValue }
    }

    private static func page(_ page: Int, of perPage: Int) -> ListingPage {
        ListingPage(listing: listing, paging: Paging(page: page, perPage: perPage))
    }

    @Test func aPageOfTwentyComesFromAKeptPageOfAHundred() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<100, as: Self.key(page: 1, perPage: 100, tag: "Go"), at: 0, in: store)

        let second = try #require(try store.listingSpan(for: Self.page(2, of: 20)))
        #expect(try Self.ids(second, in: store) == (20..<40).map(Fixtures.id))
        #expect(second.isComplete && second.continues)
        #expect(second.fetchedAt == Fixtures.date(0))
        #expect(second.totalCount == "100")
        let last = try #require(try store.listingSpan(for: Self.page(5, of: 20)))
        #expect(last.isComplete && !last.continues, "nothing kept after the 100th")
    }

    @Test func aShortPageEndsTheListing() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<36, as: Self.key(page: 1, perPage: 100), at: 0, in: store)

        let third = try #require(try store.listingSpan(for: Self.page(2, of: 20)))
        #expect(try Self.ids(third, in: store) == (20..<36).map(Fixtures.id))
        #expect(third.isComplete && !third.continues, "the listing ends at 36")
        let beyond = try #require(try store.listingSpan(for: Self.page(3, of: 20)))
        #expect(beyond.entries.isEmpty && beyond.isComplete, "past the end: an empty page, as Qiita answers")
    }

    @Test func pagesOfSeveralSizesAreJoinedAndTheNewestWins() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<10, as: Self.key(page: 1, perPage: 10), at: 0, in: store)
        try Self.save(10..<20, as: Self.key(page: 2, perPage: 10), at: 5, in: store)
        // Newer: the first five moved on (new posts came first).
        try Self.save(100..<105, as: Self.key(page: 1, perPage: 5), at: 10, in: store)

        let span = try #require(try store.listingSpan(for: Self.page(1, of: 20)))
        #expect(try Self.ids(span, in: store) == ((100..<105).map(Fixtures.id) + (5..<20).map(Fixtures.id)))
        #expect(span.fetchedAt == Fixtures.date(0), "as old as the oldest page used")
        #expect(span.totalCount == "5", "as the newest page said")
    }

    @Test func aPageKeptOnlyInPartHoldsItsFirstItems() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<5, as: Self.key(page: 1, perPage: 5), at: 0, in: store)
        try Self.save(10..<15, as: Self.key(page: 3, perPage: 5), at: 0, in: store)

        let span = try #require(try store.listingSpan(for: Self.page(1, of: 20)))
        #expect(try Self.ids(span, in: store) == (0..<5).map(Fixtures.id), "up to the first gap")
        #expect(!span.isComplete && !span.continues)
        #expect(try store.listingSpan(for: Self.page(2, of: 5)) == nil, "nothing kept where it starts")
        #expect(try store.listingSpan(for: ListingPage(listing: Self.listing + "?x=1", paging: Paging())) == nil)
    }

    @Test func anItemPrunedSinceMakesNoBody() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try Self.save(0..<20, as: Self.key(page: 1, perPage: 20), at: 0, in: store)
        let span = try #require(try store.listingSpan(for: Self.page(2, of: 5)))
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
                try db.execute(sql: "UPDATE list SET listing = NULL, first_position = NULL, page_size = NULL")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier LIKE 'v4 %'")
                try db.execute(sql: "DROP INDEX list_listing")
                try db.execute(sql: "ALTER TABLE list DROP COLUMN listing")
                try db.execute(sql: "ALTER TABLE list DROP COLUMN first_position")
                try db.execute(sql: "ALTER TABLE list DROP COLUMN page_size")
                try db.execute(sql: "PRAGMA user_version = 3")
            }
            try store.close()
        }
        let store = try LibraryStore(path: folder.libraryPath)
        #expect(try store.pool.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == LibrarySchema.version)
        #expect(try Self.ids(try store.listingSpan(for: Self.page(2, of: 10)), in: store) == (10..<20).map(Fixtures.id))
    }
}
