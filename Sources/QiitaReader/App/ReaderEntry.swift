import QiitaAPI
import QiitaMarkdown
import TerminalText

/// One screen in the history with everything it has loaded and where the user was on it.
package struct ReaderEntry: Sendable {
    package let id: Int
    package let screen: Screen
    package var content: Content
    /// How a list is sorted on screen; nil: as Qiita lists it.
    package var order: ItemOrder?
    /// Lines above a user's or a tag's posts, once loaded.
    package var header: [StyledLine] = []
    /// Whether they were asked for and have not failed (once per screen, not on every return
    /// to it; again after a failure).
    var headerRequested = false
    /// Whether the signed-in user follows the user or tag of the screen; nil when not known.
    package var following: Bool?

    init(id: Int, screen: Screen, content: Content) {
        self.id = id
        self.screen = screen
        self.content = content
        order = ItemOrder.initial(for: screen)
    }

    package enum Content: Sendable {
        case list(ListPresenter<ItemSummary>)
        case document(DocumentContent)
    }

    /// Whether its presenter has a load under way.
    var isLoading: Bool {
        switch content {
        case .list(let presenter): return presenter.state.isLoading
        case .document(let document): return document.presenter.state.isLoading
        }
    }

    /// A short name for the breadcrumb: the screen's, or the article's title once loaded.
    var label: String {
        if case .document(let document) = content, let title = document.title { return title }
        return screen.description
    }
}

extension ReaderEntry.Content {
    /// Changes the presenter in place with `list` or `document`, whichever this holds. The
    /// content is moved out first, so the presenter's arrays stay uniquely referenced and grow
    /// without being copied (a copy of 10,000 items per page loaded, otherwise).
    mutating func modify<Result>(
        list: (inout ListPresenter<ItemSummary>) -> Result, document: (inout DocumentContent) -> Result
    ) -> Result {
        switch consume self {
        case .list(var presenter):
            let result = list(&presenter)
            self = .list(presenter)
            return result
        case .document(var content):
            let result = document(&content)
            self = .document(content)
            return result
        }
    }

    /// Changes the list's presenter; nothing for a document.
    mutating func modifyList(_ change: (inout ListPresenter<ItemSummary>) -> Void) {
        modify(list: change, document: { _ in })
    }

    /// Changes the document; nothing for a list.
    mutating func modifyDocument(_ change: (inout DocumentContent) -> Void) {
        modify(list: { _ in }, document: change)
    }
}

/// An article or a comments page: the parsed document, kept to lay it out again at any width,
/// and the presenter over its laid-out lines.
package struct DocumentContent: Sendable {
    package var presenter: ListPresenter<DocumentLine>
    package var renderer: ArticleRenderer?
    /// The width the current lines were laid out for.
    package var laidOutWidth: Int?
    package var title: String?
    /// The article's id, when this is an article (what `s` stocks).
    package var articleID: String?
    /// The article's author, when known (whom `f` follows).
    package var authorID: String?
    /// Whether the signed-in user stocked the article; nil when unknown.
    package var stocked: Bool?
    /// A stock change is under way.
    package var isChangingStock = false
    /// The layout under way, if one is: its request number, width and folds. One at a time, so
    /// that a burst of resizes does not start a layout of a long article for each.
    package private(set) var pendingLayout: (request: Int, width: Int, toggledFolds: Set<Int>)?
    /// The `<details>` folds opened against their closed start (``RenderOptions/toggledFolds``),
    /// and those of the lines shown.
    package private(set) var toggledFolds: Set<Int> = []
    private var laidOutFolds: Set<Int> = []
    /// Where the folds' labels are in the current layout.
    package private(set) var folds: [DocumentFold] = []
    private var lastLayoutRequest = 0
    /// The article's headings in the current layout (``DocumentHeading``).
    package private(set) var headings: [DocumentHeading] = []
    /// The line to show once the lines arrive: where the article was left in an earlier reading.
    package var restoreLine: Int?
    /// The find in the page (`/`) whose matches are shown; nil when there is none.
    package internal(set) var find: PageFind?
    /// The markdown as it was when last read, when the article changed since.
    package var previousBody: String?
    /// The markdown of the article shown, kept to diff against.
    package var currentBody: String?
    /// The article's own renderer while the diff is shown instead; nil while the article is.
    package private(set) var articleRenderer: ArticleRenderer?
    /// Whether the diff against ``previousBody`` is shown instead of the article.
    package var isShowingChanges: Bool { articleRenderer != nil }

    /// Shows the diff instead of the article, or the article again; the state then asks for
    /// the layout.
    mutating func toggleChanges() {
        guard let previousBody else { return }
        if let articleRenderer {
            self.articleRenderer = nil
            replaceRenderer(articleRenderer)
        } else {
            articleRenderer = renderer
            replaceRenderer(ArticleRenderer(header: nil, body: ChangeDiff.markdown(from: previousBody, to: currentBody ?? "")))
        }
    }

    /// The reader stocked or unstocked the article. When that changed it (`counted`; Qiita may
    /// answer that it already was so), the header's count moves by one, as qiita.com's does,
    /// without a request; the state then asks for the layout.
    mutating func stockChanged(to stocked: Bool, counted: Bool) {
        self.stocked = stocked
        isChangingStock = false
        guard counted, let article = articleRenderer ?? renderer, var header = article.header, let stocks = header.stocks else { return }
        header.stocks = max(0, stocks + (stocked ? 1 : -1))
        let updated = article.replacingHeader(header)
        if articleRenderer != nil {
            articleRenderer = updated
        } else {
            replaceRenderer(updated)
        }
    }

    /// The heading of the part on screen, `rows` high: the last one at or above its top line, or,
    /// once the end is on screen, the last one on screen (the last sections of an article never
    /// reach the top).
    package func currentSection(rows: Int) -> DocumentHeading? {
        let top = presenter.state.scrollOffset
        // A short article that fits the window is read from its top section.
        let isAtEnd = top > 0 && top + rows >= presenter.state.elements.count
        return headings.last { $0.line <= (isAtEnd ? top + rows - 1 : top) }
    }

    /// A document that was loaded (an article, or the same one reloaded), shown as itself.
    mutating func show(_ loaded: ArticleRenderer) {
        articleRenderer = nil
        replaceRenderer(loaded)
    }

    init(presenter: ListPresenter<DocumentLine>) {
        self.presenter = presenter
    }

    /// A new document to show: its lines come from the layout asked for next, and any layout
    /// still under way is of the old one.
    mutating func replaceRenderer(_ renderer: ArticleRenderer) {
        self.renderer = renderer
        laidOutWidth = nil
        pendingLayout = nil
    }

    /// The layout to ask for so that the document fits `width`: nil when its lines are for that
    /// width already, or when a layout is under way (its answer asks again).
    mutating func layOut(
        width: Int, colors: Bool, codeStyle: CodeStyle
    ) -> (request: Int, renderer: ArticleRenderer, options: RenderOptions)? {
        guard let renderer, laidOutWidth != width || laidOutFolds != toggledFolds, pendingLayout == nil else { return nil }
        lastLayoutRequest += 1
        pendingLayout = (lastLayoutRequest, width, toggledFolds)
        let options = RenderOptions(
            width: width, colors: colors, codeStyle: codeStyle, foldsStartClosed: true, toggledFolds: toggledFolds)
        return (lastLayoutRequest, renderer, options)
    }

    /// Opens or closes the first fold whose label is among the `rows` lines on screen, keeping
    /// the screen where it is; nil when no label is on screen. The state then asks for the layout.
    mutating func toggleFoldOnScreen(rows: Int) -> DocumentFold? {
        let top = presenter.state.scrollOffset
        guard let fold = folds.first(where: { $0.line >= top && $0.line < top + rows }) else { return nil }
        if toggledFolds.contains(fold.id) { toggledFolds.remove(fold.id) } else { toggledFolds.insert(fold.id) }
        restoreLine = top
        return fold
    }

    /// The lines of the layout under way arrived; an answer to an older request is dropped.
    mutating func laidOut(_ document: RenderedDocument, request: Int, viewportRows: Int) {
        guard let pending = pendingLayout, pending.request == request else { return }
        presenter.replaceDocument(document.lines.map(DocumentLine.init), viewportRows: viewportRows)
        headings = isShowingChanges ? [] : document.headings
        folds = document.folds
        laidOutWidth = pending.width
        laidOutFolds = pending.toggledFolds
        pendingLayout = nil
        if let line = restoreLine {
            presenter.move(to: line, viewportRows: viewportRows)
            restoreLine = nil
        }
        findAgain()
    }
}
