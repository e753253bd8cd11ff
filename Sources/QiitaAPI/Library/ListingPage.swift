/// Where a kept page sits in its listing, whatever page size asked for it, so that a page of 20
/// can be answered from a page of 100 that `qiita sync` kept. The library stores what these
/// rules make of every list it keeps: a change to them needs a migration that places them again.
package struct ListingPage: Sendable, Hashable {
    /// The reply key without its paging: host, identity, method, path and the other query items.
    /// A tag's name is in lower case, as Qiita looks tags up whatever their case.
    package var listing: String
    package var paging: Paging

    package init(listing: String, paging: Paging) {
        self.listing = listing
        self.paging = paging
    }

    /// The page a reply key (``ReplyKey/description``) asks for; nil when it asks for no page.
    /// Paging comes last in the key (``Request/allQueryItems``), so the other query items are
    /// kept as they are, whatever they hold.
    package init?(key: String) {
        guard let match = key.wholeMatch(of: /(.*)[?&]page=(\d{1,9})&per_page=(\d{1,9})/),
            let page = Int(match.2), let perPage = Int(match.3)
        else { return nil }
        self.init(listing: Self.foldingTagCase(match.1), paging: Paging(page: page, perPage: perPage))
    }

    /// The positions in the listing (from 0) the page holds when it is full.
    package var positions: Range<Int> {
        let first = (paging.page - 1) * paging.perPage
        return first..<(first + paging.perPage)
    }

    /// The path and query of the page after this one, for a `Link` header, from `requestLine`
    /// (``Request/requestLine``) of this page.
    package func nextPageTarget(of requestLine: String) -> String? {
        let paging = "page=\(self.paging.page)&per_page=\(self.paging.perPage)"
        guard let target = requestLine.split(separator: " ", maxSplits: 1).last, target.hasSuffix(paging) else { return nil }
        return target.dropLast(paging.count) + "page=\(self.paging.page + 1)&per_page=\(self.paging.perPage)"
    }

    /// `GET /api/v2/tags/Go/items` as `GET /api/v2/tags/go/items`.
    private static func foldingTagCase(_ listing: Substring) -> String {
        guard let match = listing.wholeMatch(of: /(.* GET \/api\/v2\/tags\/)([^\/?]+)(\/items)/) else { return String(listing) }
        return match.1 + match.2.lowercased() + match.3
    }
}

extension ReplyKey {
    /// The page of a listing this key asks for, if it asks for one.
    package var listingPage: ListingPage? { ListingPage(key: description) }
}
