import QiitaAPI
import QiitaReader
import Testing
import TerminalText
import TestSupport

@Suite struct ListPresenterTests {
    typealias Presenter = ListPresenter<ItemSummary>

    func listPresenter(perPage: Int = 20) -> Presenter {
        Presenter(
            source: Screen.feed(perPage: perPage).source, mode: .selectable, perPage: perPage, routing: ItemListRouting(),
            row: { item, context in StyledLine((context.isSelected ? "> " : "  ") + item.title) })
    }

    /// Loads `pages` pages the way the reader does, each one asked for by the presenter (a page
    /// nobody asked for is dropped), and goes back to the top.
    func loaded(_ presenter: inout Presenter, pages: Int, perPage: Int = 20, last: Int? = nil) {
        for page in 1...pages {
            if !presenter.state.isLoading {
                let asked = page == 1 ? presenter.start() : presenter.handle(.bottom, viewportRows: 10, canPrefetch: true)
                #expect(asked == [.load(page: page)])
            }
            presenter.loaded(
                ModelFactory.items(perPage, prefix: String(page, radix: 16)),
                info: PageInfo(page: page, nextPage: page == (last ?? Int.max) ? nil : page + 1, totalCount: 1000),
                viewportRows: 10)
        }
        _ = presenter.handle(.top, viewportRows: 10, canPrefetch: false)
    }

    @Test func startsWithOneLoadAndNotAgainOnceLoaded() {
        var presenter = listPresenter()
        #expect(presenter.start() == [.load(page: 1)])
        #expect(presenter.start() == [])
        loaded(&presenter, pages: 1)
        #expect(presenter.start() == [])
        #expect(presenter.state.elements.count == 20)
    }

    @Test func selectionMovesAndScrollFollows() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        _ = presenter.handle(.down, viewportRows: 5, canPrefetch: false)
        _ = presenter.handle(.down, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 2)
        #expect(presenter.state.scrollOffset == 0)
        _ = presenter.handle(.pageDown, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 7)
        #expect(presenter.state.scrollOffset == 3)
        _ = presenter.handle(.halfPageUp, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 5)
        _ = presenter.handle(.top, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 0 && presenter.state.scrollOffset == 0)
        _ = presenter.handle(.bottom, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 19 && presenter.state.scrollOffset == 15)
        _ = presenter.handle(.down, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 19, "clamped at the end")
        _ = presenter.handle(.up, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 18)
    }

    @Test func prefetchesNearTheEndOnceAndOnlyWhenAllowed() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        #expect(presenter.handle(.down, viewportRows: 5, canPrefetch: true) == [.load(page: 2)], "within 20 of the end")
        #expect(presenter.handle(.down, viewportRows: 5, canPrefetch: true) == [], "already loading")
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        var blocked = listPresenter()
        loaded(&blocked, pages: 1)
        #expect(blocked.handle(.bottom, viewportRows: 5, canPrefetch: false) == [], "low budget: no prefetch")
    }

    @Test func stopsQuietlyAtTheLastPage() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 2, last: 2)
        #expect(presenter.state.pages.nextPage == nil)
        #expect(presenter.handle(.bottom, viewportRows: 5, canPrefetch: true) == [])
        #expect(presenter.handle(.nextPage, viewportRows: 5, canPrefetch: true) == [])
    }

    @Test func nextAndPreviousPageJumpAndLoadWhenNeeded() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        #expect(presenter.handle(.nextPage, viewportRows: 5, canPrefetch: false) == [.load(page: 2)])
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        #expect(presenter.state.selection == 20)
        #expect(presenter.state.scrollOffset == 20)
        _ = presenter.handle(.previousPage, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 0)
        _ = presenter.handle(.nextPage, viewportRows: 5, canPrefetch: false)
        #expect(presenter.state.selection == 20, "already loaded: no request")
    }

    @Test func failedLoadIsShownAndRetriedWithReload() {
        var presenter = listPresenter()
        _ = presenter.start()
        presenter.failed(page: 1, message: "cannot connect")
        #expect(presenter.state.error == "cannot connect")
        #expect(presenter.handle(.reload, viewportRows: 5, canPrefetch: true) == [.load(page: 1, fresh: true)])
        #expect(presenter.state.error == nil)
        #expect(presenter.state.isLoading)
    }

    @Test func reloadOfALoadedListStartsFromPageOne() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 3)
        _ = presenter.handle(.pageDown, viewportRows: 5, canPrefetch: false)
        #expect(presenter.handle(.reload, viewportRows: 5, canPrefetch: false) == [.load(page: 1, fresh: true)])
        presenter.loaded(ModelFactory.items(20, prefix: "c"), info: PageInfo(page: 1, nextPage: 2), viewportRows: 5)
        #expect(presenter.state.elements.count == 20)
        #expect(presenter.state.selection == 5, "selection kept where it still exists")
    }

    @Test func aPageOvertakenByAReloadIsDropped() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        #expect(presenter.handle(.nextPage, viewportRows: 5, canPrefetch: false) == [.load(page: 2)])
        #expect(presenter.handle(.reload, viewportRows: 5, canPrefetch: false) == [.cancelLoad, .load(page: 1, fresh: true)])
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        presenter.failed(page: 2, message: "late failure")
        #expect(presenter.state.elements.count == 20 && presenter.state.isLoading, "still waiting for page 1")
        #expect(presenter.state.error == nil)
        presenter.loaded(ModelFactory.items(20, prefix: "c"), info: PageInfo(page: 1, nextPage: 2), viewportRows: 5)
        #expect(presenter.state.elements.count == 20 && !presenter.state.isLoading)
        #expect(presenter.state.elements.first?.title == ModelFactory.items(1, prefix: "c").first?.title)
    }

    @Test func cancelledLoadStartsAgainOnReturn() {
        var presenter = listPresenter()
        _ = presenter.start()
        presenter.cancelled()
        #expect(presenter.start() == [.load(page: 1)])
    }

    @Test func aPageAlreadyOnItsWayWhenItsLoadWasAbandonedIsTakenOnce() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        #expect(presenter.handle(.bottom, viewportRows: 5, canPrefetch: true) == [.load(page: 2)])
        presenter.cancelled()  // the user left; page 2's result is already queued
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        #expect(presenter.state.elements.count == 20, "nobody is waiting for it")
        #expect(presenter.handle(.bottom, viewportRows: 5, canPrefetch: true) == [.load(page: 2)], "asked again on return")
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        #expect(presenter.state.elements.count == 40, "page 2 appended once")
    }

    @Test func anAbandonedJumpToTheNextPageDoesNotMoveALaterLoad() {
        var presenter = listPresenter()
        loaded(&presenter, pages: 1)
        #expect(presenter.handle(.nextPage, viewportRows: 5, canPrefetch: true) == [.load(page: 2)])
        presenter.cancelled()  // the user left before page 2 came
        #expect(presenter.handle(.bottom, viewportRows: 5, canPrefetch: true) == [.load(page: 2)], "prefetched on return")
        presenter.loaded(ModelFactory.items(20, prefix: "b"), info: PageInfo(page: 2, nextPage: 3), viewportRows: 5)
        #expect(presenter.state.elements.count == 40)
        #expect(presenter.state.selection == 19, "still on the row the user chose")
    }

    @Test func previousPageInADocumentGoesBackAScreen() {
        var presenter = ListPresenter<DocumentLine>(
            source: .article(itemID: "x", AnyRequest(ItemRequest(itemID: "x"))), mode: .scrolling, perPage: 1, routing: DocumentRouting(),
            row: { line, _ in line.line })
        presenter.replaceDocument((0..<100).map { DocumentLine(StyledLine("line \($0)")) }, viewportRows: 10)
        _ = presenter.handle(.nextPage, viewportRows: 10, canPrefetch: false)
        _ = presenter.handle(.nextPage, viewportRows: 10, canPrefetch: false)
        #expect(presenter.state.scrollOffset == 20)
        _ = presenter.handle(.previousPage, viewportRows: 10, canPrefetch: false)
        #expect(presenter.state.scrollOffset == 10)
    }

    @Test func onlyVisibleRowsAreDrawn() {
        var presenter = listPresenter(perPage: 100)
        loaded(&presenter, pages: 100, perPage: 100)
        #expect(presenter.state.elements.count == 10_000)
        _ = presenter.handle(.bottom, viewportRows: 8, canPrefetch: false)
        let rows = presenter.visibleRows(height: 8, width: 40)
        #expect(rows.count == 8)
        #expect(rows.last?.plainText == "> Item 99")
    }

    @Test func documentsScrollWithoutSelectionAndKeepTheirPlaceOnRelayout() {
        var document = ListPresenter<DocumentLine>(
            source: Screen.item("x").source, mode: .scrolling, perPage: 1, routing: DocumentRouting(),
            row: { line, _ in line.line })
        let lines = (0..<100).map { DocumentLine(StyledLine("line \($0)")) }
        document.replaceDocument(lines, viewportRows: 10)
        _ = document.handle(.pageDown, viewportRows: 10, canPrefetch: true)
        _ = document.handle(.down, viewportRows: 10, canPrefetch: true)
        #expect(document.state.scrollOffset == 11)
        #expect(document.visibleRows(height: 10, width: 20).first?.plainText == "line 11")
        _ = document.handle(.bottom, viewportRows: 10, canPrefetch: true)
        #expect(document.state.scrollOffset == 90, "the last screenful, not past it")
        let narrower = (0..<200).map { DocumentLine(StyledLine("l\($0)")) }
        document.replaceDocument(narrower, viewportRows: 10)
        #expect(document.state.scrollOffset == 180, "same place in proportion")
        #expect(document.handle(.nextPage, viewportRows: 10, canPrefetch: true) == [], "a document has no pages to load")
    }
}
