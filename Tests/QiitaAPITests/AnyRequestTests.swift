import Foundation
import TestSupport
@testable import QiitaAPI
import Testing

@Suite struct AnyRequestTests {
    /// An endpoint type with the same path as ItemsRequest, to show that the type takes part in equality.
    struct LookalikeRequest: Request {
        typealias Response = [Item]
        var path: String { "/api/v2/items" }
        var paging: Paging? { Paging() }
    }

    @Test func equalWhenSameEndpointAndParameters() {
        let a = ItemsRequest(query: "swift").eraseToAnyRequest()
        let b = ItemsRequest(query: "swift").eraseToAnyRequest()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    @Test func differentParametersPagesOrEndpointsAreNotEqual() {
        let feed = ItemsRequest().eraseToAnyRequest()
        #expect(feed != ItemsRequest(query: "x").eraseToAnyRequest())
        #expect(feed != feed.page(2))
        #expect(feed != feed.perPage(100))
        #expect(feed != LookalikeRequest().eraseToAnyRequest())
        #expect(UserItemsRequest(userID: "a").eraseToAnyRequest() != UserStocksRequest(userID: "a").eraseToAnyRequest())
    }

    @Test func pageAndPerPageReturnTheSameRequestForAnotherPage() {
        let request = UserItemsRequest(userID: "alice").eraseToAnyRequest().page(3).perPage(50)
        #expect(request.paging == Paging(page: 3, perPage: 50))
        #expect(request.path == "/api/v2/users/alice/items")
        #expect(request.page(3).perPage(50) == request)
        #expect(request == UserItemsRequest(userID: "alice", paging: Paging(page: 3, perPage: 50)).eraseToAnyRequest())
        #expect(request.description == "GET /api/v2/users/alice/items?page=3&per_page=50")
    }

    @Test func unpagedRequestsIgnorePaging() {
        let item = ItemRequest(itemID: "x").eraseToAnyRequest()
        #expect(item.page(5) == item)
        #expect(item.paging == nil)
    }

    @Test func forwardsEverythingTheRequestDeclares() throws {
        let stock = StockRequest(itemID: "abc").eraseToAnyRequest()
        #expect(stock.method == .put)
        #expect(stock.requiresToken)
        #expect(stock.subject == "item abc")
        let status = StockStatusRequest(itemID: "abc").eraseToAnyRequest()
        #expect(try status.decode(HTTPResponse(status: 204)) == .stocked)
        #expect(try status.decode(HTTPResponse(status: 404)) == .notStocked)
    }

    @Test func erasingTwiceKeepsOneSnapshot() {
        let once = ItemsRequest().eraseToAnyRequest()
        #expect(AnyRequest(once) == once)
        #expect(once.eraseToAnyRequest() == once)
    }
}

@Suite struct SummaryListingTests {
    @Test(.requiresFixtures) func summariesAreTheSameListingWithoutBodies() throws {
        let request = UserItemsRequest(userID: "yumetodo", paging: Paging(page: 2, perPage: 20))
        let summaries = request.summaries()
        #expect(summaries.path == request.path)
        #expect(summaries.allQueryItems == request.allQueryItems)
        #expect(summaries.page(3).paging == Paging(page: 3, perPage: 20))
        let response = HTTPResponse(status: 200, body: try Fixtures.data("yumetodo__qiita_export_all__user-items-page1-of6-2020-03.json"))
        let items = try request.decode(response)
        #expect(try summaries.decode(response) == items.map(\.summary))
        #expect(items[0].title == items[0].summary.title, "summary fields read through the item")
    }

    @Test func aJSONReplyIsTheSameRequestReadAsJSON() throws {
        let request = ItemsRequest(query: "tag:Swift").eraseToAnyRequest()
        let json = request.jsonElements()
        #expect(json.description == request.description)
        let response = HTTPResponse(status: 200, body: Data(#"[{"id":"a","n":1.50}]"#.utf8))
        #expect(try json.decode(response) == [.object([JSONField("id", .string("a")), JSONField("n", .number("1.50"))])])
    }
}
