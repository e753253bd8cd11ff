import Foundation
import GRDB
import Testing

@testable import QiitaLibrary

@Suite struct WriteFailureTests {
    @Test func aFullDiskIsAWriteFailureAndReadsGoOn() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        try store.save(items: [Fixtures.item(Fixtures.id(1))])
        // The writer connection may not grow the file any more: SQLite answers SQLITE_FULL.
        try store.pool.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let big = (2...50).map { Fixtures.item(Fixtures.id($0), body: String(repeating: "全部入らない ", count: 2000)) }

        #expect(throws: LibraryError.diskFull(path: folder.libraryPath)) {
            try store.save(items: big)
        }
        #expect(try store.item(id: Fixtures.id(1)) != nil)
        #expect(try store.item(id: Fixtures.id(2)) == nil, "a failed batch leaves nothing half-saved")
    }
}
