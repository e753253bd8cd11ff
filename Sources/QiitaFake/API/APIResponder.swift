import FlyingFox
import Synchronization

/// Answers `/api/v2` requests from the corpus: who is asking, then the route. What every reply
/// shares (rate budget, ETag and 304, gzip) and the staged faults are handlers wrapped around
/// this one; it also owns the state they all read, under one lock.
final class APIResponder: HTTPHandler {
    let configuration: FakeQiitaServer.Configuration
    let state: Mutex<ServerState>
    /// Serialized bodies by item content: an item whose content is replaced simply misses.
    let bodies = ByteBoundedCache<FakeItem.Content, SerializedBody> { $0.size }
    let searches = SearchCache()

    init(configuration: FakeQiitaServer.Configuration, corpus: FakeCorpus) {
        self.configuration = configuration
        state = Mutex(
            ServerState(
                corpus: corpus,
                tokens: TokenRegistry(
                    tokens: configuration.tokens, clients: configuration.oauthClients, seed: configuration.seed),
                rate: RateLimiter(
                    anonymousLimit: configuration.rateLimit,
                    authenticatedLimit: configuration.rateLimitAuthenticated,
                    window: configuration.rateWindowSeconds)))
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = Array(try await request.bodyData)
        let credential = Credential(request)
        let (corpus, baseURL, userID) = state.withLock { state in
            (state.corpus, state.baseURL, credential?.user(in: state.tokens))
        }
        let context = APIRequestContext(
            request: request, body: body, corpus: corpus, userID: userID, baseURL: baseURL,
            json: QiitaJSON(corpus: corpus, baseURL: baseURL, bodies: bodies))
        return APIRoutes.reply(to: context, responder: self).response
    }
}
