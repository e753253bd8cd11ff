import Foundation
import GRDB
import QiitaAPI

extension LibraryStore {
    /// Pages saved this close together are taken as one snapshot of their listing (a sync's
    /// pages, a list paged through): further apart, new posts have moved every position.
    static let snapshotSpan: TimeInterval = 600

    /// Which kept items answer the page `key` asks for, from the kept pages of its listing
    /// (``ListingPage``), whatever their size: all of them, or up to where a short page showed
    /// the listing to end, or else the first of them that were kept. Nil when `key` is no page
    /// of a listing or nothing kept says what its first item is.
    ///
    /// The newest page that holds the first item (or ends before it) is followed by the pages
    /// saved within ``snapshotSpan`` of it, the newest first where they overlap, and an item
    /// met twice ends the span: a page is never one Qiita could not have served.
    package func listingSpan(forKey key: String) throws(LibraryError) -> ListingSpan? {
        guard let page = ListingPage(key: key) else { return nil }
        let wanted = page.positions
        return try read { db in
            let pages = try Row.fetchAll(
                db,
                sql: """
                    SELECT key, first_position, page_size, item_count, fetched_at, headers
                    FROM list WHERE listing = ? ORDER BY fetched_at DESC
                    """, arguments: [page.listing]
            ).map(KeptPage.init)
            guard let anchor = pages.first(where: { $0.first <= wanted.lowerBound && ($0.end > wanted.lowerBound || $0.isShort) })
            else { return nil }
            let totalCount = ResponseMetadata(fetchedAt: anchor.fetchedAt, encodedHeaders: anchor.headers).headers["Total-Count"]
            if anchor.key == key {
                return ListingSpan(
                    isExact: true, itemIDs: [], fetchedAt: Date(timeIntervalSince1970: anchor.fetchedAt), totalCount: totalCount,
                    isComplete: true, continues: false)
            }
            var kept: [Int: (id: String, fetchedAt: Double)] = [:]
            var end: Int?
            var heldUpTo = Int.min
            let entries = try db.cachedStatement(
                sql: "SELECT position, item_id FROM list_entry WHERE list_key = ? AND position >= ? AND position < ?")
            for snapshot in pages where abs(snapshot.fetchedAt - anchor.fetchedAt) <= Self.snapshotSpan {
                // A short page ends the listing unless a newer one holds more.
                if end == nil, snapshot.isShort, snapshot.end >= heldUpTo { end = snapshot.end }
                heldUpTo = max(heldUpTo, snapshot.end)
                let lower = max(snapshot.first, wanted.lowerBound)
                let upper = min(snapshot.end, wanted.upperBound)
                guard lower < upper else { continue }
                let rows = try Row.fetchCursor(
                    entries, arguments: [snapshot.key, lower - snapshot.first, upper - snapshot.first])
                while let row = try rows.next() {
                    let position = snapshot.first + (row[0] as Int)
                    if kept[position] == nil { kept[position] = (row[1], snapshot.fetchedAt) }
                }
            }
            let listed = wanted.lowerBound..<max(wanted.lowerBound, min(wanted.upperBound, end ?? .max))
            var used: [(id: String, fetchedAt: Double)] = []
            var seen: Set<String> = []
            for position in listed {
                guard let item = kept[position], seen.insert(item.id).inserted else { break }
                used.append(item)
            }
            guard !used.isEmpty || listed.isEmpty else { return nil }
            let isComplete = used.count == listed.count
            return ListingSpan(
                isExact: false, itemIDs: used.map(\.id),
                fetchedAt: Date(timeIntervalSince1970: used.map(\.fetchedAt).min() ?? anchor.fetchedAt),
                totalCount: totalCount, isComplete: isComplete,
                continues: isComplete && listed.count == wanted.count && (end ?? .max) > wanted.upperBound)
        }
    }

    /// The items of `span` as one JSON array, as the API sent them; nil when one of them has
    /// gone since (pruned by another process).
    package func listingBody(_ span: ListingSpan) throws(LibraryError) -> Data? {
        try read { db in
            let item = try db.cachedStatement(sql: "SELECT json FROM item WHERE id = ?")
            var body = Data([UInt8(ascii: "[")])
            for (index, id) in span.itemIDs.enumerated() {
                guard let json = try Data.fetchOne(item, arguments: [id]) else { return nil }
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(json)
            }
            body.append(UInt8(ascii: "]"))
            return body
        }
    }
}

/// One kept page of a listing, as ``LibraryStore/listingSpan(forKey:)`` weighs it.
private struct KeptPage {
    let key: String
    let first: Int
    let size: Int
    let count: Int
    let fetchedAt: Double
    let headers: String

    init(_ row: Row) {
        key = row["key"]
        first = row["first_position"]
        size = row["page_size"]
        count = row["item_count"]
        fetchedAt = row["fetched_at"]
        headers = row["headers"]
    }

    /// One past the last position it holds.
    var end: Int { first + count }
    /// Whether it held fewer than it asked for: the listing ended there when it was saved.
    var isShort: Bool { count < size }
}
