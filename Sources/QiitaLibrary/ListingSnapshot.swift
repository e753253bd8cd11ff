import GRDB
import QiitaAPI

/// Pages of one listing saved together: their positions agree, as new posts had no time to move
/// them (see ``LibraryStore/snapshotSpan``).
struct ListingSnapshot {
    /// Newest first.
    let pages: [KeptPage]
    /// Where the listing ended when these pages were saved, unless a newer snapshot holds more.
    let end: Int?

    /// When its newest page was saved.
    var savedAt: Double { pages[0].savedAt }

    /// `pages` (newest first) in snapshots, newest first: a page joins the snapshot of the page
    /// saved next after it when the two are within `span` of each other.
    static func group(_ pages: [KeptPage], within span: Double) -> [ListingSnapshot] {
        var groups: [[KeptPage]] = []
        for page in pages {
            if let last = groups.last?.last, last.savedAt - page.savedAt <= span {
                groups[groups.count - 1].append(page)
            } else {
                groups.append([page])
            }
        }
        var heldByNewer = Int.min
        return groups.map { group in
            // A short page ends the listing unless a newer page, here or in a newer snapshot, holds more.
            var end: Int?
            var held = heldByNewer
            for page in group {
                if end == nil, page.isShort, page.end >= held { end = page.end }
                held = max(held, page.end)
            }
            heldByNewer = held
            return ListingSnapshot(pages: group, end: end)
        }
    }

    /// The snapshot a page of `wanted` comes from: the newest that holds all of it (or up to its
    /// end), else the one holding most of its first items; nil when none holds the first.
    static func choose(_ snapshots: [ListingSnapshot], for wanted: Range<Int>) -> ListingSnapshot? {
        var best: (snapshot: ListingSnapshot, held: Int)?
        for snapshot in snapshots {
            let listed = wanted.lowerBound..<max(wanted.lowerBound, min(wanted.upperBound, snapshot.end ?? .max))
            let held = listed.prefix { snapshot.holder(of: $0) != nil }.count
            if held == listed.count, !listed.isEmpty || snapshot.end != nil { return snapshot }
            if held > 0, held > best?.held ?? 0 { best = (snapshot, held) }
        }
        return best?.snapshot
    }

    /// The snapshot `paging`'s page comes from (``choose(_:for:)``), and where in it: when the
    /// page before comes from another snapshot, just after that page's last item, wherever new
    /// posts moved it, so that paging through two snapshots neither repeats nor skips. Nil when
    /// none holds the page's first item, or the item before it cannot be found there.
    static func serving(
        _ paging: Paging, from snapshots: [ListingSnapshot], _ db: Database
    ) throws -> (ListingSnapshot, Range<Int>)? {
        let size = paging.perPage
        guard snapshots.count > 1 else {
            let wanted = (paging.page - 1) * size..<paging.page * size
            return snapshots.first.flatMap { choose([$0], for: wanted) }.map { ($0, wanted) }
        }
        // Page after page from the first, as a reader paging through the library met them.
        var served: (snapshot: ListingSnapshot, range: Range<Int>)?
        for number in 1...paging.page {
            let wanted = (number - 1) * size..<number * size
            guard let chosen = choose(snapshots, for: wanted) else {
                served = nil
                continue
            }
            guard let before = served else {
                served = (chosen, wanted)
                continue
            }
            if before.snapshot.savedAt == chosen.savedAt {
                served = (chosen, before.range.upperBound..<before.range.upperBound + size)
            } else if let last = try before.snapshot.itemID(at: before.range.upperBound - 1, db),
                let found = try chosen.position(of: last, db)
            {
                served = (chosen, found + 1..<found + 1 + size)
            } else {
                return nil
            }
        }
        return served.map { ($0.snapshot, $0.range) }
    }

    /// The newest of its pages that holds `position`.
    func holder(of position: Int) -> KeptPage? {
        pages.first { $0.first <= position && position < $0.end }
    }

    /// The id of the item at `position`, as its newest page holding it has it.
    func itemID(at position: Int, _ db: Database) throws -> String? {
        try itemIDs(in: position..<position + 1, db)[position]
    }

    /// The ids of the items at `positions`, each as its newest page holding it has it: one read
    /// a page.
    func itemIDs(in positions: Range<Int>, _ db: Database) throws -> [Int: String] {
        var ids: [Int: String] = [:]
        for page in pages {
            let lower = max(page.first, positions.lowerBound)
            let upper = min(page.end, positions.upperBound)
            guard lower < upper else { continue }
            let rows = try Row.fetchCursor(
                db, sql: "SELECT position, item_id FROM list_entry WHERE list_key = ? AND position >= ? AND position < ?",
                arguments: [page.key, lower - page.first, upper - page.first])
            while let row = try rows.next() {
                let position = page.first + (row[0] as Int)
                if ids[position] == nil { ids[position] = row[1] }
            }
        }
        return ids
    }

    /// Where the item `id` is, as the newest of its pages holding it has it.
    func position(of id: String, _ db: Database) throws -> Int? {
        for page in pages {
            if let offset = try Int.fetchOne(
                db, sql: "SELECT position FROM list_entry WHERE list_key = ? AND item_id = ?", arguments: [page.key, id]),
                holder(of: page.first + offset)?.key == page.key
            {
                return page.first + offset
            }
        }
        return nil
    }
}
