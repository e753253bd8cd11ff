import QiitaAPI
import Testing
import TestSupport

@Suite struct LinkAndPagingTests {
    @Test(.requiresFixtures) func parsesRecordedLinkHeaderWithLastBeyondTheCeiling() throws {
        let response = try Fixtures.response("maiyama18__qiita__GetItems-success")
        let links = PageLinks(header: response.headers["Link"])
        #expect(links.first?.page == 1)
        #expect(links.prev?.page == 2)
        #expect(links.next?.page == 4)
        #expect(links.last?.page == 196_325)
        #expect(links.next?.url == "https://qiita.com/api/v2/items?page=4&per_page=2")
        #expect(response.headers["Total-Count"] == "392649")
    }

    @Test(.requiresFixtures, arguments: [
        "maiyama18__qiita__GetUserItems-success", "maiyama18__qiita__GetUserStocks-success",
        "maiyama18__qiita__GetItemStockers-success", "maiyama18__qiita__GetUsers-success",
        "maiyama18__qiita__GetUserFollowers-success", "maiyama18__qiita__GetUserFollowees-success",
        "maiyama18__qiita__GetUserFollowingTags-success", "maiyama18__qiita__GetAuthenticatedUserItems-success",
    ])
    func everyRecordedListHasFirstAndLast(_ name: String) throws {
        let links = PageLinks(header: try Fixtures.response(name).headers["link"])
        #expect(links.first != nil)
        #expect(links.last != nil)
    }

    @Test(.requiresFixtures) func singlePageCommentsHaveOnlyFirstAndLast() throws {
        let links = PageLinks(header: try Fixtures.response("maiyama18__qiita__GetItemComments-success").headers["Link"])
        #expect(links.first?.page == 1 && links.last?.page == 1)
        #expect(links.next == nil && links.prev == nil)
    }

    @Test func toleratesOddButValidHeaders() {
        let links = PageLinks(
            header: #"<https://h/api/v2/items?query=a,b&page=3>;rel=next , <https://h/x?page=9>; rel="last first""#)
        #expect(links.next?.page == 3)
        #expect(links.last?.page == 9)
        #expect(links.first?.page == 9)
        #expect(PageLinks(header: "garbage, <>, ;;;") == PageLinks())
        #expect(PageLinks(header: nil) == PageLinks())
    }

    static func page(count: Int, page: Int, perPage: Int, next: Int?) -> Page<Int> {
        Page(
            elements: Array(0..<count), paging: Paging(page: page, perPage: perPage),
            links: PageLinks(next: next.map { PageLink(url: "https://qiita.com/api/v2/items?page=\($0)") }))
    }

    @Test func pagingStopsAtMissingNextEmptyOrShortPagesAndPage100() {
        #expect(Self.page(count: 20, page: 1, perPage: 20, next: 2).nextPage == 2)
        #expect(Self.page(count: 20, page: 1, perPage: 20, next: nil).nextPage == nil)
        #expect(Self.page(count: 0, page: 3, perPage: 20, next: 4).nextPage == nil)
        #expect(Self.page(count: 10, page: 6, perPage: 20, next: 7).nextPage == nil)
        #expect(Self.page(count: 100, page: 99, perPage: 100, next: 100).nextPage == 100)
        #expect(Self.page(count: 100, page: 100, perPage: 100, next: 101).nextPage == nil)
        #expect(Self.page(count: 100, page: 100, perPage: 100, next: 101).isAtPageCeiling)
        #expect(!Self.page(count: 30, page: 100, perPage: 100, next: nil).isAtPageCeiling)
    }
}
