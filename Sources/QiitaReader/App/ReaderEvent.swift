import QiitaAPI
import QiitaMarkdown
import TerminalUI

/// Everything that can happen to the reader: keys and resizes from the terminal, and the
/// results of the loads it asked for (tagged with the history entry they are for).
package enum ReaderEvent: Sendable {
    case key(Key)
    case resize(TerminalSize)
    case itemsLoaded(entry: Int, items: [ItemSummary], info: PageInfo)
    /// `stocked` is nil when it is unknown (no token).
    case articleLoaded(entry: Int, item: Item, renderer: ArticleRenderer, stocked: Bool?)
    /// The article's stock state after `s`.
    case stockChanged(entry: Int, stocked: Bool)
    case commentsLoaded(entry: Int, itemID: String, renderer: ArticleRenderer, count: Int)
    /// The lines of a layout the state asked for with ``ReaderEffect/layOut(entry:request:renderer:options:)``.
    case laidOut(entry: Int, request: Int, document: RenderedDocument)
    case loadFailed(entry: Int, page: Int, message: String)
    /// Stocking or unstocking the article after `s` failed; its page is as it was.
    case stockFailed(entry: Int, message: String)
    /// The rate figures of the latest response.
    case rateLimit(RateLimit)
    /// Something to say on the status line (the browser did not start, …).
    case notice(String)
    /// SIGTERM, SIGHUP or SIGINT (the signal), or the end of input (nil): leave.
    case terminate(signal: Int32?)
}

/// The work the reader's state asks for; the runner performs it.
package enum ReaderEffect: Hashable, Sendable {
    case load(entry: Int, source: Screen.Source, page: Int)
    case cancelLoad(entry: Int)
    /// Lay a document out for a width, away from the loop that reads keys: a long article takes
    /// a while, and the reader must answer `q` meanwhile. `request` tells the answer's age.
    case layOut(entry: Int, request: Int, renderer: ArticleRenderer, options: RenderOptions)
    case openURL(String)
    /// `s`: stock or unstock an article.
    case setStock(entry: Int, itemID: String, stocked: Bool)
    /// Ctrl-Z: give the terminal back and stop until resumed.
    case suspend
    /// Ctrl-L: repaint everything.
    case redraw
}
