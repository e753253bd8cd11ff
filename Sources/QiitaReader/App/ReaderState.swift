import Glibc
import QiitaAPI
import QiitaMarkdown
import TerminalText
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The whole reader as a value: the history of screens (each with its presenter), the terminal
/// size, what overlay or prompt is open, the rate budget and the last notice. Every event goes
/// through ``handle(_:now:)``, which returns the effects (loads, cancellations, the browser) for
/// the runner to perform; nothing here does I/O, so the reader's behaviour is unit-tested.
package struct ReaderState: Sendable {
    package private(set) var history: Navigator<ReaderEntry>
    package private(set) var size: TerminalSize
    package private(set) var mode: Mode = .browsing
    /// A one-line notice for the status line, cleared by the next key.
    package private(set) var notice: String?
    package private(set) var rateLimit: RateLimit?
    /// Started with `--offline`: everything comes from the library, which the status line says.
    package var isOffline = false
    /// The articles the user has read, of those the reader has shown: their rows are dimmed.
    package private(set) var readItems: Set<String> = []
    /// Digits typed before Enter: the number of the link to follow.
    package private(set) var linkDigits = ""
    package private(set) var isQuitting = false
    /// What was entered at the prompts, for ↑ and ↓ in them (kept between runs by the runner).
    package private(set) var promptHistory: PromptHistory
    /// The signal that ended the reader, if one did (the process then exits with 128 + it).
    package private(set) var endingSignal: Int32?
    package let colors: Bool
    package let host: QiitaHost
    /// Whether requests carry a token (stocking needs one).
    package let isSignedIn: Bool
    /// Whose timeline and stocks the feeds show, when known.
    package let signedInUser: String?
    /// How wide articles are laid out, and where they sit.
    package let articleLayout: ArticleLayout
    /// Which key does what (the config file may change them).
    package let keyBindings: KeyBindings
    /// How lists show dates (the config file may make them relative).
    package let dateStyle: DateStyle
    private var nextEntryID = 1

    /// What has the keyboard besides the screen itself.
    package enum Mode: Sendable, Hashable {
        case browsing
        case prompt(PromptField)
        /// The key help, scrolled by this many lines when taller than the window.
        case help(scroll: Int)
        case chooseTag(tags: [String], selection: Int)
        /// The article's headings, to jump to one (`O`).
        case outline(selection: Int)
        /// The number of the code block to copy, being typed after `C`.
        case copyCode(CodeBlockChoice)
    }

    /// Below this many requests left, lists stop loading pages on their own.
    package static let prefetchReserve = 5

    package init(
        start: Screen, size: TerminalSize, colors: Bool, host: QiitaHost, isSignedIn: Bool = false, signedInUser: String? = nil,
        articleLayout: ArticleLayout = ArticleLayout(), keyBindings: KeyBindings = .standard, dateStyle: DateStyle = .day,
        promptHistory: PromptHistory = PromptHistory()
    ) {
        self.promptHistory = promptHistory
        self.articleLayout = articleLayout
        self.keyBindings = keyBindings
        self.dateStyle = dateStyle
        self.size = size
        self.colors = colors
        self.host = host
        self.isSignedIn = isSignedIn
        self.signedInUser = signedInUser
        history = Navigator(root: ReaderEntry(id: 0, screen: start, content: Self.content(for: start, host: host, dates: dateStyle)))
    }

    /// The effects that show the first screen.
    package mutating func begin() -> [ReaderEffect] {
        activateCurrent()
    }

    /// Rows the current screen's header lines take: all of them while four rows are left for
    /// the list, fewer in a small window.
    package var headerHeight: Int {
        min(history.current.header.count, max(0, size.rows - 6))
    }

    /// Rows for content: lists keep a header row and the status line; documents the status line.
    package var viewportRows: Int {
        switch history.current.content {
        case .list: return max(1, size.rows - 2 - headerHeight)
        case .document: return max(1, size.rows - 1)
        }
    }

    // MARK: Events

    package mutating func handle(_ event: ReaderEvent, now: Date) -> [ReaderEffect] {
        switch event {
        case .key(let key):
            return handleKey(key, now: now)
        case .resize(let newSize):
            size = newSize
            fitCurrent()
            return layOutCurrent()
        case .itemsLoaded(let entry, let items, let info, let read, let offline):
            let rows = viewportRows
            readItems.formUnion(read)
            update(entry) { $0.modifyList { $0.loaded(items, info: info, viewportRows: rows) } }
            // A first page sorted shows its top; a later one joins the order under the selection.
            applyOrder(entry, keepingSelection: info.page > 1)
            if let offline { notice = offline.notice }
            return continueToEnd(entry, now: now)
        case .articleLoaded(let entry, let item, let renderer, let stocked, let position, let offline, let previousBody):
            let context = ArticleContext(
                itemID: item.id, authorID: item.user.id, tags: item.tags.map(\.name), url: item.url,
                links: Self.linkTable(renderer.links), commentsCount: item.commentsCount)
            // A reload (r) keeps the reader where it is; the saved place is for a new opening.
            var reloaded = false
            update(entry) { $0.modifyDocument { reloaded = $0.articleID == item.id } }
            // A stale result (its load abandoned or overtaken) is dropped whole: not read, nothing restored.
            guard
                let effects = finishDocument(
                    entry, renderer: renderer, title: Sanitizer.line(item.title), context: context, articleID: item.id,
                    stocked: stocked)
            else { return [] }
            readItems.insert(item.id)
            if let position, position > 0, !reloaded {
                // Applied when the lines arrive from the layout.
                update(entry) { $0.modifyDocument { $0.restoreLine = position } }
                notice = "back where you left it (line \(position + 1)); g for the top"
            }
            if let previousBody {
                update(entry) {
                    $0.modifyDocument { document in
                        document.previousBody = previousBody
                        document.currentBody = item.body
                    }
                }
                notice = "updated since you read it: d shows what changed"
            }
            if let offline { notice = offline.notice }
            return effects + [.markRead([item.id])]
        case .stockChanged(let entry, let itemID, let stocked, let change):
            let rows = viewportRows
            update(entry) { content in
                content.modify(
                    list: { $0.removeAll(where: { $0.id == itemID }, viewportRows: rows) },
                    document: { $0.stockChanged(to: stocked, counted: change == .changed) })
            }
            notice = stocked ? "stocked" : "removed from your stocks"
            return layOut(entry)
        case .commentsLoaded(let entry, let itemID, let renderer, let count, let article):
            // `t` and `u` act on the article, when it is known.
            let context = ArticleContext(
                itemID: itemID, authorID: article?.user.id, tags: article?.tags.map(\.name) ?? [],
                url: article?.url ?? QiitaLink.item(id: itemID).webURL(on: host), links: Self.linkTable(renderer.links))
            return finishDocument(
                entry, renderer: renderer, title: "Comments (\(count))", context: context, articleID: nil, stocked: nil) ?? []
        case .laidOut(let entry, let request, let document):
            let rows = viewportRows
            update(entry) { $0.modifyDocument { $0.laidOut(document, request: request, viewportRows: rows) } }
            // The window may have changed size while it was laid out.
            return layOut(entry)
        case .stockFailed(let entry, let message):
            update(entry) { $0.modifyDocument { $0.isChangingStock = false } }
            notice = message
            return []
        case .loadFailed(let entry, let page, let message, let mayPassOnRetry):
            update(entry) {
                $0.modify(
                    list: { $0.failed(page: page, message: message, mayPassOnRetry: mayPassOnRetry) },
                    document: { $0.presenter.failed(page: page, message: message, mayPassOnRetry: mayPassOnRetry) })
            }
            // `G` on its way to the end stops at the last row it has, as at the end.
            return continueToEnd(entry, now: now)
        case .headerLoaded(let entry, let lines, let following):
            history.updateAll { candidate in
                guard candidate.id == entry else { return }
                candidate.header = lines
                candidate.following = following
            }
            fitCurrent()
            return []
        case .headerFailed(let entry):
            history.updateAll { candidate in
                if candidate.id == entry { candidate.headerRequested = false }
            }
            return []
        case .followChanged(let target, let following):
            history.updateAll { candidate in
                if candidate.screen.kind == ScreenHeader.screenKind(of: target) { candidate.following = following }
            }
            return []
        case .rateLimit(let rate):
            rateLimit = rate
            return []
        case .notice(let message):
            notice = message
            return []
        case .terminate(let signal):
            isQuitting = true
            endingSignal = signal
            return positionEffects + cancelCurrentLoad()
        }
    }

    // MARK: Keys

    private mutating func handleKey(_ key: Key, now: Date) -> [ReaderEffect] {
        notice = nil
        switch mode {
        case .browsing:
            return handleBrowsingKey(key, now: now)
        case .help(let scroll):
            mode = helpScrolled(from: scroll, by: key).map { .help(scroll: $0) } ?? .browsing
            return []
        case .prompt(var field):
            switch key {
            case .enter:
                return submit(field)
            case .escape, .control("c"), .control("g"):
                mode = .browsing
                return []
            case .backspace where field.text.isEmpty:
                mode = .browsing
                return []
            default:
                field.apply(key, history: promptHistory)
                mode = .prompt(field)
                return []
            }
        case .chooseTag(let tags, var selection):
            switch key {
            case .character("j"), .down, .tab:
                selection = min(tags.count - 1, selection + 1)
            case .character("k"), .up, .backTab:
                selection = max(0, selection - 1)
            case .enter, .right:
                mode = .browsing
                return apply(route(.tag(tags[selection])))
            case .escape, .character("q"), .left, .backspace, .control("c"):
                mode = .browsing
                return []
            case .character(let character):
                if let digit = character.wholeNumberValue, (1...tags.count).contains(digit) {
                    mode = .browsing
                    return apply(route(.tag(tags[digit - 1])))
                }
            default:
                break
            }
            mode = .chooseTag(tags: tags, selection: selection)
            return []
        case .outline(var selection):
            guard case .document(let document) = history.current.content, !document.headings.isEmpty else {
                mode = .browsing
                return []
            }
            switch key {
            case .character("j"), .down, .tab: selection = min(document.headings.count - 1, selection + 1)
            case .character("k"), .up, .backTab: selection = max(0, selection - 1)
            case .character("g"), .home: selection = 0
            case .character("G"), .end: selection = document.headings.count - 1
            case .enter, .right:
                mode = .browsing
                let rows = viewportRows
                let line = document.headings[selection].line
                history.updateCurrent { $0.content.modifyDocument { $0.presenter.move(to: line, viewportRows: rows) } }
                return []
            case .escape, .character("q"), .character("O"), .left, .backspace, .control("c"):
                mode = .browsing
                return []
            default:
                break
            }
            mode = .outline(selection: selection)
            return []
        case .copyCode(let choice):
            switch choice.outcome(of: key) {
            case .typing(let next):
                mode = .copyCode(next)
                return []
            case .copy(let number):
                mode = .browsing
                return copyCode(number)
            case .cancel:
                mode = .browsing
                return []
            }
        }
    }

    private mutating func handleBrowsingKey(_ key: Key, now: Date) -> [ReaderEffect] {
        guard let action = keyBindings.action(for: key) else { return [] }
        if case .digit = action {} else if action != .openSelection { linkDigits = "" }
        switch action {
        case .list(.nextPage) where currentFind != nil:
            return moveToMatch(forward: true)
        case .list(let command):
            return handleListCommand(command, now: now)
        case .intent(let intent):
            return apply(route(intent))
        case .openSelection:
            if let number = Int(linkDigits) {
                linkDigits = ""
                return apply(route(.link(number)))
            }
            if let effects = toggleFoldOnScreen() { return effects }
            return apply(route(.open))
        case .digit(let digit):
            guard case .document = history.current.content else { return [] }
            if linkDigits.count < 4 { linkDigits += String(digit) }
            return []
        case .back:
            return goBack()
        case .forward:
            return goForward()
        case .prompt:
            // A document has nothing to go to from its text, so there `/` finds, as in less.
            if case .document = history.current.content {
                mode = .prompt(PromptField(purpose: .find, label: "/ "))
            } else {
                mode = .prompt(PromptField(purpose: .goTo, label: "/ "))
            }
            return []
        case .goTo:
            mode = .prompt(PromptField(purpose: .goTo, label: ": "))
            return []
        case .previousMatch:
            return moveToMatch(forward: false)
        case .help:
            mode = .help(scroll: 0)
            return []
        case .backOrQuit where history.canGoBack:
            return goBack()
        case .quit, .backOrQuit:
            isQuitting = true
            return positionEffects + cancelCurrentLoad()
        case .interrupt:
            isQuitting = true
            endingSignal = SIGINT
            return positionEffects + cancelCurrentLoad()
        case .redraw:
            return [.redraw]
        case .suspend:
            return [.suspend]
        case .cancel:
            linkDigits = ""
            return []
        case .toggleStock:
            return toggleStock()
        case .toggleRead:
            return toggleRead()
        case .nextUnread:
            return selectNextUnread()
        case .markAboveRead:
            return markAboveRead()
        case .history:
            return apply(route(.screen(.history)))
        case .showChanges:
            return showChanges()
        case .toggleFollow:
            return toggleFollow()
        case .sort:
            guard case .list = history.current.content, history.current.screen.source.isPaged else {
                notice = "S sorts a list of posts"
                return []
            }
            let order = history.current.order?.next ?? .likes
            history.updateCurrent { $0.order = order }
            applyOrder(history.current.id, keepingSelection: false)
            notice = "sorted by \(order == .newest ? "date" : order.rawValue), what is loaded"
            return []
        case .copyAddress:
            let address: String?
            switch history.current.content {
            case .list(let presenter): address = presenter.selectedElement?.url
            case .document(let document): address = document.articleID.map { QiitaLink.item(id: $0).webURL(on: host) }
            }
            guard let address else {
                notice = "nothing to copy here"
                return []
            }
            notice = "copying \(Sanitizer.line(address))…"
            return [.copy(address, label: address)]
        case .copyCode:
            guard case .document(let document) = history.current.content, let count = document.renderer?.codeBlocks.count,
                count > 0
            else {
                notice = "no code block here"
                return []
            }
            mode = .copyCode(CodeBlockChoice(count: count))
            return []
        case .outline:
            guard case .document(let document) = history.current.content, !document.headings.isEmpty else {
                notice = "no headings here"
                return []
            }
            let current = document.currentSection(rows: viewportRows).flatMap { section in document.headings.firstIndex(of: section) } ?? 0
            mode = .outline(selection: current)
            return []
        case .nextHeading:
            return moveToHeading(forward: true)
        case .previousHeading:
            return moveToHeading(forward: false)
        case .nextFeed:
            return showFeed(after: 1)
        case .previousFeed:
            return showFeed(after: -1)
        }
    }

    /// Enter at the prompt: the text goes where it says or is found in the page, and joins the
    /// history (which the runner keeps); a lone `@` or `#` keeps the prompt open, asking for more.
    private mutating func submit(_ field: PromptField) -> [ReaderEffect] {
        mode = .browsing
        let effects: [ReaderEffect]
        switch field.purpose {
        case .find:
            effects = find(field.text)
        case .goTo:
            switch PromptQuery.outcome(for: field.text, host: host) {
            case .open(let target): effects = apply(route(.screen(target)))
            case .filter(let word): effects = filter(by: word)
            case .nothing: effects = []
            case .ask(let hint):
                mode = .prompt(field)
                notice = hint
                return []
            }
        }
        return (promptHistory.add(field.text) ? [.rememberPrompt(field.text)] : []) + effects
    }

    /// Enter at the find prompt: the matches of `query` in the page are shown, the first at or
    /// below the top of the screen in sight; blank text takes the matches away.
    private mutating func find(_ query: String) -> [ReaderEffect] {
        let rows = viewportRows
        var found: PageFind?
        history.updateCurrent { $0.content.modifyDocument { found = $0.find(query, viewportRows: rows) } }
        if found == nil, !query.allSatisfy(\.isWhitespace) {
            notice = "no match for \"\(DisplayWidth.truncate(Sanitizer.line(query), to: 40))\""
            // Folded text is not on the page; say so rather than let the reader think it is not there.
            if case .document(let document) = history.current.content, document.folds.contains(where: \.isFolded) {
                notice? += " outside closed folds (Enter on ▶ opens one)"
            }
        }
        return []
    }

    /// The find of the document on screen, while its matches are shown.
    private var currentFind: PageFind? {
        guard case .document(let document) = history.current.content else { return nil }
        return document.find
    }

    /// `n` and `N` after a find: the next or previous match, going round at the ends.
    private mutating func moveToMatch(forward: Bool) -> [ReaderEffect] {
        guard currentFind != nil else {
            notice = "nothing to go through: / finds text in an article or its comments"
            return []
        }
        let rows = viewportRows
        var wrapped = false
        history.updateCurrent { $0.content.modifyDocument { wrapped = $0.stepFind(forward: forward, viewportRows: rows) } }
        if wrapped { notice = forward ? "past the last match: from the top" : "past the first match: from the bottom" }
        return []
    }

    /// `C` and a number: code block `number` of the document on screen to the clipboard, as written.
    private mutating func copyCode(_ number: Int) -> [ReaderEffect] {
        guard case .document(let document) = history.current.content, let code = document.renderer?.codeBlock(number) else {
            notice = "no code block #\(number) here"
            return []
        }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        let label = "code block \(number) (\(lines) line\(lines == 1 ? "" : "s"))"
        notice = "copying \(label)…"
        return [.copy(code, label: label)]
    }

    /// `/&word`: a screen of the rows of this list whose title, tags or author hold `word`,
    /// from what is loaded, without a request.
    private mutating func filter(by word: String) -> [ReaderEffect] {
        guard case .list(let presenter) = history.current.content else {
            notice = "& filters a list"
            return []
        }
        let rows = presenter.state.elements.filter { $0.mentions(word) }
        guard !rows.isEmpty else {
            notice = "no loaded row has \"\(Sanitizer.line(word))\""
            return []
        }
        let screen = Screen(.filtered(word))
        var content = Self.content(for: screen, host: host, dates: dateStyle)
        let viewport = viewportRows
        content.modifyList { $0.showAll(rows, viewportRows: viewport) }
        notice = "\(rows.count) of \(presenter.state.elements.count) loaded rows"
        return push(screen, content: content)
    }

    /// `f`: follow the user or the tag of the screen, or an article's author, or stop following.
    private mutating func toggleFollow() -> [ReaderEffect] {
        guard isSignedIn else {
            notice = "following needs a token: run `qiita auth login`"
            return []
        }
        let target: FollowTarget
        switch history.current.screen.kind {
        case .user(let id): target = .user(id)
        case .tag(let name): target = .tag(name)
        default:
            guard case .document(let document) = history.current.content, let author = document.authorID else {
                notice = "f follows the user or the tag of the screen, or an article's author"
                return []
            }
            target = .user(author)
        }
        if let signedInUser, target == .user(signedInUser) {
            notice = "that is you"
            return []
        }
        notice = "asking Qiita about \(Sanitizer.line(target.name))…"
        return [.toggleFollow(target)]
    }

    /// `]` and `[`: the article from its next heading, or its previous one.
    private mutating func moveToHeading(forward: Bool) -> [ReaderEffect] {
        guard case .document(let document) = history.current.content, !document.headings.isEmpty else {
            notice = "no headings here"
            return []
        }
        let top = document.presenter.state.scrollOffset
        guard let target = forward ? document.headings.first(where: { $0.line > top }) : document.headings.last(where: { $0.line < top })
        else {
            notice = forward ? "no heading below" : "no heading above"
            return []
        }
        let rows = viewportRows
        history.updateCurrent { $0.content.modifyDocument { $0.presenter.move(to: target.line, viewportRows: rows) } }
        return []
    }

    /// Tab and Shift-Tab: the feed after (`step` 1) or before (-1) the one shown, or the first
    /// from a screen that is not a feed. From a feed it takes that one's place; from elsewhere it
    /// is routed like any screen, so returning to the feed just below goes back to it.
    private mutating func showFeed(after step: Int) -> [ReaderEffect] {
        let feeds = Screen.feeds(signedInUser: signedInUser)
        let next: Int
        if let index = feeds.firstIndex(where: { $0.kind == history.current.screen.kind }) {
            next = (index + step + feeds.count) % feeds.count
        } else {
            next = step > 0 ? 0 : feeds.count - 1
        }
        return apply(historyContext.decision(switchingFeedTo: feeds[next], feeds: feeds))
    }

    /// `d`: the article and what changed in it since it was last read, in turn.
    private mutating func showChanges() -> [ReaderEffect] {
        guard case .document(let document) = history.current.content, document.articleID != nil else { return [] }
        guard document.previousBody != nil else {
            notice = "no change since you last read it"
            return []
        }
        history.updateCurrent { $0.content.modifyDocument { $0.toggleChanges() } }
        if case .document(let shown) = history.current.content {
            notice = shown.isShowingChanges ? "what changed since you read it (d: the article)" : nil
        }
        return layOutCurrent()
    }

    /// The article on screen, or the selected one in a list.
    private var focusedItemID: String? {
        switch history.current.content {
        case .list(let presenter): return presenter.selectedElement?.id
        case .document(let document): return document.articleID
        }
    }

    /// `x`: read becomes unread and unread read.
    private mutating func toggleRead() -> [ReaderEffect] {
        guard let id = focusedItemID else { return [] }
        if readItems.remove(id) != nil {
            notice = "marked unread"
            return [.markUnread([id])]
        }
        readItems.insert(id)
        notice = "marked read"
        return [.markRead([id])]
    }

    /// `U`: the next unread article below the selection.
    private mutating func selectNextUnread() -> [ReaderEffect] {
        guard case .list(let presenter) = history.current.content else { return [] }
        let elements = presenter.state.elements
        let start = presenter.state.selection + 1
        guard let index = elements.indices.dropFirst(start).first(where: { !readItems.contains(elements[$0].id) }) else {
            notice = "no unread article below"
            return []
        }
        let rows = viewportRows
        history.updateCurrent { $0.content.modifyList { $0.move(to: index, viewportRows: rows) } }
        return []
    }

    /// `A`: everything above the selection, and the selection, is read.
    private mutating func markAboveRead() -> [ReaderEffect] {
        guard case .list(let presenter) = history.current.content, !presenter.state.elements.isEmpty else { return [] }
        let ids = presenter.state.elements.prefix(presenter.state.selection + 1).map(\.id).filter { !readItems.contains($0) }
        readItems.formUnion(ids)
        notice = "marked \(ids.count) read"
        return ids.isEmpty ? [] : [.markRead(ids)]
    }

    /// Where the article on screen was left, for when it is opened again.
    private var positionEffects: [ReaderEffect] {
        // Not from the diff (`d`), whose lines are not the article's.
        guard case .document(let document) = history.current.content, let id = document.articleID,
            document.presenter.state.hasLoaded, !document.isShowingChanges
        else { return [] }
        return [.savePosition(itemID: id, line: document.presenter.state.selection)]
    }

    private mutating func toggleStock() -> [ReaderEffect] {
        guard isSignedIn else {
            notice = "stocking needs a token: run `qiita auth login`"
            return []
        }
        if case .list(let presenter) = history.current.content, case .stocks(let owner) = history.current.screen.kind,
            owner == signedInUser
        {
            // Your stocks: `s` takes the selected article out of them.
            guard let selected = presenter.selectedElement else { return [] }
            return [.setStock(entry: history.current.id, itemID: selected.id, stocked: false)]
        }
        guard case .document(let document) = history.current.content, let articleID = document.articleID else {
            notice = "open an article to stock it, or your stocks (Tab) to unstock one"
            return []
        }
        guard !document.isChangingStock else { return [] }
        let target = !(document.stocked ?? false)
        history.updateCurrent { $0.content.modifyDocument { $0.isChangingStock = true } }
        return [.setStock(entry: history.current.id, itemID: articleID, stocked: target)]
    }

    private mutating func handleListCommand(_ command: ListCommand, now: Date) -> [ReaderEffect] {
        let rows = viewportRows
        let canPrefetch = canLoadAhead(now: now)
        let entry = history.current.id
        var effects: [ListEffect] = []
        history.updateCurrent { current in
            effects = current.content.modify(
                list: { $0.handle(command, viewportRows: rows, canPrefetch: canPrefetch) },
                document: { $0.presenter.handle(command, viewportRows: rows, canPrefetch: canPrefetch) })
        }
        if command == .nextPage, effects.isEmpty, case .list(let presenter) = history.current.content,
            presenter.state.pages.nextPage == nil
        {
            notice = presenter.state.pages.reachedCeiling ? "page 100 is the last page Qiita serves" : "no more pages"
        }
        // A profile that failed to load is asked for again with the list.
        let header = command == .reload ? requestHeaderIfNeeded() : []
        return header
            + effects.map { effect in
                switch effect {
                case .load(let page, let fresh): return .load(entry: entry, source: history.current.screen.source, page: page, fresh: fresh)
                case .cancelLoad: return .cancelLoad(entry: entry)
                }
            }
    }

    /// `G` on its way to the end of a list: the next page, or, once it stops, the last post
    /// selected and why it stopped where the list goes on.
    private mutating func continueToEnd(_ entry: Int, now: Date) -> [ReaderEffect] {
        guard entry == history.current.id, case .list(let before) = history.current.content, before.state.pagesToEnd != nil
        else { return [] }
        let rows = viewportRows
        let canLoad = canLoadAhead(now: now)
        var effects: [ListEffect] = []
        history.updateCurrent { $0.content.modifyList { effects = $0.continueToEnd(viewportRows: rows, canLoad: canLoad) } }
        if effects.isEmpty, case .list(let after) = history.current.content, after.state.pages.nextPage != nil, after.state.error == nil {
            let pages = ListPresenter<ItemSummary>.pagesToEnd
            notice = canLoad ? "loaded \(pages) pages more: G again goes further" : "stopped to spare the rate budget"
        }
        let source = history.current.screen.source
        return effects.compactMap { effect in
            if case .load(let page, let fresh) = effect { return .load(entry: entry, source: source, page: page, fresh: fresh) }
            return nil
        }
    }

    /// Whether lists may load pages the user has not asked for yet.
    package func canLoadAhead(now: Date) -> Bool {
        guard let rateLimit else { return true }
        return rateLimit.remaining > Self.prefetchReserve || rateLimit.resetsAt <= now
    }

    // MARK: Routing

    /// Where the user is and what is just below, for the routings.
    private var historyContext: HistoryContext {
        HistoryContext(current: history.current.screen, below: history.below?.screen)
    }

    private func route(_ intent: ReaderIntent) -> RoutingDecision {
        let context = historyContext
        switch history.current.content {
        case .list(let presenter): return presenter.route(intent, history: context)
        case .document(let document): return document.presenter.route(intent, history: context)
        }
    }

    /// Leaves the current screen (its place kept, its load cancelled) for a new one with
    /// `content`, on top of it or, `switching`, in its place (a feed switched with Tab, which
    /// comes back as it was left when it was shown before), and starts that one (a filter's
    /// content is already loaded, so nothing loads).
    private mutating func push(_ screen: Screen, content: ReaderEntry.Content, switching: Bool = false) -> [ReaderEffect] {
        let effects = positionEffects + cancelCurrentLoad()
        let entry = ReaderEntry(id: nextEntryID, screen: screen, content: content)
        if switching {
            history.switchCurrent(to: entry) { $0.screen == screen }
        } else {
            history.push(entry)
        }
        nextEntryID += 1
        return effects + activateCurrent()
    }

    /// Carries out a routing decision on the history.
    private mutating func apply(_ decision: RoutingDecision) -> [ReaderEffect] {
        switch decision {
        case .push(let screen):
            return push(screen, content: Self.content(for: screen, host: host, dates: dateStyle))
        case .pop:
            return goBack()
        case .replace(let screen):
            return push(screen, content: Self.content(for: screen, host: host, dates: dateStyle), switching: true)
        case .stay:
            notice = "already here"
            return []
        case .openInBrowser(let url):
            notice = "opening \(Sanitizer.line(url)) in the browser"
            return [.openURL(url)]
        case .chooseTag(let tags):
            mode = .chooseTag(tags: tags, selection: 0)
            return []
        case .unavailable(let reason):
            notice = reason
            return []
        }
    }

    /// Where a key scrolls the help that is scrolled by `scroll`: the keys that move in a list
    /// move it; any other key, and any key when it fits the window, closes it (nil).
    private func helpScrolled(from scroll: Int, by key: Key) -> Int? {
        let page = HelpText.page(in: size, scroll: scroll, keyBindings: keyBindings)
        guard page.maximumScroll > 0, case .list(let command)? = keyBindings.action(for: key) else { return nil }
        let step = max(1, page.lines.count - 1)
        let target: Int
        switch command {
        case .down: target = scroll + 1
        case .up: target = scroll - 1
        case .pageDown: target = scroll + step
        case .pageUp: target = scroll - step
        case .halfPageDown: target = scroll + max(1, step / 2)
        case .halfPageUp: target = scroll - max(1, step / 2)
        case .top: target = 0
        case .bottom: target = page.maximumScroll
        default: return nil
        }
        return min(max(0, target), page.maximumScroll)
    }

    private mutating func goBack() -> [ReaderEffect] {
        guard history.canGoBack else {
            notice = "nothing to go back to"
            return []
        }
        var effects = positionEffects + cancelCurrentLoad()
        history.goBack()
        effects += activateCurrent()
        return effects
    }

    private mutating func goForward() -> [ReaderEffect] {
        guard history.canGoForward else {
            notice = "nothing ahead"
            return []
        }
        var effects = positionEffects + cancelCurrentLoad()
        history.goForward()
        effects += activateCurrent()
        return effects
    }

    /// Leaving a screen cancels its request in flight; it starts again if the user comes back.
    private mutating func cancelCurrentLoad() -> [ReaderEffect] {
        guard history.current.isLoading else { return [] }
        let entry = history.current.id
        history.updateCurrent { $0.content.modify(list: { $0.cancelled() }, document: { $0.presenter.cancelled() }) }
        return [.cancelLoad(entry: entry)]
    }

    /// Asks for the current screen's header (a user's profile, a tag's counts) unless it is on
    /// its way or here: once per screen, and again after it failed.
    private mutating func requestHeaderIfNeeded() -> [ReaderEffect] {
        guard ScreenHeader.isShown(on: history.current.screen), !history.current.headerRequested else { return [] }
        history.updateCurrent { $0.headerRequested = true }
        return [.loadHeader(entry: history.current.id, screen: history.current.screen)]
    }

    /// Shows the current entry as it was left: laid out for this width, its first load started
    /// only if it never loaded (or its load was cancelled).
    private mutating func activateCurrent() -> [ReaderEffect] {
        let layout = layOutCurrent()
        fitCurrent()
        let entry = history.current.id
        let source = history.current.screen.source
        let header = requestHeaderIfNeeded()
        var effects: [ListEffect] = []
        history.updateCurrent { current in
            effects = current.content.modify(list: { $0.start() }, document: { $0.presenter.start() })
        }
        return layout + header
            + effects.compactMap { effect in
                if case .load(let page, let fresh) = effect { return .load(entry: entry, source: source, page: page, fresh: fresh) }
                return nil
            }
    }

    /// Enter on an article with a fold's label on screen opens or closes that fold.
    private mutating func toggleFoldOnScreen() -> [ReaderEffect]? {
        let rows = viewportRows
        var toggled: DocumentFold?
        history.updateCurrent { $0.content.modifyDocument { toggled = $0.toggleFoldOnScreen(rows: rows) } }
        guard let toggled else { return nil }
        notice = toggled.isFolded ? "unfolded" : "folded"
        return layOutCurrent()
    }

    private mutating func layOutCurrent() -> [ReaderEffect] {
        layOut(history.current.id)
    }

    /// Asks for the entry's document to be laid out for the terminal's width, if it is the
    /// current screen and its lines are not for that width yet. Laying out is an effect, never
    /// done here: this runs on the loop that reads keys.
    private mutating func layOut(_ entry: Int) -> [ReaderEffect] {
        guard entry == history.current.id else { return [] }
        let width = articleLayout.width(in: size.columns)
        let colors = colors
        let codeStyle = articleLayout.codeStyle
        var effects: [ReaderEffect] = []
        history.updateCurrent {
            $0.content.modifyDocument { document in
                guard let layout = document.layOut(width: width, colors: colors, codeStyle: codeStyle) else { return }
                effects.append(
                    .layOut(entry: entry, request: layout.request, renderer: layout.renderer, options: layout.options))
            }
        }
        return effects
    }

    private mutating func fitCurrent() {
        let rows = viewportRows
        history.updateCurrent {
            $0.content.modify(list: { $0.fit(viewportRows: rows) }, document: { $0.presenter.fit(viewportRows: rows) })
        }
    }

    /// Puts a loaded document in its entry and asks for its layout; nil when the entry no longer
    /// waits for it (its load was abandoned or overtaken by a reload), as a list's stale page is.
    private mutating func finishDocument(
        _ entry: Int, renderer: ArticleRenderer, title: String, context: ArticleContext, articleID: String?, stocked: Bool?
    ) -> [ReaderEffect]? {
        let host = host
        var accepted = false
        update(entry) {
            $0.modifyDocument { document in
                guard document.presenter.state.isLoading else { return }
                accepted = true
                document.show(renderer)
                document.title = title
                document.articleID = articleID
                document.authorID = context.authorID
                document.stocked = stocked
                document.presenter.routing = DocumentRouting(article: context, host: host)
            }
        }
        return accepted ? layOut(entry) : nil
    }

    /// Sorts the entry's list in its order, if it has one, then selects the post that was
    /// selected (a page arrived) or the top one (a new order).
    private mutating func applyOrder(_ entry: Int, keepingSelection: Bool) {
        let rows = viewportRows
        history.updateAll { candidate in
            guard candidate.id == entry, let order = candidate.order else { return }
            candidate.content.modifyList { presenter in
                let selected = keepingSelection ? presenter.selectedElement?.id : nil
                presenter.sort(by: order.areInIncreasingOrder)
                let index = selected.flatMap { id in presenter.state.elements.firstIndex { $0.id == id } } ?? 0
                presenter.move(to: index, viewportRows: rows)
            }
        }
    }

    /// Changes the entry with this id wherever it is in the history.
    private mutating func update(_ entry: Int, _ change: (inout ReaderEntry.Content) -> Void) {
        history.updateAll { candidate in
            if candidate.id == entry { change(&candidate.content) }
        }
    }

    static func linkTable(_ links: [LinkReference]) -> [Int: String] {
        Dictionary(links.map { ($0.number, $0.url) }, uniquingKeysWith: { first, _ in first })
    }

    /// A fresh presenter for a screen.
    static func content(for screen: Screen, host: QiitaHost, dates: DateStyle) -> ReaderEntry.Content {
        let source = screen.source
        switch source {
        case .items, .local, .timeline:
            return .list(
                ListPresenter(
                    source: source, mode: .selectable, perPage: screen.perPage,
                    routing: ItemListRouting(), row: { ItemRow.line($0, $1, dates: dates) }))
        case .article, .comments:
            return .document(
                DocumentContent(
                    presenter: ListPresenter(
                        source: source, mode: .scrolling, perPage: 1, routing: DocumentRouting(host: host),
                        row: { line, _ in line.line })))
        }
    }
}
