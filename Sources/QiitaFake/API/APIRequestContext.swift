import FlyingFox

/// One request as the routes see it: who asked, a snapshot of the corpus, how to write JSON.
struct APIRequestContext: Sendable {
    let request: HTTPRequest
    /// The request body, read once before routing (routes are synchronous).
    let body: [UInt8]
    let corpus: FakeCorpus
    /// The token's user, nil for an anonymous request.
    let userID: String?
    let baseURL: String
    let json: QiitaJSON

    /// A paged listing: 400 for bad `page`/`per_page`, else the page with `Link` and `Total-Count`.
    func paged<Elements: RandomAccessCollection>(
        _ elements: Elements, _ render: (Elements.SubSequence) -> JSONValue
    ) -> APIReply where Elements.Index == Int {
        guard let page = PageRequest(request: request) else { return .badRequest }
        var headers = HTTPHeaders()
        headers[.link] = page.linkHeader(baseURL: baseURL, request: request, total: elements.count)
        headers[.totalCount] = String(elements.count)
        return .ok(render(page.slice(elements)), headers: headers)
    }
}
