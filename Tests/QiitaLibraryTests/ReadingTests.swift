import Foundation
import Testing

@testable import QiitaLibrary

@Suite struct ReadingTests {
    @Test func markingReadKeepsTheVersionRead() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let id = Fixtures.id(1)
        try store.save(items: [Fixtures.item(id, title: "First", body: "version one", updatedAt: "2024-01-01T00:00:00+09:00")])
        try store.markRead([id], at: Fixtures.date(10))
        try store.save(items: [Fixtures.item(id, title: "First", body: "version two", updatedAt: "2024-03-01T00:00:00+09:00")])

        let state = try #require(try store.readingState(for: id))
        #expect(state.isRead)
        #expect(state.title == "First")
        #expect(state.firstReadAt == Fixtures.date(10))
        #expect(state.isUpdated(comparedWith: "2024-03-01T00:00:00+09:00"))
        #expect(try store.readSnapshot(for: id) == ReadSnapshot(body: "version one", updatedAt: "2024-01-01T00:00:00+09:00"))

        try store.markRead([id], at: Fixtures.date(20))
        let again = try #require(try store.readingState(for: id))
        #expect(again.firstReadAt == Fixtures.date(10))
        #expect(again.lastReadAt == Fixtures.date(20))
        #expect(try store.readSnapshot(for: id)?.body == "version two")
    }

    @Test func unreadKeepsHistoryAndReadStatesCoverManyIDs() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let ids = (1...4).map(Fixtures.id)
        try store.save(items: ids.map { Fixtures.item($0) })
        try store.markRead([ids[0], ids[1], ids[2]], at: Fixtures.date(1))
        try store.markUnread([ids[1]], at: Fixtures.date(2))

        let states = try store.readingStates(for: ids)
        #expect(states[ids[0]]?.isRead == true)
        #expect(states[ids[1]]?.isRead == false)
        #expect(states[ids[1]]?.markedAt == Fixtures.date(2))
        #expect(states[ids[3]] == nil)
        #expect(try store.history().count == 3)
        #expect(try store.stats().readCount == 2)

    }

    @Test func positionIsKeptAndImpliesRead() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let id = Fixtures.id(1)
        try store.save(items: [Fixtures.item(id)])
        try store.setPosition(42, for: id, at: Fixtures.date(0))
        #expect(try store.readingState(for: id)?.position == 42)
        #expect(try store.readingState(for: id)?.isRead == true)
        try store.markRead([id], at: Fixtures.date(5))
        try store.setPosition(7, for: id)
        #expect(try store.readingState(for: id)?.position == 7)
    }

    @Test func historyIsNewestFirstAndLimited() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let ids = (1...5).map(Fixtures.id)
        try store.save(items: ids.map { Fixtures.item($0) })
        for (offset, id) in ids.enumerated() { try store.markRead([id], at: Fixtures.date(Double(offset))) }
        #expect(try store.history(limit: 3).map(\.itemID) == [ids[4], ids[3], ids[2]])
    }

    /// A visit returns the one before it, per place; clearing the history forgets them.
    @Test func visitsAreRememberedPerPlace() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        #expect(try store.recordVisit(to: "timeline @alice", at: Fixtures.date(10)) == nil)
        #expect(try store.recordVisit(to: "timeline @alice", at: Fixtures.date(20)) == Fixtures.date(10))
        #expect(try store.recordVisit(to: "timeline @bob", at: Fixtures.date(30)) == nil)
        #expect(try store.recordVisit(to: "timeline @alice", at: Fixtures.date(40)) == Fixtures.date(20))
        _ = try store.clear(keepReadHistory: false)
        #expect(try store.recordVisit(to: "timeline @alice", at: Fixtures.date(50)) == nil)
    }
}
