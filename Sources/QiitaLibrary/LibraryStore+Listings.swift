import Foundation
import GRDB
import QiitaAPI

extension LibraryStore {
    /// Pages saved this close together (each to the next) are taken as one snapshot of their
    /// listing (a sync's pages, a list paged through): further apart, new posts have moved
    /// every position.
    static let snapshotSpan: TimeInterval = 600

    /// Which kept items answer the page `key` asks for, from the kept pages of its listing
    /// (``ListingPage``), whatever their size. Nil when `key` is no page of a listing or
    /// nothing kept holds its first item.
    ///
    /// A page comes from one snapshot: the newest that holds all of it (or up to where the
    /// listing ended), else the one that holds most of its first items. When the page before
    /// comes from another snapshot, this one is read from just after that page's last item, so
    /// that paging through two snapshots neither repeats nor skips what new posts moved.
    package func listingSpan(forKey key: String) throws(LibraryError) -> ListingSpan? {
        guard let page = ListingPage(key: key) else { return nil }
        return try read { db in
            let pages = try Row.fetchAll(
                db,
                sql: """
                    SELECT key, first_position, page_size, item_count, fetched_at, saved_at, headers
                    FROM list WHERE listing = ? AND first_position IS NOT NULL AND page_size IS NOT NULL
                    ORDER BY saved_at DESC, rowid DESC
                    """, arguments: [page.listing]
            ).map(KeptPage.init)
            let snapshots = ListingSnapshot.group(pages, within: Self.snapshotSpan)
            let wanted = page.positions
            guard let (chosen, range) = try ListingSnapshot.serving(page.paging, from: snapshots, db) else { return nil }
            // The page kept under the very key, when nothing newer stands in its way, is used whole.
            if range == wanted, let holder = chosen.holder(of: range.lowerBound), holder.key == key,
                !holder.isShort || chosen.end == holder.end
            {
                return ListingSpan(
                    isExact: true, itemIDs: [], fetchedAt: Date(timeIntervalSince1970: holder.fetchedAt),
                    totalCount: holder.totalCount, isComplete: true, continues: false)
            }
            let listed = range.lowerBound..<max(range.lowerBound, min(range.upperBound, chosen.end ?? .max))
            let kept = try chosen.itemIDs(in: listed, db)
            var ids: [String] = []
            var seen: Set<String> = []
            var oldest = Double.infinity
            for position in listed {
                guard let holder = chosen.holder(of: position), let id = kept[position], seen.insert(id).inserted else { break }
                ids.append(id)
                oldest = min(oldest, holder.fetchedAt)
            }
            guard !ids.isEmpty || listed.isEmpty else { return nil }
            let isComplete = ids.count == listed.count
            return ListingSpan(
                isExact: false, itemIDs: ids,
                fetchedAt: Date(timeIntervalSince1970: oldest.isFinite ? oldest : chosen.pages[0].fetchedAt),
                totalCount: chosen.pages.lazy.compactMap(\.totalCount).first, isComplete: isComplete,
                continues: isComplete && (chosen.end ?? .max) > range.upperBound)
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
struct KeptPage {
    let key: String
    let first: Int
    let size: Int
    let count: Int
    let fetchedAt: Double
    let savedAt: Double
    let headers: String

    init(_ row: Row) {
        key = row["key"]
        first = row["first_position"]
        size = row["page_size"]
        count = row["item_count"]
        fetchedAt = row["fetched_at"]
        savedAt = row["saved_at"] ?? row["fetched_at"]
        headers = row["headers"]
    }

    /// One past the last position it holds.
    var end: Int { first + count }
    /// Whether it held fewer than it asked for: the listing ended there when it was saved.
    var isShort: Bool { count < size }
    /// `Total-Count` as its reply said it.
    var totalCount: String? { ResponseMetadata(fetchedAt: fetchedAt, encodedHeaders: headers).headers["Total-Count"] }
}
