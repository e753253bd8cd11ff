import QiitaAPI
import QiitaReader
import Testing
import TestSupport

/// The push/pop table: every intent from every kind of screen, with and without the target
/// just below.
@Suite struct RoutingTests {
    static let alicesPost = ModelFactory.item(id: "aaaaaaaaaaaaaaaaaaaa", userID: "alice", tags: ["Swift", "iOS"], comments: 2).summary
    static let article = ArticleContext(
        itemID: "aaaaaaaaaaaaaaaaaaaa", authorID: "alice", tags: ["Swift"],
        url: "https://qiita.com/alice/items/aaaaaaaaaaaaaaaaaaaa",
        links: [
            1: "https://qiita.com/bob/items/bbbbbbbbbbbbbbbbbbbb", 2: "https://example.com/docs",
            3: "https://qiita.com/carol", 4: "https://qiita.com/tags/python",
        ])

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let below: Screen?
        let current: Screen
        let intent: ReaderIntent
        let expected: RoutingDecision
        var testDescription: String { name }
    }

    static let listCases: [Case] = [
        Case(name: "feed: open pushes the article", below: nil, current: .feed(), intent: .open, expected: .push(.item(alicesPost.id))),
        Case(name: "feed: u pushes the author", below: nil, current: .feed(), intent: .author, expected: .push(.user("alice"))),
        Case(name: "feed: c pushes comments", below: nil, current: .feed(), intent: .comments, expected: .push(.comments(of: alicesPost.id))),
        Case(name: "feed: t offers the tags", below: nil, current: .feed(), intent: .tags, expected: .chooseTag(["Swift", "iOS"])),
        Case(name: "feed: o opens the browser", below: nil, current: .feed(), intent: .browser, expected: .openInBrowser(alicesPost.url)),
        Case(name: "user list: u on own list stays", below: .feed(), current: .user("alice"), intent: .author, expected: .stay),
        Case(name: "article → user list → open the same article pops", below: .item(alicesPost.id), current: .user("alice"), intent: .open, expected: .pop),
        Case(name: "tag list: choosing the tag below pops", below: .tag("Swift"), current: .user("alice"), intent: .tag("Swift"), expected: .pop),
        Case(name: "prompt to a new screen pushes", below: nil, current: .feed(), intent: .screen(.search("swift")), expected: .push(.search("swift"))),
        Case(name: "prompt to the current screen stays", below: nil, current: .feed(), intent: .screen(.feed()), expected: .stay),
    ]

    static let documentCases: [Case] = [
        Case(name: "article from the feed: u pushes the author", below: .feed(), current: .item(article.itemID), intent: .author, expected: .push(.user("alice"))),
        Case(name: "article from a tag: u pushes the author", below: .tag("Swift"), current: .item(article.itemID), intent: .author, expected: .push(.user("alice"))),
        Case(name: "article from the author's list: u pops back to it", below: .user("alice"), current: .item(article.itemID), intent: .author, expected: .pop),
        Case(name: "article from another user's list: u pushes", below: .user("bob"), current: .item(article.itemID), intent: .author, expected: .push(.user("alice"))),
        Case(name: "article from its comments: c pops", below: .comments(of: article.itemID), current: .item(article.itemID), intent: .comments, expected: .pop),
        Case(name: "article: c pushes comments", below: .feed(), current: .item(article.itemID), intent: .comments, expected: .push(.comments(of: article.itemID))),
        Case(name: "article: t offers its tags", below: .feed(), current: .item(article.itemID), intent: .tags, expected: .chooseTag(["Swift"])),
        Case(name: "article from #Swift: choosing Swift pops", below: .tag("Swift"), current: .item(article.itemID), intent: .tag("Swift"), expected: .pop),
        Case(name: "link to a Qiita article pushes it", below: .feed(), current: .item(article.itemID), intent: .link(1), expected: .push(.item("bbbbbbbbbbbbbbbbbbbb"))),
        Case(name: "link to another site opens the browser", below: .feed(), current: .item(article.itemID), intent: .link(2), expected: .openInBrowser("https://example.com/docs")),
        Case(name: "link to a Qiita user pushes their list", below: .feed(), current: .item(article.itemID), intent: .link(3), expected: .push(.user("carol"))),
        Case(name: "link to a Qiita tag pushes it", below: .feed(), current: .item(article.itemID), intent: .link(4), expected: .push(.tag("python"))),
        Case(name: "link to the article below pops", below: .item("bbbbbbbbbbbbbbbbbbbb"), current: .item(article.itemID), intent: .link(1), expected: .pop),
        Case(name: "a missing link number is unavailable", below: .feed(), current: .item(article.itemID), intent: .link(9), expected: .unavailable("no link [9]")),
        Case(name: "o opens the article in the browser", below: .feed(), current: .item(article.itemID), intent: .browser, expected: .openInBrowser(article.url)),
        Case(name: "comments: u pushes the article's author", below: .item(article.itemID), current: .comments(of: article.itemID), intent: .author, expected: .push(.user("alice"))),
    ]

    @Test(arguments: RoutingTests.listCases)
    func itemLists(_ test: Case) {
        let decision = ItemListRouting().route(
            test.intent, selected: Self.alicesPost, history: HistoryContext(current: test.current, below: test.below))
        #expect(decision == test.expected, "\(test.name)")
    }

    /// A post known to have no comments: saying so spares a request for an empty page.
    @Test func cOnAPostWithoutCommentsSaysSo() {
        let quiet = ModelFactory.item(id: "cccccccccccccccccccc", comments: 0).summary
        let decision = ItemListRouting().route(.comments, selected: quiet, history: HistoryContext(current: .feed(), below: nil))
        #expect(decision == .unavailable("no comments yet"))
        var article = Self.article
        article.commentsCount = 0
        let fromArticle = DocumentRouting(article: article).route(
            .comments, selected: nil, history: HistoryContext(current: .item(article.itemID), below: .feed()))
        #expect(fromArticle == .unavailable("no comments yet"))
    }

    @Test(arguments: RoutingTests.documentCases)
    func documents(_ test: Case) {
        let decision = DocumentRouting(article: Self.article).route(
            test.intent, selected: nil, history: HistoryContext(current: test.current, below: test.below))
        #expect(decision == test.expected, "\(test.name)")
    }

    @Test func addressesThatAreNotWebAddressesAreNotOpened() {
        let history = HistoryContext(current: .item(Self.article.itemID), below: .feed())
        let hostile = ArticleContext(
            itemID: Self.article.itemID, authorID: "alice", tags: [], url: "javascript:alert(1)",
            links: [1: "file:///etc/passwd", 2: "https://example.com/a b"])
        let routing = DocumentRouting(article: hostile)
        #expect(routing.route(.browser, selected: nil, history: history) == .unavailable("the article's address is not a web address: not opened"))
        #expect(routing.route(.link(1), selected: nil, history: history) == .unavailable("[1] is not a web address: not opened"))
        #expect(routing.route(.link(2), selected: nil, history: history) == .unavailable("[2] is not a web address: not opened"))
        let item = ModelFactory.item(id: "aaaaaaaaaaaaaaaaaaaa", userID: "alice", tags: [], url: "--renderer-cmd-prefix=x").summary
        #expect(
            ItemListRouting().route(.browser, selected: item, history: HistoryContext(current: .feed(), below: nil))
                == .unavailable("the item's address is not a web address: not opened"))
    }

    @Test func nothingSelectedOrNotLoadedIsUnavailableNotACrash() {
        let history = HistoryContext(current: .feed(), below: nil)
        #expect(ItemListRouting().route(.open, selected: nil, history: history) == .unavailable("nothing selected"))
        #expect(DocumentRouting().route(.author, selected: nil, history: history) == .unavailable("still loading"))
    }

    @Test func userListToArticleToAuthorPopsAndTheHistoryShrinks() {
        var history = Navigator(root: Screen.feed())
        let routing = DocumentRouting(article: Self.article)
        func apply(_ decision: RoutingDecision) {
            switch decision {
            case .push(let screen): history.push(screen)
            case .pop: history.goBack()
            default: break
            }
        }
        apply(ItemListRouting().route(.author, selected: Self.alicesPost, history: HistoryContext(current: history.current, below: history.below)))
        apply(ItemListRouting().route(.open, selected: Self.alicesPost, history: HistoryContext(current: history.current, below: history.below)))
        #expect(history.depth == 3)
        apply(routing.route(.author, selected: nil, history: HistoryContext(current: history.current, below: history.below)))
        #expect(history.depth == 2)
        #expect(history.current == .user("alice"))
        #expect(history.forward == [.item(Self.article.itemID)])
        history.goForward()
        #expect(history.current == .item(Self.article.itemID))
    }

    /// Tab between feeds replaces the feed; from elsewhere the feed is pushed, and a feed just
    /// below is popped back to.
    @Test func switchingFeedsReplacesOnlyAFeed() {
        let feeds: [Screen] = [.trend, .feed(), .history]
        func decision(_ current: Screen, below: Screen?, to target: Screen) -> RoutingDecision {
            HistoryContext(current: current, below: below).decision(switchingFeedTo: target, feeds: feeds)
        }
        #expect(decision(.trend, below: nil, to: .feed()) == .replace(.feed()))
        #expect(decision(.item("x"), below: .tag("a"), to: .feed()) == .push(.feed()))
        #expect(decision(.item("x"), below: .feed(), to: .feed()) == .pop)
        #expect(decision(.trend, below: nil, to: .trend) == .stay)
        #expect(decision(.history, below: .feed(), to: .feed()) == .pop, "the feed just below: back to it, not a second one")
    }
}
