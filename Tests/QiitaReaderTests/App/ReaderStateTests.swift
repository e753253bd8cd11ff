import Foundation
import QiitaAPI
import QiitaMarkdown
import QiitaReader
import Testing
import TerminalText
import TerminalUI
import TestSupport

/// The reader's behaviour as a value: events in, effects out, no I/O.
@Suite struct ReaderStateTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let feedItems = ModelFactory.items(30, prefix: "f", userID: "alice")
    static let alicesItems = ModelFactory.items(5, prefix: "a", userID: "alice")

    var state = ReaderState(start: .feed(), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom)

    mutating func send(_ event: ReaderEvent) -> [ReaderEffect] {
        state.handle(event, now: Self.now)
    }

    mutating func press(_ keys: Key...) -> [ReaderEffect] {
        keys.flatMap { send(.key($0)) }
    }

    mutating func type(_ text: String) -> [ReaderEffect] {
        text.flatMap { send(.key(.character($0))) }
    }

    /// Answers the load effects like the network would, with `items` for lists and an article
    /// by `author` for articles, and the layout effects like the runner would.
    mutating func complete(_ effects: [ReaderEffect], items: [ItemSummary], author: String = "alice") {
        for effect in effects {
            switch effect {
            case .load(let entry, let source, let page, _):
                switch source {
                case .items, .local, .timeline:
                    _ = send(.itemsLoaded(entry: entry, items: items, info: PageInfo(page: page, nextPage: nil, totalCount: items.count)))
                case .article(let id, _):
                    let item = ModelFactory.item(id: id, title: "Article \(id)", userID: author, tags: ["Swift", "iOS"],
                                                 body: "See [the docs](https://example.com) and [another](https://qiita.com/bob/items/bbbbbbbbbbbbbbbbbbbb).")
                    complete(send(.articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: ArticleHeader(item: item), body: item.body), stocked: nil)), items: items)
                case .comments(let itemID, _):
                    complete(send(.commentsLoaded(entry: entry, itemID: itemID, renderer: ArticleRenderer(header: nil, body: ""), count: 0)), items: items)
                }
            case .layOut(let entry, let request, let renderer, let options):
                complete(send(.laidOut(entry: entry, request: request, document: renderer.render(options))), items: items)
            default:
                continue
            }
        }
    }

    var screens: [Screen] { state.history.path.map(\.screen) }

    @Test mutating func theEndToEndWalkAsValues() {
        complete(state.begin(), items: Self.feedItems)
        #expect(state.history.depth == 1)
        complete(press(.enter), items: [])
        #expect(screens == [.feed(), .item(Self.feedItems[0].id)])
        complete(press(.character("u")), items: Self.alicesItems)
        #expect(screens.last == .user("alice"))
        #expect(state.history.depth == 3)
        complete(press(.character("j"), .enter), items: [])
        #expect(screens.last == .item(Self.alicesItems[1].id))
        #expect(state.history.depth == 4)
        // u again: the author's list is just below, so the history pops instead of growing.
        let effects = press(.character("u"))
        #expect(state.history.depth == 3)
        #expect(screens.last == .user("alice"))
        #expect(effects == [.savePosition(itemID: Self.alicesItems[1].id, line: 0)], "restored from history, not fetched again")
        guard case .list(let presenter) = state.history.current.content else { Issue.record("not a list"); return }
        #expect(presenter.state.selection == 1, "selection kept")
        #expect(press(.character("H")).isEmpty)
        #expect(screens.last == .item(Self.feedItems[0].id))
        #expect(press(.character("L")) == [.savePosition(itemID: Self.feedItems[0].id, line: 0)], "forward restores without fetching")
        #expect(screens.last == .user("alice"))
        complete(press(.character("/")) + type("#Swift") + press(.enter), items: Self.feedItems)
        #expect(screens.last == .tag("Swift"))
        #expect(!state.history.canGoForward)
        _ = press(.character("Q"))
        #expect(state.isQuitting)
    }

    /// `q` goes back one screen, and quits only at the first.
    @Test mutating func qGoesBackAndQuitsAtTheFirstScreen() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        #expect(screens.last == .item(Self.feedItems[0].id))
        _ = press(.character("q"))
        #expect(!state.isQuitting)
        #expect(screens == [.feed()])
        _ = press(.character("q"))
        #expect(state.isQuitting)
    }

    @Test mutating func leavingAScreenCancelsItsLoadAndReturningStartsItAgain() {
        complete(state.begin(), items: Self.feedItems)
        let opening = press(.enter)
        guard case .load(let entry, _, _, _)? = opening.first else { Issue.record("no load"); return }
        #expect(press(.character("H")) == [.cancelLoad(entry: entry)])
        let again = press(.character("L"))
        #expect(again.count == 1)
        if case .load(let reloaded, _, _, _)? = again.first { #expect(reloaded == entry) }
    }

    @Test mutating func anArticleArrivingAfterItsLoadWasAbandonedIsDropped() {
        complete(state.begin(), items: Self.feedItems)
        let opening = press(.enter)
        _ = press(.character("H"))
        complete(opening, items: [])  // already on its way when the load was cancelled
        let again = press(.character("L"))
        #expect(again.count == 1, "the article is loaded again")
        guard case .document(let document) = state.history.current.content else { Issue.record("not a document"); return }
        #expect(document.title == nil, "the stale article is not installed")
        #expect(document.presenter.state.isLoading, "the new load is still shown as under way")
        complete(again, items: [])
        guard case .document(let loaded) = state.history.current.content else { Issue.record("not a document"); return }
        #expect(loaded.title == "Article \(Self.feedItems[0].id)")
    }

    @Test mutating func aFailedLoadIsShownAndRetriedWithR() {
        let begin = state.begin()
        _ = send(.loadFailed(entry: 0, page: 1, message: "cannot connect to qiita.com"))
        let frame = ReaderView.frame(for: state)
        #expect(frame.rows.last?.plainText.contains("✗ cannot connect to qiita.com (r: retry)") == true)
        // A retry asks the network, even for what the library may have.
        #expect(press(.character("r")) == begin.map { effect in
            guard case .load(let entry, let source, let page, _) = effect else { return effect }
            return .load(entry: entry, source: source, page: page, fresh: true)
        })
        #expect(!state.isQuitting, "errors never end the reader")
    }

    /// A failure that asking again cannot mend (a missing article) is said without offering r.
    @Test mutating func aFailureThatARetryCannotMendDoesNotOfferOne() {
        _ = state.begin()
        let failure = QiitaError.notFound(subject: "item 0123456789abcdef0123")
        _ = send(.loadFailed(entry: 0, page: 1, message: failure.description, mayPassOnRetry: failure.mayPassOnRetry))
        let status = ReaderView.frame(for: state).rows.last?.plainText ?? ""
        #expect(status.contains("✗ item 0123456789abcdef0123: not found") && !status.contains("r: retry"), "\(status)")
        #expect(QiitaError.transport(.timedOut, host: "qiita.com").mayPassOnRetry)
        #expect(QiitaError.transport(.couldNotResolveHost("qiita.com"), host: "qiita.com").mayPassOnRetry)
        #expect(!QiitaError.transport(.invalidURL("qiita"), host: "qiita").mayPassOnRetry)
        #expect(!QiitaError.transport(.responseTooLarge(limit: 1), host: "qiita.com").mayPassOnRetry)
    }

    @Test mutating func promptTakesUsersTagsIdsURLsAndWords() {
        complete(state.begin(), items: Self.feedItems)
        let cases: [(String, Screen)] = [
            ("@bob", .user("bob")), ("#Python", .tag("Python")), ("0123456789abcdef0123", .item("0123456789abcdef0123")),
            ("https://qiita.com/carol/items/0123456789abcdef0124", .item("0123456789abcdef0124")),
            ("https://qiita.com/items/0123456789abcdef0125", .item("0123456789abcdef0125")),
            ("https://qiita.com/dave/items", .user("dave")),
            ("https://qiita.com/tags/go", .tag("go")), ("swift concurrency", .search("swift concurrency")), ("@me", .myItems()),
        ]
        // `:` is the go-to prompt on every screen: the walk goes on from the articles it opens.
        for (input, expected) in cases {
            _ = press(.character(":"))
            _ = type(input)
            _ = press(.enter)
            #expect(screens.last == expected, "\(input)")
        }
        _ = press(.character("/"))
        _ = type("abc")
        _ = press(.escape)
        #expect(state.mode == .browsing)
        #expect(screens.last == .myItems())
    }

    /// `@` or `#` alone is the start of a name, not a search for the sign: the prompt stays open
    /// and says what to type.
    @Test mutating func aLoneAtOrHashAsksForAName() {
        complete(state.begin(), items: Self.feedItems)
        let before = screens.count
        for (sign, rest, expected) in [("@", "bob", Screen.user("bob")), ("#", "Go", .tag("Go"))] {
            _ = press(.character("/"))
            _ = type(sign)
            _ = press(.enter)
            guard case .prompt(let editor) = state.mode else {
                Issue.record("the prompt closed on \(sign)")
                return
            }
            #expect(editor.text == sign)
            #expect(state.notice?.contains(sign == "@" ? "user name" : "tag") == true)
            #expect(screens.count == before + (sign == "@" ? 0 : 1))
            _ = type(rest)
            _ = press(.enter)
            #expect(screens.last == expected)
        }
    }

    @Test mutating func tagsAreChosenFromTheArticle() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        _ = press(.character("t"))
        #expect(state.mode == .chooseTag(tags: ["Swift", "iOS"], selection: 0))
        complete(press(.down, .enter), items: Self.feedItems)
        #expect(screens.last == .tag("iOS"))
    }

    @Test mutating func numberedLinksOpenInTheReaderOrTheBrowser() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        #expect(press(.character("1"), .enter) == [.openURL("https://example.com")])
        let effects = press(.character("2"), .enter)
        #expect(screens.last == .item("bbbbbbbbbbbbbbbbbbbb"))
        #expect(effects.filter { if case .load = $0 { true } else { false } }.count == 1)
        _ = press(.character("H"))
        _ = press(.character("9"), .enter)
        #expect(state.notice == "no link [9]")
    }

    @Test mutating func listsStopPrefetchingWhenTheBudgetIsLow() {
        var effects = state.begin()
        guard case .load(let entry, _, _, _)? = effects.first else { Issue.record("no load"); return }
        _ = send(.itemsLoaded(entry: entry, items: Self.feedItems, info: PageInfo(page: 1, nextPage: 2, totalCount: 300)))
        _ = send(.rateLimit(RateLimit(limit: 60, remaining: 3, resetsAt: Self.now.addingTimeInterval(600))))
        effects = press(.character("G"))
        #expect(effects.isEmpty, "3 left: no page the user did not ask for")
        _ = send(.rateLimit(RateLimit(limit: 60, remaining: 30, resetsAt: Self.now.addingTimeInterval(600))))
        effects = press(.character("k"), .character("j"))
        #expect(effects.count == 1)
        #expect(ReaderView.frame(for: state).rows.last?.plainText.contains("API 30/60") == true)
    }

    @Test mutating func resizeLaysTheArticleOutAgain() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        guard case .document(let before) = state.history.current.content else { Issue.record("not a document"); return }
        complete(send(.resize(TerminalSize(columns: 30, rows: 10))), items: [])
        guard case .document(let after) = state.history.current.content else { Issue.record("not a document"); return }
        #expect(after.laidOutWidth == 30)
        #expect(after.presenter.state.elements.count > before.presenter.state.elements.count)
        #expect(after.presenter.state.elements.allSatisfy { $0.line.width <= 30 })
    }

    @Test mutating func stockingNeedsATokenAndShowsTheState() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        _ = press(.character("s"))
        #expect(state.notice?.contains("qiita auth login") == true)

        var signedIn = ReaderState(start: .item("0123456789abcdef0123"), size: TerminalSize(columns: 80, rows: 20), colors: false, host: .qiitaCom, isSignedIn: true)
        let load = signedIn.begin()
        guard case .load(let entry, _, _, _)? = load.first else { Issue.record("no load"); return }
        let item = ModelFactory.item(id: "0123456789abcdef0123")
        for case .layOut(let entry, let request, let renderer, let options) in signedIn.handle(.articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: "x"), stocked: false), now: Self.now) {
            _ = signedIn.handle(.laidOut(entry: entry, request: request, document: renderer.render(options)), now: Self.now)
        }
        #expect(ReaderView.frame(for: signedIn).rows.last?.plainText.contains("☆ not stocked") == true)
        #expect(signedIn.handle(.key(.character("s")), now: Self.now) == [.setStock(entry: entry, itemID: item.id, stocked: true)])
        #expect(signedIn.handle(.key(.character("s")), now: Self.now) == [], "one change at a time")
        _ = signedIn.handle(.stockChanged(entry: entry, itemID: item.id, stocked: true, change: .changed), now: Self.now)
        #expect(ReaderView.frame(for: signedIn).rows.last?.plainText.contains("★ stocked") == true)

        // A failed change says why and leaves the article as it was, ready for another try.
        #expect(signedIn.handle(.key(.character("s")), now: Self.now) == [.setStock(entry: entry, itemID: item.id, stocked: false)])
        _ = signedIn.handle(.stockFailed(entry: entry, message: "rate limit reached"), now: Self.now)
        #expect(signedIn.notice == "rate limit reached")
        #expect(ReaderView.frame(for: signedIn).rows.first?.plainText.isEmpty == false, "the article is still shown")
        #expect(ReaderView.frame(for: signedIn).rows.last?.plainText.contains("★ stocked") == true)
        #expect(signedIn.handle(.key(.character("s")), now: Self.now) == [.setStock(entry: entry, itemID: item.id, stocked: false)])
    }

    /// After `s`, the header's stock count moves by one without reloading the article; when
    /// Qiita says it already was so, it stays.
    @Test func stockingMovesTheHeadersCount() {
        var signedIn = ReaderState(
            start: .item("0123456789abcdef0123"), size: TerminalSize(columns: 80, rows: 20), colors: false, host: .qiitaCom,
            isSignedIn: true)
        guard case .load(let entry, _, _, _)? = signedIn.begin().first else { Issue.record("no load"); return }
        let item = ModelFactory.item(id: "0123456789abcdef0123")
        let header = ArticleHeader(title: "T", authorID: "alice", created: "", updated: "", stocks: 5, url: item.url)
        func layOut(_ effects: [ReaderEffect]) -> Int {
            var count = 0
            for case .layOut(let entry, let request, let renderer, let options) in effects {
                _ = signedIn.handle(.laidOut(entry: entry, request: request, document: renderer.render(options)), now: Self.now)
                count += 1
            }
            return count
        }
        func stocks() -> Int? {
            guard case .document(let document) = signedIn.history.current.content else { return nil }
            return document.renderer?.header?.stocks
        }
        _ = layOut(
            signedIn.handle(
                .articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: header, body: "x"), stocked: false),
                now: Self.now))
        #expect(stocks() == 5)
        _ = signedIn.handle(.key(.character("s")), now: Self.now)
        #expect(layOut(signedIn.handle(.stockChanged(entry: entry, itemID: item.id, stocked: true, change: .changed), now: Self.now)) == 1)
        #expect(stocks() == 6)
        #expect(ReaderView.frame(for: signedIn).rows.contains { $0.plainText.contains("6 stocks") }, "shown once laid out")
        _ = signedIn.handle(.key(.character("s")), now: Self.now)
        _ = layOut(signedIn.handle(.stockChanged(entry: entry, itemID: item.id, stocked: false, change: .changed), now: Self.now))
        #expect(stocks() == 5)
        _ = signedIn.handle(.key(.character("s")), now: Self.now)
        _ = layOut(signedIn.handle(.stockChanged(entry: entry, itemID: item.id, stocked: true, change: .alreadySo), now: Self.now))
        #expect(stocks() == 5, "already stocked: the count held it")
    }

    /// Tab goes through the feeds and Shift-Tab back, in place like tabs: the history does not
    /// grow, and back from a feed still leads where it led. Signed out, there is no timeline
    /// and no stocks.
    @Test mutating func tabSwitchesTheFeedsInPlace() {
        state = ReaderState(
            start: .timeline(of: "me"), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom,
            isSignedIn: true, signedInUser: "me")
        complete(state.begin(), items: Self.feedItems)
        complete(press(.tab), items: Self.feedItems)
        #expect(screens == [.trend])
        complete(press(.tab), items: Self.feedItems)
        #expect(screens == [.feed()])
        complete(press(.tab, .tab), items: Self.feedItems)
        #expect(screens == [.history])
        complete(press(.tab), items: Self.feedItems)
        #expect(screens == [.timeline(of: "me")], "after the last feed, the first")
        complete(press(.backTab), items: Self.feedItems)
        #expect(screens == [.history], "Shift-Tab: the feed before")

        var signedOut = ReaderState(start: .feed(), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom)
        _ = signedOut.begin()
        _ = signedOut.handle(.key(.tab), now: Self.now)
        #expect(signedOut.history.current.screen == .history)
        _ = signedOut.handle(.key(.tab), now: Self.now)
        #expect(signedOut.history.current.screen == .trend)
        #expect(signedOut.history.depth == 1)
    }

    /// A feed switched back to with Tab is as it was left, as a tab is: the post selected, and
    /// nothing asked for again (r does that).
    @Test mutating func aFeedSwitchedBackToIsAsItWasLeft() {
        complete(state.begin(), items: Self.feedItems)
        _ = press(.character("j"), .character("j"))
        complete(press(.tab), items: Self.feedItems)
        #expect(screens == [.history])
        let back = press(.backTab)
        #expect(screens == [.feed()])
        #expect(!back.contains { if case .load = $0 { true } else { false } }, "not fetched again: \(back)")
        guard case .list(let presenter) = state.history.current.content else { Issue.record("not a list"); return }
        #expect(presenter.state.selection == 2, "the post selected when it was left")
        let again = press(.tab)
        #expect(!again.contains { if case .load = $0 { true } else { false } }, "the history too: \(again)")
        #expect(state.history.depth == 1)
    }

    /// The timeline is a list like any other: its pages come from the loader, which builds the
    /// search from the follow lists.
    @Test func theTimelineIsAPagedList() {
        let source = Screen.timeline(of: "me").source
        #expect(source == .timeline(userID: "me", perPage: Screen.perPage))
        #expect(source.isPaged)
        #expect(Screen.trend.description == "Trend (7 days)")
    }

    /// `f` follows the user or tag of the screen, or the article's author; never yourself, and
    /// only with a token.
    @Test mutating func fFollowsTheScreensUserOrTagOrTheAuthor() {
        func signedIn(on screen: Screen) -> ReaderState {
            ReaderState(
                start: screen, size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom, isSignedIn: true,
                signedInUser: "me")
        }
        var onUser = signedIn(on: .user("bob"))
        #expect(onUser.handle(.key(.character("f")), now: Self.now) == [.toggleFollow(.user("bob"))])
        var onTag = signedIn(on: .tag("Swift"))
        #expect(onTag.handle(.key(.character("f")), now: Self.now) == [.toggleFollow(.tag("Swift"))])
        var onMe = signedIn(on: .user("me"))
        #expect(onMe.handle(.key(.character("f")), now: Self.now).isEmpty)
        #expect(onMe.notice == "that is you")

        state = signedIn(on: .feed())
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        #expect(press(.character("f")) == [.toggleFollow(.user("alice"))], "the article's author")

        var signedOut = ReaderState(start: .user("bob"), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom)
        #expect(signedOut.handle(.key(.character("f")), now: Self.now).isEmpty)
        #expect(signedOut.notice?.contains("qiita auth login") == true)
    }

    /// `S` sorts what is loaded by likes, stocks, then date, selecting the top; a page that
    /// arrives later joins the order. The trend starts sorted by stocks.
    @Test mutating func sSortsWhatIsLoaded() {
        let items = (0..<6).map { index in
            ModelFactory.item(
                id: "s\(index)", title: "Post \(index)", likes: [3, 9, 1, 7, 5, 2][index], stocks: [4, 1, 8, 2, 6, 0][index]
            ).summary
        }
        complete(state.begin(), items: items)
        _ = press(.character("j"))
        _ = press(.character("S"))
        guard case .list(let byLikes) = state.history.current.content else {
            Issue.record("not a list")
            return
        }
        #expect(byLikes.state.elements.map(\.id) == ["s1", "s3", "s4", "s0", "s5", "s2"])
        #expect(byLikes.state.selection == 0)
        #expect(state.notice == "sorted by likes, what is loaded")
        _ = press(.character("S"))
        guard case .list(let byStocks) = state.history.current.content else { return }
        #expect(byStocks.state.elements.map(\.id) == ["s2", "s4", "s0", "s3", "s1", "s5"])

        var trend = ReaderState(start: .trend, size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom)
        guard case .load(let entry, _, _, _)? = trend.begin().first else {
            Issue.record("no load")
            return
        }
        _ = trend.handle(.itemsLoaded(entry: entry, items: items, info: PageInfo(page: 1, nextPage: nil, totalCount: 6)), now: Self.now)
        guard case .list(let trendList) = trend.history.current.content else { return }
        #expect(trendList.state.elements.first?.id == "s2", "the trend is ordered by stocks")
        #expect(trendList.state.selection == 0, "with the most stocked selected")
    }

    /// On your stocks, `s` takes the selected article out of them, and its row goes.
    @Test mutating func sOnYourStocksUnstocksTheSelectedRow() {
        state = ReaderState(
            start: .stocks(of: "me"), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom,
            isSignedIn: true, signedInUser: "me")
        let items = ModelFactory.items(3, prefix: "s")
        complete(state.begin(), items: items)
        _ = press(.character("j"))
        let effects = press(.character("s"))
        #expect(effects == [.setStock(entry: state.history.current.id, itemID: items[1].id, stocked: false)])
        _ = send(.stockChanged(entry: state.history.current.id, itemID: items[1].id, stocked: false, change: .changed))
        guard case .list(let presenter) = state.history.current.content else {
            Issue.record("not a list")
            return
        }
        #expect(presenter.state.elements.map(\.id) == [items[0].id, items[2].id])
        #expect(state.notice == "removed from your stocks")
    }

    /// A profile's stocks address at the prompt opens that user's stocks.
    @Test mutating func aStocksAddressAtThePromptOpensTheStocks() {
        complete(state.begin(), items: Self.feedItems)
        _ = press(.character("/"))
        _ = type("https://qiita.com/alice/stocks")
        _ = press(.enter)
        #expect(screens == [.feed(), .stocks(of: "alice")])
    }

    /// `/&word` shows the loaded rows whose title, tags or author hold the word, as a screen of
    /// its own, without a request; back returns to the whole list.
    @Test mutating func ampersandFiltersTheLoadedRows() {
        complete(state.begin(), items: Self.feedItems)
        _ = press(.character("/"))
        _ = type("&ITEM 1")
        #expect(press(.enter) == [.rememberPrompt("&ITEM 1")], "nothing is loaded, the entry is kept")
        #expect(screens == [.feed(), Screen(.filtered("ITEM 1"))])
        guard case .list(let filtered) = state.history.current.content else {
            Issue.record("not a list")
            return
        }
        #expect(filtered.state.elements.map(\.title) == ["Item 1"] + (10...19).map { "Item \($0)" })
        #expect(state.notice == "11 of 30 loaded rows")
        _ = press(.character("h"))
        #expect(screens == [.feed()])
        _ = press(.character("/"))
        _ = type("&nowhere")
        _ = press(.enter)
        #expect(screens == [.feed()])
        #expect(state.notice == "no loaded row has \"nowhere\"")
    }

    /// In a window wider than the readable width, an article is laid out 100 columns wide and
    /// centred; configured left, it starts at the edge.
    @Test mutating func articlesAreLaidOutAtAReadableWidth() {
        for centred in [true, false] {
            state = ReaderState(
                start: .feed(), size: TerminalSize(columns: 140, rows: 30), colors: false, host: .qiitaCom,
                articleLayout: ArticleLayout(width: 100, centred: centred))
            complete(state.begin(), items: Self.feedItems)
            for effect in press(.enter) {
                if case .load = effect { complete([effect], items: []) }
            }
            guard case .document(let document) = state.history.current.content else {
                Issue.record("no article")
                return
            }
            #expect(document.laidOutWidth == 100)
            let text = ReaderView.frame(for: state).rows.map(\.plainText).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(text.dropLast().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) == centred }, "\(text)")
        }
    }

    /// A user's screen asks once for the profile and shows it above the posts, taking rows from
    /// the list; going back and forth does not ask again.
    @Test mutating func aUsersScreenShowsTheirProfileAboveThePosts() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        let effects = press(.character("u"))
        let entry = state.history.current.id
        #expect(effects.contains(.loadHeader(entry: entry, screen: .user("alice"))))
        complete(effects, items: Self.alicesItems)
        let rowsBefore = state.viewportRows
        func asksForTheProfile(_ effects: [ReaderEffect]) -> Bool { effects.contains(.loadHeader(entry: entry, screen: .user("alice"))) }
        #expect(!asksForTheProfile(press(.character("r"))), "on its way: not asked twice")
        // The profile did not come (the budget was spent, say): r asks for it again with the list.
        _ = send(.headerFailed(entry: entry))
        #expect(asksForTheProfile(press(.character("r"))))
        let lines = [StyledLine("@alice  Alice"), StyledLine("Writes about Swift."), StyledLine("5 posts · 10 followers")]
        _ = send(.headerLoaded(entry: entry, lines: lines))
        #expect(state.viewportRows == rowsBefore - 3)
        let text = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(text.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == lines.map(\.plainText))
        _ = press(.character("h"))
        let again = press(.character("L"))
        #expect(!again.contains { if case .loadHeader = $0 { true } else { false } }, "kept from the first time")
        #expect(state.history.current.header == lines)
        #expect(!asksForTheProfile(press(.character("r"))), "shown: not asked again")

        // Signed in, the header says whether you follow them, and `f` changes what it says.
        _ = send(.headerLoaded(entry: entry, lines: lines, following: false))
        #expect(ReaderView.frame(for: state).rows[2].plainText.contains("5 posts · 10 followers  f: follow"))
        _ = send(.followChanged(.user("alice"), following: true))
        #expect(ReaderView.frame(for: state).rows[2].plainText.contains("✓ following (f: unfollow)"))
    }

    /// Starts the reader on an article of `body`, in an 80 × 20 window, laid out.
    private mutating func openArticle(body: String) {
        state = ReaderState(start: .item("0123456789abcdef0123"), size: TerminalSize(columns: 80, rows: 20), colors: false, host: .qiitaCom)
        guard case .load(let entry, _, _, _)? = state.begin().first else {
            Issue.record("no load")
            return
        }
        let item = ModelFactory.item(id: "0123456789abcdef0123")
        let renderer = ArticleRenderer(header: nil, body: body)
        complete(send(.articleLoaded(entry: entry, item: item, renderer: renderer, stocked: nil)), items: [])
    }

    /// `]` and `[` go from heading to heading of an article, and the status line names the
    /// section on screen.
    @Test mutating func bracketsGoFromHeadingToHeading() {
        let filler = (1...30).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let body = "# First\n\n\(filler)\n\n## Second\n\n\(filler)\n\n## Third\n\n\(filler)"
        openArticle(body: body)
        func section() -> String? {
            guard case .document(let document) = state.history.current.content else { return nil }
            return document.currentSection(rows: state.viewportRows)?.title
        }
        func statusLine() -> String { ReaderView.frame(for: state).rows.last?.plainText ?? "" }
        #expect(section() == "First")
        _ = press(.character("]"))
        #expect(section() == "Second")
        #expect(statusLine().contains("§ Second"))
        _ = press(.character("]"))
        #expect(section() == "Third")
        _ = press(.character("["))
        _ = press(.character("["))
        #expect(section() == "First")
        _ = press(.character("["))
        #expect(state.notice == "no heading above")

        _ = press(.character("O"))
        #expect(state.mode == .outline(selection: 0))
        #expect(ReaderView.frame(for: state).rows.contains { $0.plainText.contains("> First") })
        _ = press(.character("j"), .character("j"), .enter)
        #expect(state.mode == .browsing)
        #expect(section() == "Third")

        // A last section shorter than the window never reaches the top: at the end, it is named.
        openArticle(body: "# First\n\n\(filler)\n\n## Last\n\nShort.")
        _ = press(.character("G"))
        #expect(section() == "Last")
        #expect(statusLine().contains("§ Last"))
        // An article that fits the window is read from the top: its first section.
        openArticle(body: "# Top\n\nA line.\n\n## Bottom\n\nAnother.")
        #expect(section() == "Top")
    }

    /// An article's `<details>` start folded, as on qiita.com; Enter opens the fold whose label is
    /// on screen, and closes it again, without moving the screen.
    @Test mutating func enterOpensAndClosesTheFoldOnScreen() {
        let body = "Intro.\n\n<details><summary>答え</summary>\n\nThe hidden answer.\n\n</details>\n\nAfter."
        openArticle(body: body)
        func screen() -> String { ReaderView.frame(for: state).rows.map(\.plainText).joined(separator: "\n") }
        #expect(screen().contains("▶ 答え (1 line)"))
        #expect(!screen().contains("The hidden answer."))
        complete(press(.enter), items: [])
        #expect(screen().contains("▼ 答え"))
        #expect(screen().contains("  The hidden answer."))
        #expect(state.notice == "unfolded")
        complete(press(.enter), items: [])
        #expect(!screen().contains("The hidden answer."))
        #expect(state.notice == "folded")

        // A find does not see into a closed fold, and says so.
        _ = press(.character("/"))
        for character in "hidden" { _ = press(.character(character)) }
        _ = press(.enter)
        #expect(state.notice == "no match for \"hidden\" outside closed folds (Enter on ▶ opens one)")
    }

    /// `G` goes to the end of the list, not of what is loaded: page after page, five at most,
    /// then says that G again goes further.
    @Test mutating func gLoadsPagesOnItsWayToTheEnd() {
        guard case .load(let entry, _, _, _)? = state.begin().first else {
            Issue.record("no load")
            return
        }
        func page(_ number: Int) -> [ItemSummary] { ModelFactory.items(100, prefix: "p\(number)") }
        _ = send(.itemsLoaded(entry: entry, items: page(1), info: PageInfo(page: 1, nextPage: 2, totalCount: 5000)))
        var effects = press(.character("G"))
        var loaded = 1
        while case .load(_, _, let next, _)? = effects.first {
            #expect(next == loaded + 1)
            loaded = next
            effects = send(.itemsLoaded(entry: entry, items: page(next), info: PageInfo(page: next, nextPage: next + 1, totalCount: 5000)))
        }
        #expect(loaded == 6, "five pages more at most")
        guard case .list(let presenter) = state.history.current.content else { return }
        #expect(presenter.state.selection == 599)
        #expect(state.notice == "loaded 5 pages more: G again goes further")
    }

    /// A page that fails on `G`'s way (not in the library, offline) stops it at the last row it
    /// has, as the end of the list would, with the failure said.
    @Test mutating func gStopsAtTheLastRowWhenAPageFails() {
        guard case .load(let entry, _, _, _)? = state.begin().first else {
            Issue.record("no load")
            return
        }
        func page(_ number: Int) -> [ItemSummary] { ModelFactory.items(100, prefix: "p\(number)") }
        _ = send(.itemsLoaded(entry: entry, items: page(1), info: PageInfo(page: 1, nextPage: 2, totalCount: 5000)))
        guard case .load(_, _, 2, _)? = press(.character("G")).first else {
            Issue.record("G asked for no page 2")
            return
        }
        _ = send(.itemsLoaded(entry: entry, items: page(2), info: PageInfo(page: 2, nextPage: 3, totalCount: 5000)))
        let after = send(.loadFailed(entry: entry, page: 3, message: "tag Swift: not in the library", mayPassOnRetry: false))
        #expect(after.isEmpty, "no page further: \(after)")
        guard case .list(let presenter) = state.history.current.content else { return }
        #expect(presenter.state.selection == 199, "the last row loaded")
        #expect(presenter.state.pagesToEnd == nil)
        #expect(state.notice == nil, "the failure is what the status line says")
    }

    /// Comments: none known means no request and a word on the status line; loaded, they are
    /// headed by their article, and `u` there goes to its author.
    @Test mutating func commentsAreSparedWhenThereAreNoneAndActOnTheArticle() {
        complete(state.begin(), items: Self.feedItems)
        complete(press(.enter), items: [])
        #expect(press(.character("c")).isEmpty, "the article says it has no comments")
        #expect(state.notice == "no comments yet")

        state = ReaderState(
            start: .comments(of: "0123456789abcdef0123"), size: TerminalSize(columns: 80, rows: 20), colors: false, host: .qiitaCom)
        guard case .load(let entry, _, _, _)? = state.begin().first else {
            Issue.record("no load")
            return
        }
        let article = ModelFactory.item(id: "0123456789abcdef0123", title: "The article", userID: "carol")
        let renderer = ArticleRenderer(header: ArticleHeader(item: article), body: "No comments yet.")
        complete(send(.commentsLoaded(entry: entry, itemID: article.id, renderer: renderer, count: 0, article: article)), items: [])
        let text = ReaderView.frame(for: state).rows.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("The article") && text.contains("No comments yet."))
        complete(press(.character("u")), items: Self.alicesItems)
        #expect(screens.last == .user("carol"))
    }
}
