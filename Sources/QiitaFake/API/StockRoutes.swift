import FlyingFox

/// `GET|PUT|DELETE /items/:id/stock`: the token user's stock of one item (qiita-api.md §2 #18–20).
/// State lives in the corpus, so `GET /users/:id/stocks` and `stocks_count` follow.
enum StockRoutes {
    static func check(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard let userID = context.userID else { return .unauthorized }
        guard context.corpus.item(id: captures[0]) != nil,
            context.corpus.hasStocked(userID: userID, itemID: captures[0])
        else { return .notFound }
        return .noContent
    }

    static func stock(_ context: APIRequestContext, _ captures: [String], _ responder: APIResponder) -> APIReply {
        guard let userID = context.userID else { return .unauthorized }
        return responder.state.withLock { state in
            guard state.corpus.item(id: captures[0]) != nil else { return .notFound }
            return state.corpus.stock(itemID: captures[0], by: userID) ? .noContent : .alreadyStocked
        }
    }

    static func unstock(_ context: APIRequestContext, _ captures: [String], _ responder: APIResponder) -> APIReply {
        guard let userID = context.userID else { return .unauthorized }
        return responder.state.withLock { state in
            state.corpus.unstock(itemID: captures[0], by: userID) ? .noContent : .notFound
        }
    }
}
