/// One page of a list endpoint: its elements and what the reply said about the rest.
package struct Page<Element: Sendable>: Sendable {
    package var elements: [Element]
    /// The paging this page was asked with.
    package var paging: Paging
    package var links: PageLinks
    /// `Total-Count`: how many elements the whole listing has (Qiita may count beyond what
    /// its 100-page ceiling lets anyone read).
    package var totalCount: Int?
    package var rateLimit: RateLimit?
    /// Where the page came from: the network, or the local library.
    package var source: ReplySource
    /// Whether the library held only the first of the page's items: the listing may go on, and
    /// what it lacks is not known.
    package var isPartial: Bool

    package init(
        elements: [Element], paging: Paging, links: PageLinks = PageLinks(), totalCount: Int? = nil,
        rateLimit: RateLimit? = nil, source: ReplySource = .network, isPartial: Bool = false
    ) {
        self.elements = elements
        self.paging = paging
        self.links = links
        self.totalCount = totalCount
        self.rateLimit = rateLimit
        self.source = source
        self.isPartial = isPartial
    }

    /// The page to read after this one, or nil when this is the end: no `next` link, an empty
    /// or short page, or Qiita's last readable page (100), whatever `rel="last"` says.
    package var nextPage: Int? {
        guard !elements.isEmpty, elements.count >= paging.perPage else { return nil }
        return Self.linkedPage(after: paging, links: links)
    }

    /// The page the `next` link names, when it is one after `paging`'s that Qiita serves.
    static func linkedPage(after paging: Paging, links: PageLinks) -> Int? {
        guard let next = links.next?.page, next > paging.page, next <= Paging.pages.upperBound else { return nil }
        return next
    }

    /// Whether more elements exist that Qiita will not serve: the listing goes on past page 100.
    package var isAtPageCeiling: Bool {
        paging.page >= Paging.pages.upperBound && links.next != nil && elements.count >= paging.perPage
    }

    /// The last page number the listing has, when the reply said (may exceed 100).
    package var lastPage: Int? { links.last?.page }
}

extension HTTPHeaders {
    /// The `Link` header's links to other pages of a listing.
    var pageLinks: PageLinks { PageLinks(header: values(for: "Link").joined(separator: ", ")) }
    /// `Total-Count`: how many elements the listing has.
    var totalCount: Int? { self["Total-Count"].flatMap { Int($0.trimmingSpaces()) } }
}
