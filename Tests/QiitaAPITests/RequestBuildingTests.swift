import Foundation
import QiitaAPI
import Testing
import TestSupport

@Suite struct RequestBuildingTests {
    static let ok = HTTPResponse(status: 200, body: Data("[]".utf8))

    func sentURL(_ request: some Request, token: String? = nil, host: QiitaHost = .qiitaCom) async throws -> HTTPRequest {
        let transport = RecordedTransport(responses: [HTTPResponse(status: 204), Self.ok])
        let client = QiitaClient(host: host, token: token, transport: transport, retryPolicy: .never)
        _ = try? await client.send(request)
        return try #require(transport.requests.first)
    }

    @Test func everyEndpointBuildsItsPathAndQuery() async throws {
        let expectations: [(any Request, String)] = [
            (ItemsRequest(), "https://qiita.com/api/v2/items?page=1&per_page=20"),
            (
                ItemsRequest(query: "tag:Swift stocks:>10", paging: Paging(page: 2, perPage: 100)),
                "https://qiita.com/api/v2/items?query=tag%3ASwift%20stocks%3A%3E10&page=2&per_page=100"
            ),
            (ItemRequest(itemID: "4bd431809afb1bb99e4f"), "https://qiita.com/api/v2/items/4bd431809afb1bb99e4f"),
            (UserItemsRequest(userID: "alice"), "https://qiita.com/api/v2/users/alice/items?page=1&per_page=20"),
            (TagItemsRequest(tagID: "C#"), "https://qiita.com/api/v2/tags/C%23/items?page=1&per_page=20"),
            (TagItemsRequest(tagID: "初心者"), "https://qiita.com/api/v2/tags/%E5%88%9D%E5%BF%83%E8%80%85/items?page=1&per_page=20"),
            (UserRequest(userID: "bob"), "https://qiita.com/api/v2/users/bob"),
            (TagRequest(tagID: "react"), "https://qiita.com/api/v2/tags/react"),
            (ItemCommentsRequest(itemID: "abc"), "https://qiita.com/api/v2/items/abc/comments?page=1&per_page=100"),
            (UserStocksRequest(userID: "alice"), "https://qiita.com/api/v2/users/alice/stocks?page=1&per_page=20"),
            (AuthenticatedUserRequest(), "https://qiita.com/api/v2/authenticated_user"),
            (AuthenticatedUserItemsRequest(), "https://qiita.com/api/v2/authenticated_user/items?page=1&per_page=20"),
            (StockStatusRequest(itemID: "abc"), "https://qiita.com/api/v2/items/abc/stock"),
            (StockRequest(itemID: "abc"), "https://qiita.com/api/v2/items/abc/stock"),
            (UnstockRequest(itemID: "abc"), "https://qiita.com/api/v2/items/abc/stock"),
        ]
        for (request, url) in expectations {
            let sent = try await sentURL(request, token: "t0ken")
            #expect(sent.url == url)
            #expect(sent.method == request.method)
        }
    }

    @Test func stockMethodsAreGetPutDelete() {
        #expect(StockStatusRequest(itemID: "a").method == .get)
        #expect(StockRequest(itemID: "a").method == .put)
        #expect(UnstockRequest(itemID: "a").method == .delete)
    }

    @Test func headersCarryUserAgentAcceptAndBearerToken() async throws {
        let sent = try await sentURL(ItemsRequest(), token: "secret-token")
        #expect(sent.headers["user-agent"] == "qiita/\(QiitaVersion.current)")
        #expect(sent.headers["Accept"] == "application/json")
        #expect(sent.headers["Authorization"] == "Bearer secret-token")
        let anonymous = try await sentURL(ItemsRequest())
        #expect(anonymous.headers["Authorization"] == nil)
    }

    @Test func teamAndCustomHosts() async throws {
        let team = try #require(QiitaHost.team("Increments"))
        #expect(team.baseURL == "https://increments.qiita.com")
        #expect(QiitaHost.team("bad name") == nil)
        #expect(QiitaHost.team("-x") == nil)
        let fake = try #require(QiitaHost("http://127.0.0.1:8080/api/v2/"))
        #expect(fake.baseURL == "http://127.0.0.1:8080")
        #expect(fake.isLoopback)
        #expect(QiitaHost("ftp://qiita.com") == nil)
        #expect(QiitaHost("https://user@evil.com") == nil)
        #expect(QiitaHost("https://qiita.com:99999") == nil)
        #expect(QiitaHost("qiita.com") == nil)
        let sent = try await sentURL(ItemRequest(itemID: "x"), host: team)
        #expect(sent.url == "https://increments.qiita.com/api/v2/items/x")
    }

    @Test func checksThatNeedNoNetworkFailBeforeSending() async throws {
        let transport = RecordedTransport(responses: [Self.ok])
        let anonymous = QiitaClient(transport: transport, retryPolicy: .never)
        await #expect(throws: QiitaError.pageOutOfRange(page: 101, perPage: 20)) {
            try await anonymous.send(ItemsRequest(paging: Paging(page: 101)))
        }
        await #expect(throws: QiitaError.pageOutOfRange(page: 1, perPage: 0)) {
            try await anonymous.send(ItemsRequest(paging: Paging(page: 1, perPage: 0)))
        }
        await #expect(throws: QiitaError.tokenRequired(subject: "the signed-in user")) {
            try await anonymous.send(AuthenticatedUserRequest())
        }
        let plain = QiitaClient(
            host: QiitaHost("http://qiita.example.com")!, token: "t", transport: transport, retryPolicy: .never)
        await #expect(throws: QiitaError.insecureTransport(host: "qiita.example.com")) {
            try await plain.send(ItemsRequest())
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aTokenThatCouldInjectHeadersIsNeverSent() async throws {
        let transport = RecordedTransport(responses: [Self.ok])
        for token in ["abc\r\nX-Injected: 1", "abc def", "abc\u{7F}", "トークン"] {
            let client = QiitaClient(token: token, transport: transport, retryPolicy: .never)
            await #expect(throws: QiitaError.malformedToken) { try await client.send(ItemsRequest()) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func plainHTTPToLoopbackMayCarryAToken() async throws {
        let sent = try await sentURL(ItemsRequest(), token: "t", host: QiitaHost("http://127.0.0.1:9")!)
        #expect(sent.headers["Authorization"] == "Bearer t")
    }
}
