/// Everything a screen shows, as a value: its elements, how far the listing was read, where
/// the selection and the scroll are, whether a load is under way or failed. Changed only by
/// ``ListPresenter``'s pure functions; the presenter never reads view state.
package struct ListState<Element: Sendable>: Sendable {
    package internal(set) var elements: [Element] = []
    /// The selected element (lists) or the first visible line (documents).
    package internal(set) var selection = 0
    /// The first element shown.
    package internal(set) var scrollOffset = 0
    package internal(set) var pages: PageState
    package internal(set) var load: LoadState = .idle
    /// An element to select as soon as it is loaded (`n` on the last loaded page).
    package internal(set) var pendingSelection: Int?
    /// Pages `G` may still load on its way to the end of the list; nil when it is not going there.
    package internal(set) var pagesToEnd: Int?

    package init(perPage: Int) {
        pages = PageState(perPage: perPage)
    }

    /// Whether anything was ever loaded.
    package var hasLoaded: Bool { pages.lastLoadedPage > 0 }

    package var isLoading: Bool {
        if case .loading = load { return true }
        return false
    }

    /// The message of the last failed load, while it stands.
    package var error: String? {
        if case .failed(_, let message, _) = load { return message }
        return nil
    }

    /// Whether the last failed load may succeed if tried again (r).
    package var errorMayPassOnRetry: Bool {
        if case .failed(_, _, let mayPass) = load { return mayPass }
        return false
    }

    /// A load: none under way, one under way for a page, or the last one failed.
    package enum LoadState: Hashable, Sendable {
        case idle
        case loading(page: Int)
        case failed(page: Int, message: String, mayPassOnRetry: Bool)
    }
}
