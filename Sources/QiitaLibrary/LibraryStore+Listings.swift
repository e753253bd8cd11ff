import Foundation
import GRDB
import QiitaAPI

/// Where a page's items are among the kept pages of its listing (``ListingPage``), read before
/// the items themselves, which are needed only when the page is used.
package struct ListingSpan: Sendable, Equatable {
    /// Each item's list and its position there, in the page's order.
    let entries: [Entry]
    /// When the oldest of the pages used was saved.
    package let fetchedAt: Date
    /// `Total-Count` as the newest kept page of the listing said it.
    package let totalCount: String?
    /// Whether the kept pages hold every item the page asks for (or up to where the listing
    /// ends). One that is not holds the first of them, as many as were kept.
    package let isComplete: Bool
    /// Whether the kept pages hold the item after this page, so that the listing goes on.
    package let continues: Bool

    struct Entry: Sendable, Equatable {
        let list: String
        let position: Int
    }
}

extension LibraryStore {
    /// Where the items `page` asks for are among the kept pages of its listing, whatever their
    /// size, the newest first: all of them, or up to where a short page showed the listing to
    /// end, or else the first of them that were kept; nil when none was.
    package func listingSpan(for page: ListingPage) throws(LibraryError) -> ListingSpan? {
        try read { db in
            let wanted = page.positions
            let pages = try Row.fetchAll(
                db,
                sql: """
                    SELECT key, first_position, page_size, fetched_at, headers,
                        (SELECT count(*) FROM list_entry WHERE list_key = list.key) AS count
                    FROM list WHERE listing = ? ORDER BY fetched_at DESC
                    """, arguments: [page.listing])
            var found: [Int: (entry: ListingSpan.Entry, fetchedAt: Double)] = [:]
            var end: (position: Int, fetchedAt: Double)?
            var totalCount: String?
            for row in pages {
                let first: Int = row["first_position"]
                let size: Int = row["page_size"]
                let count: Int = row["count"]
                let fetchedAt: Double = row["fetched_at"]
                if end == nil, count < size { end = (first + count, fetchedAt) }
                if totalCount == nil {
                    totalCount = ResponseMetadata(fetchedAt: fetchedAt, encodedHeaders: row["headers"]).headers["Total-Count"]
                }
                // One past the page too, to tell whether the listing goes on.
                let overlap = max(first, wanted.lowerBound)..<max(first, wanted.lowerBound, min(first + count, wanted.upperBound + 1))
                for position in overlap where found[position] == nil {
                    found[position] = (ListingSpan.Entry(list: row["key"], position: position - first), fetchedAt)
                }
            }
            let listed = wanted.lowerBound..<max(wanted.lowerBound, min(wanted.upperBound, end?.position ?? .max))
            let used = listed.prefix { found[$0] != nil }.map { found[$0]! }
            guard !used.isEmpty || (listed.isEmpty && end != nil) else { return nil }
            let oldest = used.map(\.fetchedAt).min() ?? end?.fetchedAt ?? 0
            return ListingSpan(
                entries: used.map(\.entry), fetchedAt: Date(timeIntervalSince1970: oldest), totalCount: totalCount,
                isComplete: used.count == listed.count,
                continues: used.count == wanted.count && found[wanted.upperBound] != nil
                    && (end?.position ?? .max) > wanted.upperBound)
        }
    }

    /// The items of `span` as one JSON array, as the API sent them; nil when one of them has
    /// gone since (pruned by another process).
    package func listingBody(_ span: ListingSpan) throws(LibraryError) -> Data? {
        try read { db in
            let item = try db.cachedStatement(
                sql: """
                    SELECT item.json FROM list_entry JOIN item ON item.id = list_entry.item_id
                    WHERE list_entry.list_key = ? AND list_entry.position = ?
                    """)
            var body = Data([UInt8(ascii: "[")])
            for (index, entry) in span.entries.enumerated() {
                guard let json = try Data.fetchOne(item, arguments: [entry.list, entry.position]) else { return nil }
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(json)
            }
            body.append(UInt8(ascii: "]"))
            return body
        }
    }
}
