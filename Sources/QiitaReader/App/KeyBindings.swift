import TerminalText
import TerminalUI

/// What a key means while browsing. Shown to the user by `?` (``HelpText``).
enum ReaderAction: Hashable, Sendable {
    case list(ListCommand)
    case intent(ReaderIntent)
    case back, forward
    case openSelection
    case prompt, help, quit, redraw, suspend, cancel
    /// `q`: back one screen, as circumflex and tig do; quit at the first screen.
    case backOrQuit
    /// Ctrl-C: quit as SIGINT would, so the shell sees 130.
    case interrupt
    case toggleStock
    /// `x`, `U`, `A`, `y`: read and unread, the next unread, everything above read, the history.
    case toggleRead, nextUnread, markAboveRead, history
    /// `d`: what changed in the article since it was read.
    case showChanges
    /// `S`: sort what is loaded by date, likes or stocks, in turn.
    case sort
    /// `f`: follow or unfollow the screen's user or tag, or the article's author.
    case toggleFollow
    /// Tab, Shift-Tab: the next or previous feed (``Screen/feeds(signedInUser:)``).
    case nextFeed, previousFeed
    /// `Y`: the address of the article, or of the selected post, to the clipboard.
    case copyAddress
    /// `C` and a number: that code block of the article to the clipboard (``CodeBlockChoice``).
    case copyCode
    /// `]`, `[`: the article's next or previous heading; `O`: the list of its headings.
    case nextHeading, previousHeading, outline
    /// `:`: the go-to prompt on every screen (on a document `/` finds in the page instead).
    case goTo
    /// `N`: the previous match of a find (`n`, the next page elsewhere, is the next match then).
    case previousMatch
    case digit(Int)
}

/// What keys can be bound to, by the names the config file uses (`keys.down: j, Down`).
package enum BindableAction: String, CaseIterable, Sendable {
    case down, up
    case halfPageDown = "half-page-down", halfPageUp = "half-page-up", pageDown = "page-down", pageUp = "page-up"
    case top, bottom, open, back, forward, author, tags, comments, browser
    case nextPage = "next-page", previousPage = "previous-page", reload, stock, follow, sort, read
    case nextUnread = "next-unread", markAboveRead = "mark-above-read", history, changes
    case nextFeed = "next-feed", previousFeed = "previous-feed", nextHeading = "next-heading"
    case previousHeading = "previous-heading", outline, copy, copyCode = "copy-code", prompt, help
    case goTo = "go-to", previousMatch = "previous-match"
    case backOrQuit = "back-or-quit", quit, redraw, suspend

    var action: ReaderAction {
        switch self {
        case .down: .list(.down)
        case .up: .list(.up)
        case .halfPageDown: .list(.halfPageDown)
        case .halfPageUp: .list(.halfPageUp)
        case .pageDown: .list(.pageDown)
        case .pageUp: .list(.pageUp)
        case .top: .list(.top)
        case .bottom: .list(.bottom)
        case .open: .openSelection
        case .back: .back
        case .forward: .forward
        case .author: .intent(.author)
        case .tags: .intent(.tags)
        case .comments: .intent(.comments)
        case .browser: .intent(.browser)
        case .nextPage: .list(.nextPage)
        case .previousPage: .list(.previousPage)
        case .reload: .list(.reload)
        case .stock: .toggleStock
        case .follow: .toggleFollow
        case .sort: .sort
        case .read: .toggleRead
        case .nextUnread: .nextUnread
        case .markAboveRead: .markAboveRead
        case .history: .history
        case .changes: .showChanges
        case .nextFeed: .nextFeed
        case .previousFeed: .previousFeed
        case .nextHeading: .nextHeading
        case .previousHeading: .previousHeading
        case .outline: .outline
        case .copy: .copyAddress
        case .copyCode: .copyCode
        case .prompt: .prompt
        case .goTo: .goTo
        case .previousMatch: .previousMatch
        case .help: .help
        case .backOrQuit: .backOrQuit
        case .quit: .quit
        case .redraw: .redraw
        case .suspend: .suspend
        }
    }

    /// The keys it has unless the config file says otherwise.
    package var defaultKeys: [Key] {
        switch self {
        case .down: [.character("j"), .down]
        case .up: [.character("k"), .up]
        case .halfPageDown: [.control("d")]
        case .halfPageUp: [.control("u")]
        case .pageDown: [.character(" "), .pageDown, .control("f")]
        case .pageUp: [.character("b"), .pageUp, .control("b")]
        case .top: [.character("g"), .home]
        case .bottom: [.character("G"), .end]
        case .open: [.enter, .character("l"), .right]
        case .back: [.character("h"), .left, .backspace, .character("H")]
        case .forward: [.character("L")]
        case .author: [.character("u")]
        case .tags: [.character("t")]
        case .comments: [.character("c")]
        case .browser: [.character("o")]
        case .nextPage: [.character("n")]
        case .previousPage: [.character("p")]
        case .reload: [.character("r")]
        case .stock: [.character("s")]
        case .follow: [.character("f")]
        case .sort: [.character("S")]
        case .read: [.character("x")]
        case .nextUnread: [.character("U")]
        case .markAboveRead: [.character("A")]
        case .history: [.character("y")]
        case .changes: [.character("d")]
        case .nextFeed: [.tab]
        case .previousFeed: [.backTab]
        case .nextHeading: [.character("]")]
        case .previousHeading: [.character("[")]
        case .outline: [.character("O")]
        case .copy: [.character("Y")]
        case .copyCode: [.character("C")]
        case .prompt: [.character("/")]
        case .goTo: [.character(":")]
        case .previousMatch: [.character("N")]
        case .help: [.character("?")]
        case .backOrQuit: [.character("q")]
        case .quit: [.character("Q")]
        case .redraw: [.control("l")]
        case .suspend: [.control("z")]
        }
    }
}

/// Which key does what while browsing: the defaults, with the config file's `keys.ACTION`
/// lines in force. Ctrl-C (quit as SIGINT would), Esc and the digits of a link number are
/// not rebound, so that there is always a way out and links can always be followed.
package struct KeyBindings: Sendable {
    private var keysByAction: [BindableAction: [Key]]
    private var actionsByKey: [Key: BindableAction]

    package static let standard = KeyBindings()

    private init() {
        keysByAction = Dictionary(uniqueKeysWithValues: BindableAction.allCases.map { ($0, $0.defaultKeys) })
        actionsByKey = [:]
        for action in BindableAction.allCases {
            for key in action.defaultKeys { actionsByKey[key] = action }
        }
    }

    /// These bindings with `action` on `keys` instead of its own; a key another action had
    /// leaves that action.
    package func rebinding(_ action: BindableAction, to keys: [Key]) -> KeyBindings {
        var copy = self
        for old in copy.keysByAction[action] ?? [] where copy.actionsByKey[old] == action { copy.actionsByKey[old] = nil }
        for key in keys {
            if let previous = copy.actionsByKey[key] { copy.keysByAction[previous]?.removeAll { $0 == key } }
            copy.actionsByKey[key] = action
        }
        copy.keysByAction[action] = keys
        return copy
    }

    /// The keys that do `action`, in the order given.
    package func keys(for action: BindableAction) -> [Key] { keysByAction[action] ?? [] }

    func action(for key: Key) -> ReaderAction? {
        switch key {
        case .control("c"): return .interrupt
        case .escape: return .cancel
        default: break
        }
        if let bound = actionsByKey[key] { return bound.action }
        guard case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII else { return nil }
        return .digit(digit)
    }
}

/// The key help shown by `?`: two columns when the window is wide enough, one otherwise, and
/// scrolled with j and k when it is taller than the window.
package enum HelpText {
    /// Each line of the help: the actions whose keys it shows (and keys that are never
    /// rebound), and what they do.
    static let rows: [(actions: [BindableAction], fixed: String, meaning: String)] = [
        ([.down, .up], "", "move"), ([.halfPageDown, .halfPageUp], "", "half a page"), ([.pageDown, .pageUp], "", "a page"),
        ([.top, .bottom], "", "top, bottom"), ([.open], "", "open; fold / unfold ▶"), ([.back], "", "back"), ([.forward], "", "forward"),
        ([.nextPage, .previousPage], "", "next, previous page"), ([.author], "", "author's posts"), ([.tags], "", "tags"),
        ([.comments], "", "comments"), ([.browser], "", "open in the browser"), ([.stock], "", "stock / unstock (signed in)"),
        ([.follow], "", "follow / unfollow (signed in)"), ([.read], "", "read / unread"), ([.nextUnread], "", "next unread"),
        ([.markAboveRead], "", "all above read"), ([.history], "", "history (what you read)"),
        ([.changes], "", "changes since you read it"), ([.nextFeed, .previousFeed], "", "switch to the next, previous feed"),
        ([.sort], "", "sort by date, likes, stocks"), ([.nextHeading, .previousHeading], "", "next, previous heading"),
        ([.outline], "", "the article's headings"), ([.copy], "", "copy the address"),
        ([.copyCode], "", "copy code block #N: then N"), ([.prompt], "", "find in the page; lists: go to"),
        ([.goTo], "", "go to @user #tag URL ?words"), ([.nextPage, .previousMatch], "", "next, previous match"),
        ([], "/&word", "only the loaded rows with it"), ([], "3 Enter", "follow link [3]"), ([.reload], "", "reload / retry"),
        ([.redraw], "", "redraw"), ([.backOrQuit], "", "back; quit at the first screen"), ([.quit], "Ctrl-C", "quit"),
        ([.help], "", "this help"),
    ]

    /// Each line's keys as the bindings in force have them (two an action at most, so that the
    /// help keeps two columns in a usual window), and what they do.
    static func bindings(_ keyBindings: KeyBindings) -> [(keys: String, meaning: String)] {
        rows.map { row in
            let bound = row.actions.flatMap { keyBindings.keys(for: $0).prefix(2) }.map(KeyName.display)
            let keys = bound + (row.fixed.isEmpty ? [] : [row.fixed])
            return (keys.joined(separator: " "), row.meaning)
        }
    }

    private static let gap = 3

    /// The help's lines for a box `width` columns wide inside: two bindings a line when both
    /// columns fit, else one, else each binding's keys above what they do.
    package static func lines(width: Int, keyBindings: KeyBindings = .standard) -> [String] {
        let bindings = bindings(keyBindings)
        let keyColumn = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let entries = bindings.map { DisplayWidth.pad($0.keys, to: keyColumn) + "  " + $0.meaning }
        let half = (entries.count + 1) / 2
        let left = entries[..<half].map(DisplayWidth.of).max() ?? 0
        let right = entries[half...].map(DisplayWidth.of).max() ?? 0
        var lines = ["Keys", ""]
        if width >= left + gap + right {
            for row in 0..<half {
                let second = row + half < entries.count ? entries[row + half] : ""
                lines.append(second.isEmpty ? entries[row] : DisplayWidth.pad(entries[row], to: left + gap) + second)
            }
        } else if width >= max(left, right) {
            lines += entries
        } else {
            lines += bindings.flatMap { [$0.keys, "  " + $0.meaning] }
        }
        return lines
    }

    /// What the help box shows in a window of `size` (the box's border takes two columns on
    /// each side, a row above and below, and the status line one row), scrolled by `scroll`.
    package static func page(
        in size: TerminalSize, scroll: Int, keyBindings: KeyBindings = .standard
    ) -> (lines: [String], maximumScroll: Int) {
        page(width: size.columns - 4, height: size.rows - 3, scroll: scroll, keyBindings: keyBindings)
    }

    /// What the help box shows with `height` lines inside, scrolled by `scroll`, and the largest
    /// scroll there is. The last line says how to close it, and how to scroll when it does not fit.
    static func page(
        width: Int, height: Int, scroll: Int, keyBindings: KeyBindings = .standard
    ) -> (lines: [String], maximumScroll: Int) {
        let all = lines(width: width, keyBindings: keyBindings)
        guard height >= 2, all.count + 2 > height else { return (all + ["", "Any key closes this help."], 0) }
        let shown = height - 1
        let maximumScroll = all.count - shown
        let top = min(max(0, scroll), maximumScroll)
        let scrollKeys = [BindableAction.down, .up].compactMap { keyBindings.keys(for: $0).first.map(KeyName.display) }
        let footer = "\(scrollKeys.joined(separator: " ")): scroll (\(top + shown)/\(all.count)) · other keys close"
        return (Array(all[top..<top + shown]) + [footer], maximumScroll)
    }
}
