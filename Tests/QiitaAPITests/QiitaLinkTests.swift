import QiitaAPI
import Testing

@Suite struct QiitaLinkTests {
    @Test(arguments: [
        ("https://qiita.com/muiscript/items/b4ca1773580317e7112e", QiitaLink.item(id: "b4ca1773580317e7112e")),
        ("http://qiita.com/a_b/items/b4ca1773580317e7112e/", .item(id: "b4ca1773580317e7112e")),
        ("qiita.com/x/items/b4ca1773580317e7112e?utm_source=feed#comments", .item(id: "b4ca1773580317e7112e")),
        ("https://qiita.com/muiscript/private/b4ca1773580317e7112e", .item(id: "b4ca1773580317e7112e")),
        ("https://increments.qiita.com/alice/items/b4ca1773580317e7112e", .item(id: "b4ca1773580317e7112e")),
        ("https://qiita.com/alice", .user(id: "alice")),
        ("https://qiita.com/items/b4ca1773580317e7112e", .item(id: "b4ca1773580317e7112e")),
        ("qiita.com/items/b4ca1773580317e7112e#comment-1", .item(id: "b4ca1773580317e7112e")),
        ("https://qiita.com/alice/items", .user(id: "alice")),
        ("https://qiita.com/tags/swift", .tag(id: "swift")),
        ("https://qiita.com/tags/%E5%88%9D%E5%BF%83%E8%80%85", .tag(id: "初心者")),
        ("https://qiita.com/tags/c%2B%2B", .tag(id: "c++")),
        ("https://qiita.com/tags/100%zz", .tag(id: "100%zz")),
        ("https://qiita.com/tags/50%", .tag(id: "50%")),
        ("https://qiita.com/tags/%FF%FE", .tag(id: "%FF%FE")),
    ])
    func parses(_ url: String, _ expected: QiitaLink) {
        #expect(QiitaLink(url: url) == expected)
    }

    @Test(arguments: [
        "https://example.com/alice/items/b4ca1773580317e7112e", "https://qiita.com/alice/items/NOTHEX",
        "ftp://qiita.com/alice", "https://qiita.com/", "https://evilqiita.com/alice", "",
        "https://qiita.com/alice/items/b4ca1773580317e7112e/extra", "https://qiita.com/items/NOTHEX",
    ])
    func rejects(_ url: String) {
        #expect(QiitaLink(url: url) == nil)
    }

    @Test func configuredHostIsAccepted() {
        let fake = QiitaHost("http://127.0.0.1:8080")!
        #expect(QiitaLink(url: "http://127.0.0.1:8080/bob/items/0123456789abcdef0123", host: fake) == .item(id: "0123456789abcdef0123"))
        #expect(QiitaLink(url: "http://127.0.0.1:9/bob/items/0123456789abcdef0123", host: fake) == nil)
    }

    @Test func itemIDFromIdOrURL() {
        #expect(QiitaLink.itemID(from: " b4ca1773580317e7112e ") == "b4ca1773580317e7112e")
        #expect(QiitaLink.itemID(from: "https://qiita.com/u/items/b4ca1773580317e7112e") == "b4ca1773580317e7112e")
        // What `qiita item ID --web` opens, and qiita.com's share links.
        #expect(QiitaLink.itemID(from: "https://qiita.com/items/b4ca1773580317e7112e") == "b4ca1773580317e7112e")
        #expect(QiitaLink.itemID(from: "B4CA1773580317E7112E") == nil)
        #expect(QiitaLink.itemID(from: "https://qiita.com/alice") == nil)
    }

    /// A user's stocks page is a place of its own: the reader opens their stocks from it.
    @Test func aStocksAddressNamesTheUsersStocks() {
        #expect(QiitaLink(url: "https://qiita.com/alice/stocks") == .stocks(userID: "alice"))
        #expect(QiitaLink(url: "qiita.com/alice/stocks?page=2") == .stocks(userID: "alice"))
        #expect(QiitaLink.stocks(userID: "alice").webURL(on: .qiitaCom) == "https://qiita.com/alice/stocks")
    }
}
