/// The steps both the command line and the reader take over stocks and comments, so that the
/// two agree on what an answer means.
extension QiitaClient {
    /// Whether the signed-in user stocked the item; nil without a token or when it cannot be told.
    package func stockState(of itemID: String) async -> Bool? {
        guard isAuthenticated else { return nil }
        return (try? await send(StockStatusRequest(itemID: itemID)).value).map { $0 == .stocked }
    }

    /// Stocks the item (`stocked`) or unstocks it. Qiita answers 403 `already_stocked` to a
    /// second stock and 404 to unstocking what is not stocked: both mean the item already is as
    /// asked. A 404 also means there is no such item, which one more request tells apart.
    package func setStocked(_ stocked: Bool, itemID: String) async throws(QiitaError) -> Reply<StateChange> {
        do {
            let reply =
                stocked ? try await send(StockRequest(itemID: itemID)) : try await send(UnstockRequest(itemID: itemID))
            return Reply(value: .changed, status: reply.status, headers: reply.headers)
        } catch .alreadyStocked {
            return Reply(value: .alreadySo, status: 403, headers: HTTPHeaders())
        } catch .notFound where !stocked {
            let item = try await send(ItemRequest(itemID: itemID))
            return Reply(value: .alreadySo, status: 404, headers: item.headers)
        }
    }

    /// An item's comments, oldest first, up to `maximumPages` pages of the request's size, and
    /// the rate figures of the last page.
    package func comments(
        _ request: AnyRequest<[Comment]>, maximumPages: Int = 10
    ) async throws(QiitaError) -> (comments: [Comment], rateLimit: RateLimit?) {
        var pages = self.pages(request)
        var comments: [Comment] = []
        var rateLimit: RateLimit?
        var read = 0
        while read < maximumPages, let page = try await pages.next() {
            comments += page.elements
            rateLimit = page.rateLimit ?? rateLimit
            read += 1
        }
        // Qiita lists the newest first.
        return (comments.reversed(), rateLimit)
    }

    /// ``comments(_:maximumPages:)`` as a value, for a caller that shows the article when its
    /// comments cannot be had.
    package func commentsOrFailure(_ request: AnyRequest<[Comment]>) async -> Result<
        (comments: [Comment], rateLimit: RateLimit?), QiitaError
    > {
        do throws(QiitaError) {
            return .success(try await comments(request))
        } catch {
            return .failure(error)
        }
    }
}
