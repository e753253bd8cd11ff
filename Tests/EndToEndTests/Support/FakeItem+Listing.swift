import QiitaFake

extension FakeItem {
    /// The article's address as the fake server writes it (`/private/` for limited sharing).
    func url(baseURL: String) -> String {
        "\(baseURL)/\(userID)/\(isPrivate ? "private" : "items")/\(id)"
    }

    /// The TSV line the README documents for a piped listing: `id, created_at, likes_count,
    /// stocks_count, title, user, tags (comma-separated), url`.
    func tsvLine(baseURL: String) -> String {
        [
            id, createdAt.description, String(likesCount), String(stocksCount), title, userID,
            tags.joined(separator: ","), url(baseURL: baseURL),
        ].joined(separator: "\t")
    }
}

extension FakeQiitaServer {
    /// The TSV lines of `items`, for comparing with a piped listing.
    func tsvLines(_ items: some Sequence<FakeItem>) -> [String] {
        items.map { $0.tsvLine(baseURL: baseURL) }
    }
}
