import Foundation
import Glibc
import QiitaAPI
import QiitaMarkdown
import QiitaReader
import Testing
import TerminalUI
import TestSupport

/// What the reader remembers of reading, as values: which rows are read, the keys that change
/// it, and where an article was left.
@Suite struct ReadingStateTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let items = ModelFactory.items(6, prefix: "r")
    var state = ReaderState(start: .feed(), size: TerminalSize(columns: 100, rows: 30), colors: false, host: .qiitaCom)

    mutating func press(_ keys: Key...) -> [ReaderEffect] {
        keys.flatMap { laidOut(state.handle(.key($0), now: Self.now)) }
    }

    /// `effects` with the layouts among them done, as the runner does them.
    mutating func laidOut(_ effects: [ReaderEffect]) -> [ReaderEffect] {
        effects.flatMap { effect -> [ReaderEffect] in
            guard case .layOut(let entry, let request, let renderer, let options) = effect else { return [effect] }
            return laidOut(state.handle(.laidOut(entry: entry, request: request, document: renderer.render(options)), now: Self.now))
        }
    }

    /// The feed loaded, with the first two items already read.
    mutating func loadFeed(offline: OfflineCopy? = nil) {
        _ = state.begin()
        _ = state.handle(
            .itemsLoaded(
                entry: 0, items: Self.items, info: PageInfo(page: 1, nextPage: nil, totalCount: 6),
                read: [Self.items[0].id, Self.items[1].id], offline: offline),
            now: Self.now)
    }

    @Test mutating func readRowsAreDimmedAndUnreadOnesMarked() {
        loadFeed()
        let lines = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(lines[1].hasPrefix(">"), "the selection")
        #expect(lines[2].hasPrefix("  "), "read: no mark")
        #expect(lines[3].hasPrefix("• "), "unread: a dot")
    }

    @Test mutating func xTogglesReadAndTellsTheLibrary() {
        loadFeed()
        #expect(press(.character("x")) == [.markUnread([Self.items[0].id])])
        #expect(!state.readItems.contains(Self.items[0].id))
        #expect(press(.character("x")) == [.markRead([Self.items[0].id])])
        #expect(state.readItems.contains(Self.items[0].id))
    }

    @Test mutating func capitalUGoesToTheNextUnread() {
        loadFeed()
        #expect(press(.character("U")).isEmpty)
        guard case .list(let presenter) = state.history.current.content else { Issue.record("not a list"); return }
        #expect(presenter.selectedElement?.id == Self.items[2].id)
    }

    @Test mutating func capitalAMarksEverythingAboveRead() {
        loadFeed()
        _ = press(.character("j"), .character("j"), .character("j"))
        #expect(press(.character("A")) == [.markRead([Self.items[2].id, Self.items[3].id])])
        #expect(state.readItems.isSuperset(of: Self.items.prefix(4).map(\.id)))
        #expect(!state.readItems.contains(Self.items[4].id))
    }

    @Test mutating func anArticleReopensWhereItWasLeftAndLeavingSavesThePlace() {
        loadFeed()
        let opening = press(.enter)
        guard case .load(let entry, _, _, _)? = opening.first else { Issue.record("no load"); return }
        let item = ModelFactory.item(id: Self.items[0].id, body: String(repeating: "A sentence of the article. ", count: 600))
        _ = laidOut(state.handle(
            .articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: item.body), stocked: nil, position: 40),
            now: Self.now))
        guard case .document(let document) = state.history.current.content else { Issue.record("not an article"); return }
        #expect(document.presenter.state.scrollOffset == 40)
        _ = press(.character("j"))
        #expect(press(.backspace).first == .savePosition(itemID: Self.items[0].id, line: 41))
    }

    @Test mutating func anArticleIsMarkedReadOnlyWhenItArrivesForAScreenWaitingForIt() {
        loadFeed()
        let opening = press(.enter)
        guard case .load(let entry, _, _, _)? = opening.first else { Issue.record("no load"); return }
        let item = ModelFactory.item(id: Self.items[2].id, body: "Body.")
        let loaded = ReaderEvent.articleLoaded(
            entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: item.body), stocked: nil)
        #expect(laidOut(state.handle(loaded, now: Self.now)).contains(.markRead([item.id])))
        // The same result again, as a load overtaken by another would arrive: nothing is marked.
        #expect(!state.handle(loaded, now: Self.now).contains(.markRead([item.id])))
    }

    @Test mutating func aListFromTheLibraryAfterAFailedNetworkSaysSo() {
        loadFeed(offline: OfflineCopy(savedAt: Self.now, failure: .transport(.timedOut, host: "qiita.com")))
        #expect(ReaderView.frame(for: state).rows.last?.plainText.contains("offline · saved") == true)
        #expect(ReaderView.frame(for: state).rows.last?.plainText.contains("r tries the network again") == true)
    }

    @Test mutating func startedOfflineTheStatusLineSaysSo() {
        state.isOffline = true
        loadFeed()
        #expect(ReaderView.frame(for: state).rows.last?.plainText.hasSuffix("offline") == true)
    }

    @Test mutating func aListFromTheLibraryWhileTheBudgetIsSpentSaysUntilWhen() {
        let spent = RateLimit(limit: 60, remaining: 0, resetsAt: Self.now.addingTimeInterval(1200))
        loadFeed(offline: OfflineCopy(savedAt: Self.now, failure: .budgetSpent(spent)))
        let status = ReaderView.frame(for: state).rows.last?.plainText ?? ""
        #expect(status.contains("offline · saved") && status.contains("the rate budget is spent until"), "\(status)")
        #expect(!status.contains("r tries"), "r will not help before then")
    }

    @Test mutating func yOpensTheHistoryAndTheQuestionMarkPromptFindsInTheLibrary() {
        loadFeed()
        let history = press(.character("y"))
        #expect(state.history.current.screen == .history)
        guard case .load(_, .local(.history), 1, _)? = history.first else { Issue.record("no local load: \(history)"); return }
        _ = press(.character("/"))
        let found = "?型推論".flatMap { state.handle(.key(.character($0)), now: Self.now) } + press(.enter)
        #expect(state.history.current.screen == Screen(.found("型推論")))
        #expect(found.contains { if case .load(_, .local(.found("型推論")), _, _) = $0 { true } else { false } })
    }

    @Test mutating func dShowsWhatChangedSinceTheArticleWasRead() {
        loadFeed()
        let opening = press(.enter)
        guard case .load(let entry, _, _, _)? = opening.first else { Issue.record("no load"); return }
        // ModelFactory writes the body into JSON as it is: the escapes are JSON's.
        let item = ModelFactory.item(id: Self.items[0].id, body: "Intro.\\n\\nA new section.")
        _ = laidOut(state.handle(
            .articleLoaded(
                entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: "Intro.\n\nA new section."), stocked: nil,
                previousBody: "Intro.\n\nAn old section."),
            now: Self.now))
        #expect(state.notice?.contains("updated since you read it") == true)
        _ = press(.character("d"))
        let lines = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(lines.contains { $0.contains("- An old section.") }, "\(lines)")
        #expect(lines.contains { $0.contains("+ A new section.") })
        _ = press(.character("d"))
        #expect(!ReaderView.frame(for: state).rows.map(\.plainText).contains { $0.contains("An old section") }, "back to the article")
        _ = press(.character("d"))
        #expect(!press(.backspace).contains { if case .savePosition = $0 { true } else { false } }, "a line of the diff is no place in the article")
    }

    @Test mutating func aReloadShowsTheArticleWhereTheReaderIsNotTheDiffNorTheSavedPlace() {
        loadFeed()
        let opening = press(.enter)
        guard case .load(let entry, _, _, _)? = opening.first else { Issue.record("no load"); return }
        let body = String(repeating: "A sentence of the article.\n\n", count: 300)
        let item = ModelFactory.item(id: Self.items[0].id, body: "")
        let loaded = ReaderEvent.articleLoaded(
            entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: body), stocked: nil, position: 40,
            previousBody: "An old version.")
        _ = laidOut(state.handle(loaded, now: Self.now))
        _ = press(.character("j"), .character("j"), .character("d"))
        guard case .load? = press(.character("r")).first else { Issue.record("r did not reload"); return }
        _ = laidOut(state.handle(loaded, now: Self.now))
        guard case .document(let document) = state.history.current.content else { Issue.record("not an article"); return }
        #expect(!document.isShowingChanges, "the reloaded article, not the diff")
        #expect(document.presenter.state.scrollOffset != 40, "not pulled back to the place saved at opening")
    }

    @Test mutating func aSignalStillSavesWhereTheArticleWasLeft() {
        loadFeed()
        guard case .load(let entry, _, _, _)? = press(.enter).first else { Issue.record("no load"); return }
        let item = ModelFactory.item(id: Self.items[0].id, body: String(repeating: "A sentence of the article. ", count: 600))
        _ = laidOut(state.handle(
            .articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: item.body), stocked: nil), now: Self.now))
        _ = press(.character("j"), .character("j"))
        #expect(state.handle(.terminate(signal: SIGTERM), now: Self.now).first == .savePosition(itemID: Self.items[0].id, line: 2))
    }

    @Test func theDiffKeepsContextAndMarksWhatWasLeftOut() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 10", with: "line ten")
        let diff = ChangeDiff.markdown(from: old, to: new)
        #expect(diff.contains("- line 10\n+ line ten"))
        #expect(diff.contains("  line 7") && diff.contains("  line 13") && !diff.contains("line 6\n") && !diff.contains("line 14"))
        #expect(diff.hasPrefix("```diff\n@@\n"))
    }
}
