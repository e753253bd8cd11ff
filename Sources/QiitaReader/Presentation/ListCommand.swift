/// Movement and paging commands a screen understands.
package enum ListCommand: Hashable, Sendable {
    case up, down
    case halfPageUp, halfPageDown
    case pageUp, pageDown
    case top, bottom
    /// The first element of the next page of the listing, loading it when needed.
    case nextPage
    /// The first element of the previous page.
    case previousPage
    /// Fetch again: the failed page, or the whole screen.
    case reload

    /// The command on something that is not paged (a document, whose "page" is a line): `n` and
    /// `p` go a screen forward and back.
    var onAScreenOfLines: ListCommand {
        switch self {
        case .nextPage: .pageDown
        case .previousPage: .pageUp
        default: self
        }
    }
}

/// Work a presenter asks of the reader: the only way it reaches the network.
package enum ListEffect: Hashable, Sendable {
    /// `fresh`: asked of the network even when the library has it (a reload).
    case load(page: Int, fresh: Bool = false)
    /// The screen no longer wants its load in flight.
    case cancelLoad
}
