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
    @Test func summariesAreTheSameListingWithoutBodies() throws {
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

    @Test func summaryJSONHasEveryFieldButTheBodies() {
        #expect(ItemSummary.fieldNames == Item.fieldNames.filter { !Item.heavyFieldNames.contains($0) })
        #expect(Item.fieldNames.prefix(4) == ["id", "title", "body", "rendered_body"])
    }
}

@Suite struct BodyStripperTests {
    @Test(arguments: [
        "yumetodo__qiita_export_all__user-items-page1-of6-2020-03.json", "REVERTO__qiita-items__items-list-page-2018-03.json",
        "maiyama18__qiita__GetItems-success.json", "nishitaku__portfolio__items-user-query-2023-elided-bodies.json",
    ])
    func summariesFromTheSlimPageEqualThoseFromTheWholePage(_ fixture: String) throws {
        let response = HTTPResponse(status: 200, body: try Fixtures.data(fixture))
        let whole = try JSONDecoder().decode([Item].self, from: response.body).map(\.summary)
        #expect(try ItemsRequest().summaries().decode(response) == whole)
    }

    @Test func tricksyJSONIsStrippedOnlyWhereItShouldBe() throws {
        let json = #"""
            [{"title":"has \"body\": inside","body":"x\\\"y","user":{"id":"u","body":"kept"},
              "rendered_body":"<p>\u003c</p>","tags":[{"name":"body"}]}, {"body":null,"title":"t"}]
            """#
        let data = Data(json.utf8)
        let slim = try #require(BodyStripper.strip(data))
        let text = String(decoding: slim, as: UTF8.self)
        #expect(text.contains(#""body":"""#))
        #expect(!text.contains(#"x\\\"y"#))
        #expect(text.contains(#""user":{"id":"u","body":"kept"}"#), "nested objects keep their keys")
        #expect(text.contains(#"has \"body\": inside"#))
        #expect(text.contains(#""body":null"#))
        #expect(try JSONSerialization.jsonObject(with: slim) is [Any])
    }

    @Test func malformedPagesFallBackToTheWholeDecodeAndItsErrors() {
        for broken in [#"[{"body":"unterminated"#, #"[{"title":"t"}"#, "{}", ""] {
            let response = HTTPResponse(status: 200, body: Data(broken.utf8))
            #expect(throws: QiitaError.self) { try ItemsRequest().summaries().decode(response) }
        }
    }
}

@Suite struct BodyStripperRandomTests {
    @Test func randomBodiesOfQuotesAndBackslashesStripExactly() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = ["\\", "\"", "\\\"", "\n", "a", "日", "}", "]", "{", "[", ",", ":", "body", "😀", "\u{2028}"]
        let template = try JSONSerialization.jsonObject(
            with: try Fixtures.data("maiyama18__qiita__GetItems-success.json")) as! [[String: Any]]
        for _ in 0..<200 {
            let page: [[String: Any]] = template.map { item in
                var copy = item
                for key in ["body", "rendered_body", "title"] {
                    copy[key] = (0..<Int.random(in: 0...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
                }
                return copy
            }
            let data = try JSONSerialization.data(withJSONObject: page)
            let response = HTTPResponse(status: 200, body: data)
            let whole = try JSONDecoder().decode([Item].self, from: data).map(\.summary)
            let slim = try #require(BodyStripper.strip(data), "\(String(decoding: data, as: UTF8.self))")
            #expect(try JSONDecoder().decode([ItemSummary].self, from: slim) == whole)
            #expect(try ItemsRequest().summaries().decode(response) == whole)
        }
    }
}
