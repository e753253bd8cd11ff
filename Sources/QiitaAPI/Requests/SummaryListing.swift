/// Any listing of items, decoded as ``ItemSummary``s: the same endpoint, query and paging,
/// without keeping the bodies that list rows never show (they are nearly all of a page's bytes).
struct SummaryListing<Base: Request>: Request where Base.Response == [Item] {
    typealias Response = [ItemSummary]
    let base: Base

    var method: HTTPMethod { base.method }
    var path: String { base.path }
    var queryItems: [QueryItem] { base.queryItems }
    var paging: Paging? { base.paging }
    var requiresToken: Bool { base.requiresToken }
    var subject: String { base.subject }
    var carriesSecrets: Bool { base.carriesSecrets }
    var storage: LibraryStorage { base.storage }
}

extension Request where Response == [Item] {
    /// This listing decoded without bodies.
    package func summaries() -> AnyRequest<[ItemSummary]> {
        AnyRequest(SummaryListing(base: self))
    }
}

