import QiitaAPI
import QiitaMarkdown
import TerminalText

/// One screen in the history with everything it has loaded and where the user was on it.
package struct ReaderEntry: Sendable {
    package let id: Int
    package let screen: Screen
    package var content: Content

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

/// An article or a comments page: the parsed document, kept to lay it out again at any width,
/// and the presenter over its laid-out lines.
package struct DocumentContent: Sendable {
    package var presenter: ListPresenter<DocumentLine>
    package var renderer: ArticleRenderer?
    /// The width the current lines were laid out for.
    package var laidOutWidth: Int?
    package var title: String?
    package var item: Item?
    /// Whether the signed-in user stocked the article; nil when unknown.
    package var stocked: Bool?
    /// A stock change is under way.
    package var isChangingStock = false

    /// Lays the document out for `width` unless it already is.
    mutating func layOut(width: Int, colors: Bool, viewportRows: Int) {
        guard let renderer, laidOutWidth != width else { return }
        let document = renderer.render(RenderOptions(width: width, colors: colors))
        presenter.replaceDocument(document.lines.map(DocumentLine.init), viewportRows: viewportRows)
        laidOutWidth = width
    }
}
