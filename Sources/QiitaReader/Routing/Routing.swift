import TerminalText

/// What the user asked for on a screen, before it is known where that leads.
package enum ReaderIntent: Hashable, Sendable {
    /// Enter / →: open the selected element.
    case open
    /// `u`: the posts of the selected item's or the article's author.
    case author
    /// `t`: one of the tags.
    case tags
    /// A tag chosen after `t`.
    case tag(String)
    /// `c`: the comments.
    case comments
    /// A numbered link of an article.
    case link(Int)
    /// `o`: the page in the browser.
    case browser
    /// A screen named directly (the `/` prompt).
    case screen(Screen)
}

/// What the history should do about an intent: the routings' answer.
package enum RoutingDecision: Hashable, Sendable {
    case push(Screen)
    /// The target is the screen just below: go back to it instead of stacking a duplicate.
    case pop
    /// The target takes the current screen's place: the feeds are switched like tabs, not
    /// stacked, so back still leads where it led before.
    case replace(Screen)
    /// The target is the screen already shown.
    case stay
    case openInBrowser(String)
    /// Let the user pick one of these tags, then route `.tag(name)`.
    case chooseTag([String])
    /// Nothing to do, and why (shown on the status line).
    case unavailable(String)

    /// Open `url` in the browser when it is a web address (``WebAddress/isOpenable(_:)``, the
    /// launcher's own rule); otherwise say that `what` was not opened.
    static func openInBrowser(checking url: String, _ what: String) -> RoutingDecision {
        WebAddress.isOpenable(url) ? .openInBrowser(url) : .unavailable("\(what) is not a web address: not opened")
    }
}

/// The part of the history a routing needs: where the user is and what is just below.
package struct HistoryContext: Hashable, Sendable {
    package var current: Screen
    package var below: Screen?

    package init(current: Screen, below: Screen?) {
        self.current = current
        self.below = below
    }

    /// The rule every routing follows: going to the screen just below pops back to it; going
    /// to the current screen stays; anything else is pushed.
    package func decision(for target: Screen) -> RoutingDecision {
        if target == current { return .stay }
        if target == below { return .pop }
        return .push(target)
    }
}

extension HistoryContext {
    /// Tab and Shift-Tab: from one of `feeds` to another in place; from any other screen (an
    /// article, a user's posts) the feed is pushed, or popped back to when it is just below.
    package func decision(switchingFeedTo target: Screen, feeds: [Screen]) -> RoutingDecision {
        guard target != current, target != below, feeds.contains(where: { $0.kind == current.kind }) else {
            return decision(for: target)
        }
        return .replace(target)
    }

    /// The decision for intents that name their screen whatever is selected (the `/` prompt,
    /// a chosen tag); nil for intents that depend on the screen.
    package func decisionForNamedScreen(_ intent: ReaderIntent) -> RoutingDecision? {
        switch intent {
        case .screen(let target): return decision(for: target)
        case .tag(let name): return decision(for: .tag(name))
        default: return nil
        }
    }
}

/// Decides, for one kind of screen, where an intent leads and whether the history pushes or
/// pops. Routings are plain values that return a decision and do no I/O.
package protocol Routing<Element>: Sendable {
    associatedtype Element
    func route(_ intent: ReaderIntent, selected: Element?, history: HistoryContext) -> RoutingDecision
}
