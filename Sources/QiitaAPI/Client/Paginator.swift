/// Reads a listing page after page, following `rel="next"`.
///
/// It stops at a missing `next`, at an empty or short page, and never asks for page 101 (Qiita
/// answers 400 there even when `rel="last"` is further). At most two pages are held at a time
/// (the one being read and the one on its way), so memory stays flat however many are read.
///
/// Given how many elements the caller wants, it asks for the next page as soon as a page shows
/// that one more is needed, so the caller's work on a page overlaps the next page's journey. It
/// never asks for a page the caller might not read: only while fewer elements have arrived
/// than are wanted (a caller that drops some, such as `--unread`, needs the next one all the more).
package struct Paginator<Element: Decodable & Sendable>: Sendable {
    package let client: QiitaClient
    /// The request for the page that ``next()`` will read.
    package private(set) var request: AnyRequest<[Element]>
    private let wanted: Int?
    private var received = 0
    private var finished = false
    /// The next page, already asked for.
    private var pending: Task<Result<Page<Element>, QiitaError>, Never>?
    /// The last page read, for what it said about the end of the listing.
    package private(set) var lastPage: Page<Element>?

    /// `wanted`: how many elements the caller will read at most; nil reads one page at a time.
    package init(client: QiitaClient, request: AnyRequest<[Element]>, wanted: Int? = nil) {
        self.client = client
        self.request = request
        self.wanted = wanted
    }

    /// The next page, or nil when the listing is exhausted.
    package mutating func next() async throws(QiitaError) -> Page<Element>? {
        guard !finished else { return nil }
        let page: Page<Element>
        if let pending {
            self.pending = nil
            page = try await pending.value.get()
        } else {
            page = try await client.page(request)
        }
        lastPage = page
        received += page.elements.count
        guard let next = page.nextPage else {
            finished = true
            return page
        }
        request = request.page(next)
        if let wanted, received < wanted {
            pending = Task { [client, request] in
                do throws(QiitaError) {
                    return .success(try await client.page(request))
                } catch {
                    return .failure(error)
                }
            }
        }
        return page
    }

    /// Whether the listing went on past Qiita's 100-page ceiling when reading stopped.
    package var stoppedAtPageCeiling: Bool { lastPage?.isAtPageCeiling ?? false }
}
