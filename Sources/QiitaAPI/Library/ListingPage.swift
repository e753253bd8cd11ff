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
        guard let perPageStart = key.lastIndex(of: "&"),
            let perPage = Self.number(after: "&per_page=", in: key[perPageStart...]),
            let pageStart = key[..<perPageStart].lastIndex(where: { $0 == "?" || $0 == "&" }),
            let page = Self.number(after: String(key[pageStart]) + "page=", in: key[pageStart..<perPageStart])
        else { return nil }
        self.init(listing: Self.foldingTagCase(key[..<pageStart]), paging: Paging(page: page, perPage: perPage))
    }

    /// The number `text` holds after `prefix`, when it holds nothing else (nine digits at most).
    private static func number(after prefix: String, in text: Substring) -> Int? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// The positions in the listing (from 0) the page holds when it is full.
    package var positions: Range<Int> {
        let first = (paging.page - 1) * paging.perPage
        return first..<(first + paging.perPage)
    }

    /// Where the page after this one is, for a `Link` header: the path of `requestLine`
    /// (``Request/requestLine``) with the next page. Only the paging is given: a raw query may
    /// hold `>`, which would end the link.
    package func nextPageTarget(of requestLine: String) -> String? {
        guard let target = requestLine.split(separator: " ", maxSplits: 1).last,
            let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first
        else { return nil }
        return "\(path)?page=\(paging.page + 1)&per_page=\(paging.perPage)"
    }

    /// `GET /api/v2/tags/Go/items` as `GET /api/v2/tags/go/items`.
    private static func foldingTagCase(_ listing: Substring) -> String {
        let prefix = " GET /api/v2/tags/"
        guard let tagStart = listing.firstUTF8Range(of: prefix)?.upperBound,
            let tagEnd = listing[tagStart...].firstIndex(of: "/"), listing[tagEnd...] == "/items"
        else { return String(listing) }
        return listing[..<tagStart] + listing[tagStart..<tagEnd].lowercased() + "/items"
    }
}

extension ReplyKey {
    /// The page of a listing this key asks for, if it asks for one.
    package var listingPage: ListingPage? { ListingPage(key: description) }
}
