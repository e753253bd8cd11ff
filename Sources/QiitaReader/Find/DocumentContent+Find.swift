extension DocumentContent {
    /// Finds `query` in the lines on screen now, from the top of the screen, and scrolls to the
    /// first match. The find is nil when nothing matched.
    mutating func find(_ query: String, viewportRows: Int) -> PageFind? {
        find = Self.matches(of: query, in: presenter)
        showCurrentMatch(viewportRows: viewportRows)
        return find
    }

    /// `n` and `N`: the next or previous match, shown; true when that went round an end.
    mutating func stepFind(forward: Bool, viewportRows: Int) -> Bool {
        let wrapped = find?.step(forward: forward) ?? false
        showCurrentMatch(viewportRows: viewportRows)
        return wrapped
    }

    /// The find again over lines laid out anew (another width, or the diff): its matches move,
    /// and the page stays where the reader is.
    mutating func findAgain() {
        guard let query = find?.query else { return }
        find = Self.matches(of: query, in: presenter)
    }

    private static func matches(of query: String, in presenter: ListPresenter<DocumentLine>) -> PageFind? {
        let found = PageFind(query: query, lines: presenter.state.elements.map(\.line), from: presenter.state.scrollOffset)
        return found.matches.isEmpty ? nil : found
    }

    /// Scrolls, when the current match is off screen, so that it stands a third of the way
    /// down, with some of the text before it in sight.
    private mutating func showCurrentMatch(viewportRows: Int) {
        guard let line = find?.currentMatch?.line else { return }
        let top = presenter.state.scrollOffset
        guard line < top || line >= top + viewportRows else { return }
        presenter.move(to: line - viewportRows / 3, viewportRows: viewportRows)
    }
}
