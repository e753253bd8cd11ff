/// Reads a listing page after page, following `rel="next"`.
///
/// It stops at a missing `next`, at an empty or short page, and never asks for page 101 (Qiita
/// answers 400 there even when `rel="last"` is further). Only one page is held at a time, so
/// memory stays flat however many pages are read.
package struct Paginator<Element: Decodable & Sendable>: Sendable {
    package let client: QiitaClient
    /// The request for the page that ``next()`` will read.
    package private(set) var request: AnyRequest<[Element]>
    private var finished = false
    /// The last page read, for what it said about the end of the listing.
    package private(set) var lastPage: Page<Element>?

    package init(client: QiitaClient, request: AnyRequest<[Element]>) {
        self.client = client
        self.request = request
    }

    /// The next page, or nil when the listing is exhausted.
    package mutating func next() async throws(QiitaError) -> Page<Element>? {
        guard !finished else { return nil }
        let page = try await client.page(request)
        lastPage = page
        if let next = page.nextPage {
            request = request.page(next)
        } else {
            finished = true
        }
        return page
    }

    /// Whether the listing went on past Qiita's 100-page ceiling when reading stopped.
    package var stoppedAtPageCeiling: Bool { lastPage?.isAtPageCeiling ?? false }
}
