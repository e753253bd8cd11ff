/// Reads a listing page after page, following `rel="next"`.
///
/// It stops at a missing `next`, at an empty or short page, and never asks for page 101 (Qiita
/// answers 400 there even when `rel="last"` is further). At most two pages are held at a time
/// (the one being read and the one on its way), so memory stays flat however many are read.
///
/// Given how many elements the caller wants, it asks for the next page as soon as a page has
/// arrived and its headers show that one more is needed, before decoding it: the next exchange
/// overlaps this page's decoding and the caller's work on it, over the same connection. It never
/// asks for a page the caller might not read: only while fewer elements have arrived than are
/// wanted (a caller that drops some, such as `--unread`, needs the next one all the more), and
/// not when `Total-Count` says the listing ends with this page.
package struct Paginator<Element: Decodable & Sendable>: Sendable {
    package let client: QiitaClient
    /// The request for the page that ``next()`` will read.
    package private(set) var request: AnyRequest<[Element]>
    private let wanted: Int?
    private var received = 0
    private var finished = false
    /// The next page, already asked for: the request and its reply on the way.
    private var pending: (request: AnyRequest<[Element]>, reply: Task<Result<ReceivedReply, QiitaError>, Never>)?
    /// The last page read, for what it said about the end of the listing (nil while the next
    /// one is being read).
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
        // The page before is the caller's now: held here too, it would be a third page in memory
        // while this one decodes and the next one arrives.
        lastPage = nil
        let reply: ReceivedReply
        if let pending, pending.request == request {
            self.pending = nil
            reply = try await pending.reply.value.get()
        } else {
            pending?.reply.cancel()
            pending = nil
            reply = try await client.receive(request)
        }
        askAhead(after: reply)
        let page = try await client.decodePage(reply, for: request)
        lastPage = page
        received += page.elements.count
        guard let next = page.nextPage else {
            finished = true
            pending?.reply.cancel()
            pending = nil
            return page
        }
        request = request.page(next)
        return page
    }

    /// Asks for the page after the one in `reply` when its headers show there is one and that the
    /// caller will read it (assuming this page is full, as every page but the last is).
    private mutating func askAhead(after reply: ReceivedReply) {
        guard let wanted, let paging = request.paging, received + paging.perPage < wanted else { return }
        let headers = reply.response.headers
        guard let next = Page<Element>.linkedPage(after: paging, links: headers.pageLinks),
            (headers.totalCount ?? .max) > paging.page * paging.perPage
        else { return }
        let nextRequest = request.page(next)
        let task = Task { [client] () -> Result<ReceivedReply, QiitaError> in
            do throws(QiitaError) {
                return .success(try await client.receive(nextRequest))
            } catch {
                return .failure(error)
            }
        }
        pending = (nextRequest, task)
    }

    /// Whether the listing went on past Qiita's 100-page ceiling when reading stopped.
    package var stoppedAtPageCeiling: Bool { lastPage?.isAtPageCeiling ?? false }
}
