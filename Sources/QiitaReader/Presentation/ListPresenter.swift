import TerminalText

/// The one presenter behind every screen of the reader.
///
/// What differs between the feed, a search, a tag's or a user's posts, comments and an article
/// is only what it is given: the source (a paged list, or one document), how an element becomes
/// a row, and a routing. Its state is a value; every change is a pure function that returns the
/// effects (loads) for the reader to perform, so it is tested without I/O or a terminal.
package struct ListPresenter<Element: Sendable>: Sendable {
    /// Lists have a selection that moves; documents scroll.
    package enum Mode: Sendable, Hashable {
        case selectable
        case scrolling
    }

    /// What a row is drawn for.
    package struct RowContext: Sendable, Hashable {
        package var width: Int
        package var isSelected: Bool
        /// Whether the row is one the user is done with (an article read): drawn dimmed.
        package var isDimmed = false
    }

    package let source: Screen.Source
    package let mode: Mode
    package var routing: any Routing<Element>
    package let row: @Sendable (Element, RowContext) -> StyledLine
    package private(set) var state: ListState<Element>

    /// Load the next page when the selection comes within this many elements of the end.
    package var prefetchDistance = 20

    package init(
        source: Screen.Source, mode: Mode, perPage: Int, routing: any Routing<Element>,
        row: @escaping @Sendable (Element, RowContext) -> StyledLine
    ) {
        self.source = source
        self.mode = mode
        self.routing = routing
        self.row = row
        self.state = ListState(perPage: perPage)
    }

    // MARK: Loading

    /// The first load, unless the screen already has content or a load under way (a screen
    /// restored from the history is shown as it was, without fetching).
    package mutating func start() -> [ListEffect] {
        guard !state.hasLoaded, !state.isLoading, let page = state.pages.nextPage else { return [] }
        state.load = .loading(page: page)
        return [.load(page: page)]
    }

    /// A page arrived. Page 1 replaces what was there (a reload); later pages append. A page
    /// other than the one being loaded is stale and dropped: a load overtaken by a reload, or
    /// one abandoned (``cancelled()``) whose result was already on its way.
    package mutating func loaded(_ elements: [Element], info: PageInfo, viewportRows: Int) {
        guard case .loading(info.page) = state.load else { return }
        if info.page <= 1 {
            state.elements = elements
        } else {
            state.elements.append(contentsOf: elements)
        }
        state.pages.lastLoadedPage = info.page
        state.pages.nextPage = info.nextPage
        state.pages.totalCount = info.totalCount ?? state.pages.totalCount
        state.pages.reachedCeiling = info.reachedCeiling
        state.load = .idle
        if let pending = state.pendingSelection {
            state.pendingSelection = nil
            if pending < state.elements.count {
                state.selection = pending
                state.scrollOffset = pending
            }
        }
        clamp(viewportRows: viewportRows)
    }

    /// How many pages `G` loads at most on its way to the end (each costs a request).
    package static var pagesToEnd: Int { 5 }

    /// After a page arrived: the next one while `G` is on its way to the end, else the last
    /// element selected once it stops (at the end, or at its cap).
    package mutating func continueToEnd(viewportRows: Int, canLoad: Bool) -> [ListEffect] {
        guard let left = state.pagesToEnd, !state.isLoading else { return [] }
        if left > 0, canLoad, state.error == nil, let next = state.pages.nextPage {
            state.pagesToEnd = left - 1
            state.load = .loading(page: next)
            return [.load(page: next)]
        }
        state.pagesToEnd = nil
        move(to: state.elements.count - 1, rows: max(1, viewportRows))
        return []
    }

    /// Laid-out lines replace the document (after its load, or a re-layout at a new width),
    /// keeping the reading position in proportion.
    package mutating func replaceDocument(_ lines: [Element], viewportRows: Int) {
        let oldCount = state.elements.count
        if oldCount > 0, state.scrollOffset > 0 {
            state.scrollOffset = state.scrollOffset * lines.count / oldCount
            state.selection = state.scrollOffset
        }
        state.elements = lines
        state.pages.lastLoadedPage = 1
        state.pages.nextPage = nil
        state.load = .idle
        clamp(viewportRows: viewportRows)
    }

    /// A load failed; the message stands until a retry, which the status line offers when it
    /// may pass. Stale failures are dropped as stale pages are.
    package mutating func failed(page: Int, message: String, mayPassOnRetry: Bool = true) {
        guard case .loading(page) = state.load else { return }
        state.load = .failed(page: page, message: message, mayPassOnRetry: mayPassOnRetry)
        state.pendingSelection = nil
    }

    /// Keeps the selection inside a viewport that changed size.
    package mutating func fit(viewportRows: Int) {
        clamp(viewportRows: viewportRows)
    }

    /// The load in flight was abandoned (the user left the screen); it starts again on return,
    /// without the jump that `n` asked of it.
    package mutating func cancelled() {
        if case .loading = state.load { state.load = .idle }
        state.pendingSelection = nil
        state.pagesToEnd = nil
    }

    // MARK: Commands

    /// Applies a movement or paging command. `canPrefetch` is false when the rate budget is low.
    package mutating func handle(_ command: ListCommand, viewportRows: Int, canPrefetch: Bool) -> [ListEffect] {
        let rows = max(1, viewportRows)
        switch source.isPaged ? command : command.onAScreenOfLines {
        case .up: move(by: -1, rows: rows)
        case .down: move(by: 1, rows: rows)
        case .halfPageUp: move(by: -max(1, rows / 2), rows: rows)
        case .halfPageDown: move(by: max(1, rows / 2), rows: rows)
        case .pageUp: move(by: -rows, rows: rows)
        case .pageDown: move(by: rows, rows: rows)
        case .top: move(to: 0, rows: rows)
        case .bottom:
            move(to: state.elements.count - 1, rows: rows)
            // The end of the list, not of what is loaded: a few pages more, within the budget.
            if canPrefetch, source.isPaged, mode == .selectable, !state.isLoading, state.error == nil,
                let next = state.pages.nextPage
            {
                state.pagesToEnd = Self.pagesToEnd - 1
                state.load = .loading(page: next)
                return [.load(page: next)]
            }
        case .nextPage:
            return jumpToNextPage(rows: rows)
        case .previousPage:
            let page = state.pages.page(ofElementAt: state.selection)
            let target = max(0, (page - 2) * state.pages.perPage)
            move(to: target, rows: rows)
            if mode == .selectable { state.scrollOffset = min(target, maximumScroll(rows: rows)) }
        case .reload:
            return reload()
        }
        return prefetch(rows: rows, allowed: canPrefetch)
    }

    /// The selected element (lists) or the first visible line (documents).
    package var selectedElement: Element? {
        state.elements.indices.contains(state.selection) ? state.elements[state.selection] : nil
    }

    /// What the routing decides for `intent` on the current selection.
    package func route(_ intent: ReaderIntent, history: HistoryContext) -> RoutingDecision {
        routing.route(intent, selected: selectedElement, history: history)
    }

    // MARK: View

    /// The rows visible in a viewport: only these are drawn, however many elements are loaded.
    /// `isDimmed` says which elements to draw dimmed (the reader's read articles).
    package func visibleRows(height: Int, width: Int, isDimmed: (Element) -> Bool = { _ in false }) -> [StyledLine] {
        guard height > 0, !state.elements.isEmpty else { return [] }
        let start = min(state.scrollOffset, state.elements.count)
        let end = min(state.elements.count, start + height)
        return (start..<end).map { index in
            row(
                state.elements[index],
                RowContext(
                    width: width, isSelected: mode == .selectable && index == state.selection, isDimmed: isDimmed(state.elements[index])))
        }
    }

    /// Selects element `index` of a list, or shows a document from line `index` on, and
    /// scrolls to show it.
    package mutating func move(to index: Int, viewportRows: Int) {
        move(to: index, rows: max(1, viewportRows))
    }

    /// Shows `elements` as the whole list, loaded, with the first selected: a list the reader
    /// makes itself (a filter of another).
    package mutating func showAll(_ elements: [Element], viewportRows: Int) {
        state.elements = elements
        state.pages.lastLoadedPage = 1
        state.pages.nextPage = nil
        state.pages.totalCount = elements.count
        state.load = .idle
        state.selection = 0
        state.scrollOffset = 0
        clamp(viewportRows: viewportRows)
    }

    /// Takes the elements that `shouldBeRemoved` picks off the screen (an article unstocked from
    /// the stocks), keeping the selection in place.
    package mutating func removeAll(where shouldBeRemoved: (Element) -> Bool, viewportRows: Int) {
        state.elements.removeAll(where: shouldBeRemoved)
        clamp(viewportRows: viewportRows)
    }

    /// Orders what is loaded; the caller then selects what should stay selected.
    package mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        state.elements.sort(by: areInIncreasingOrder)
    }

    // MARK: Private

    private mutating func move(by delta: Int, rows: Int) {
        switch mode {
        case .selectable:
            move(to: state.selection + delta, rows: rows)
        case .scrolling:
            move(to: state.scrollOffset + delta, rows: rows)
        }
    }

    private mutating func move(to index: Int, rows: Int) {
        guard !state.elements.isEmpty else { return }
        switch mode {
        case .selectable:
            state.selection = min(max(0, index), state.elements.count - 1)
            if state.selection < state.scrollOffset { state.scrollOffset = state.selection }
            if state.selection >= state.scrollOffset + rows { state.scrollOffset = state.selection - rows + 1 }
        case .scrolling:
            state.scrollOffset = min(max(0, index), maximumScroll(rows: rows))
            state.selection = state.scrollOffset
        }
    }

    private func maximumScroll(rows: Int) -> Int {
        max(0, state.elements.count - rows)
    }

    private mutating func clamp(viewportRows: Int) {
        let rows = max(1, viewportRows)
        if state.elements.isEmpty {
            state.selection = 0
            state.scrollOffset = 0
            return
        }
        switch mode {
        case .selectable:
            state.selection = min(state.selection, state.elements.count - 1)
            state.scrollOffset = min(state.scrollOffset, state.selection)
            if state.selection >= state.scrollOffset + rows { state.scrollOffset = state.selection - rows + 1 }
        case .scrolling:
            state.scrollOffset = min(state.scrollOffset, maximumScroll(rows: rows))
            state.selection = state.scrollOffset
        }
    }

    private mutating func jumpToNextPage(rows: Int) -> [ListEffect] {
        let page = state.pages.page(ofElementAt: state.selection)
        let target = page * state.pages.perPage
        if target < state.elements.count {
            move(to: target, rows: rows)
            state.scrollOffset = min(target, maximumScroll(rows: rows))
            return []
        }
        guard let next = state.pages.nextPage, !state.isLoading else { return [] }
        state.pendingSelection = target
        state.load = .loading(page: next)
        return [.load(page: next)]
    }

    private mutating func reload() -> [ListEffect] {
        var effects: [ListEffect] = state.isLoading ? [.cancelLoad] : []
        if case .failed(let page, _, _) = state.load {
            state.load = .loading(page: page)
            return effects + [.load(page: page, fresh: true)]
        }
        state.pages.nextPage = 1
        state.pendingSelection = nil
        state.load = .loading(page: 1)
        effects.append(.load(page: 1, fresh: true))
        return effects
    }

    private mutating func prefetch(rows: Int, allowed: Bool) -> [ListEffect] {
        guard allowed, source.isPaged, mode == .selectable, !state.isLoading, state.error == nil,
            let next = state.pages.nextPage, state.hasLoaded,
            state.selection >= state.elements.count - max(prefetchDistance, rows)
        else { return [] }
        state.load = .loading(page: next)
        return [.load(page: next)]
    }
}
