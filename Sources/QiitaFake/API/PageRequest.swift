import FlyingFox

/// `page` and `per_page` as Qiita checks them: integers from 1 to 100, defaults 1 and 20;
/// anything else is a 400 `bad_request`.
struct PageRequest: Sendable, Equatable {
    var page: Int
    var perPage: Int
    /// Whether the caller sent `per_page` (Link URLs repeat it only then, as Qiita's do).
    var perPageGiven: Bool

    static let maximumPage = 100
    static let maximumPerPage = 100

    /// Nil when either parameter is present but not an integer in 1…100.
    init?(request: HTTPRequest) {
        let pageText = request.query("page")
        let perPageText = request.query("per_page")
        guard let page = Self.parse(pageText, default: 1, maximum: Self.maximumPage),
            let perPage = Self.parse(perPageText, default: 20, maximum: Self.maximumPerPage)
        else { return nil }
        self.page = page
        self.perPage = perPage
        perPageGiven = perPageText != nil
    }

    private static func parse(_ text: String?, default defaultValue: Int, maximum: Int) -> Int? {
        guard let text else { return defaultValue }
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), text.count <= 6, let value = Int(text),
            (1...maximum).contains(value)
        else { return nil }
        return value
    }

    /// The elements of this page (empty past the end).
    func slice<Elements: RandomAccessCollection>(_ elements: Elements) -> Elements.SubSequence where Elements.Index == Int {
        let start = min(elements.startIndex + (page - 1) * perPage, elements.endIndex)
        return elements[start..<min(elements.endIndex, start + perPage)]
    }

    /// The `Link` header: absolute URLs on the server's base, `first`, `prev`, `next`, `last` in
    /// that order, keeping `per_page`, `query` and `sort`. `last` is not clamped to 100.
    func linkHeader(baseURL: String, request: HTTPRequest, total: Int) -> String {
        let lastPage = max(1, (total + perPage - 1) / perPage)
        var kept: [String] = []
        if perPageGiven { kept.append("per_page=\(perPage)") }
        for name in ["query", "sort"] {
            if let value = request.query(name) {
                kept.append("\(name)=\(PercentEncoding.encodeQueryComponent(value))")
            }
        }
        func url(_ page: Int) -> String {
            "<\(baseURL)\(request.rawPath)?" + (["page=\(page)"] + kept).joined(separator: "&") + ">"
        }
        var links = ["\(url(1)); rel=\"first\""]
        if page > 1 { links.append("\(url(page - 1)); rel=\"prev\"") }
        if page < lastPage { links.append("\(url(page + 1)); rel=\"next\"") }
        links.append("\(url(lastPage)); rel=\"last\"")
        return links.joined(separator: ", ")
    }
}
