import QiitaAPI
import Testing

/// Which listing a kept page belongs to, read from its reply key.
@Suite struct ListingPageTests {
    private func key(_ request: some Request) -> ReplyKey {
        ReplyKey(host: "qiita.com", identity: "anonymous", request: request.requestLine)
    }

    @Test func pagesOfOneListingShareItWhateverTheirSize() throws {
        let small = try #require(key(TagItemsRequest(tagID: "Go", paging: Paging(page: 3, perPage: 20))).listingPage)
        let large = try #require(key(TagItemsRequest(tagID: "go", paging: Paging(page: 1, perPage: 100))).listingPage)
        #expect(small.listing == large.listing, "a tag's case does not matter to Qiita")
        #expect(small.listing == "qiita.com anonymous GET /api/v2/tags/go/items")
        #expect(small.positions == 40..<60)
        #expect(large.positions == 0..<100)
    }

    @Test func theOtherQueryItemsStayAsTheyAre() throws {
        let search = try #require(key(ItemsRequest(query: "tag:Go page=2&per_page=9", paging: Paging(page: 2, perPage: 10))).listingPage)
        #expect(search.listing.hasSuffix("/api/v2/items?query=tag:Go page=2&per_page=9"), "\(search.listing)")
        #expect(search.paging == Paging(page: 2, perPage: 10))
        let user = try #require(key(UserItemsRequest(userID: "Alice")).listingPage)
        #expect(user.listing.hasSuffix("/api/v2/users/Alice/items"), "only tags are folded")
    }

    @Test func aReplyThatIsNoPageHasNoListing() {
        #expect(key(ItemRequest(itemID: "c686397e4a0f4f11683d")).listingPage == nil)
        #expect(ListingPage(key: "qiita.com anonymous GET /api/v2/items?page=x&per_page=20") == nil)
        #expect(ListingPage(key: "page=1&per_page=20") == nil, "no listing before the paging")
    }

    /// A page answered from others says where the next one is, as Qiita's `Link` header does.
    @Test func theNextPageIsTheRequestWithThePageAfter() throws {
        let request = TagItemsRequest(tagID: "Go", paging: Paging(page: 2, perPage: 7))
        let page = try #require(key(request).listingPage)
        let next = try #require(page.nextPageTarget(of: request.requestLine))
        #expect(next == "/api/v2/tags/Go/items?page=3&per_page=7")
        #expect(PageLinks(header: "<\(next)>; rel=\"next\"").next?.page == 3)
        let search = ItemsRequest(query: "tag:Rust stocks:>5", paging: Paging(page: 1, perPage: 5))
        let searchPage = try #require(key(search).listingPage)
        let afterSearch = try #require(searchPage.nextPageTarget(of: search.requestLine))
        #expect(PageLinks(header: "<\(afterSearch)>; rel=\"next\"").next?.page == 2, "a query's > does not end the link")
    }
}
