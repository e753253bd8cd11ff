import QiitaAPI
import TerminalText
import QiitaMarkdown
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything that can happen to the reader: keys and resizes from the terminal, and the
/// results of the loads it asked for (tagged with the history entry they are for).
package enum ReaderEvent: Sendable {
    case key(Key)
    case resize(TerminalSize)
    /// `read`: which of the items the user has read; `offline`: the library's copy, when it
    /// answered because Qiita could not.
    case itemsLoaded(entry: Int, items: [ItemSummary], info: PageInfo, read: Set<String> = [], offline: OfflineCopy? = nil)
    /// `stocked` is nil when it is unknown (no token); `position` is the line the article was
    /// left at in an earlier reading.
    /// `previousBody`: the markdown as it was when last read, when the article changed since.
    case articleLoaded(
        entry: Int, item: Item, renderer: ArticleRenderer, stocked: Bool?, position: Int? = nil, offline: OfflineCopy? = nil,
        previousBody: String? = nil)
    /// The article's stock state after `s`.
    case stockChanged(entry: Int, itemID: String, stocked: Bool, change: StateChange)
    /// `article`: the article they are on, when the library or Qiita gave it (its title heads them).
    case commentsLoaded(entry: Int, itemID: String, renderer: ArticleRenderer, count: Int, article: Item? = nil)
    /// The lines of a layout the state asked for with ``ReaderEffect/layOut(entry:request:renderer:options:)``.
    case laidOut(entry: Int, request: Int, document: RenderedDocument)
    case loadFailed(entry: Int, page: Int, message: String, mayPassOnRetry: Bool = true)
    /// Stocking or unstocking the article after `s` failed; its page is as it was.
    case stockFailed(entry: Int, message: String)
    /// The lines above a user's or a tag's posts (``ScreenHeader``), and whether the signed-in
    /// user follows them (nil: not known).
    case headerLoaded(entry: Int, lines: [StyledLine], following: Bool? = nil)
    /// Those lines could not be had (the network, the rate budget): `r` asks again.
    case headerFailed(entry: Int)
    /// `f` changed whether the signed-in user follows `target`.
    case followChanged(FollowTarget, following: Bool)
    /// The rate figures of the latest response.
    case rateLimit(RateLimit)
    /// Something to say on the status line (the browser did not start, …).
    case notice(String)
    /// SIGTERM, SIGHUP or SIGINT (the signal), or the end of input (nil): leave.
    case terminate(signal: Int32?)
}

/// The work the reader's state asks for; the runner performs it.
package enum ReaderEffect: Hashable, Sendable {
    /// `fresh`: ask the network even when the library has the page (a reload).
    case load(entry: Int, source: Screen.Source, page: Int, fresh: Bool = false)
    /// Remember these articles as read, or no longer read.
    case markRead([String])
    case markUnread([String])
    /// Remember the line an article was left at.
    case savePosition(itemID: String, line: Int)
    case cancelLoad(entry: Int)
    /// Lay a document out for a width, away from the loop that reads keys: a long article takes
    /// a while, and the reader must answer `q` meanwhile. `request` tells the answer's age.
    case layOut(entry: Int, request: Int, renderer: ArticleRenderer, options: RenderOptions)
    case openURL(String)
    /// `s`: stock or unstock an article.
    case setStock(entry: Int, itemID: String, stocked: Bool)
    /// Put this text on the clipboard (`Y`, `C`); `label` names it on the status line.
    case copy(String, label: String)
    /// Keep this entry of a prompt for the next runs (the history ↑ recalls).
    case rememberPrompt(String)
    /// The profile above a user's posts, or the counts above a tag's.
    case loadHeader(entry: Int, screen: Screen)
    /// `f`: follow the user or tag, or stop following it.
    case toggleFollow(FollowTarget)
    /// Ctrl-Z: give the terminal back and stop until resumed.
    case suspend
    /// Ctrl-L: repaint everything.
    case redraw
}
