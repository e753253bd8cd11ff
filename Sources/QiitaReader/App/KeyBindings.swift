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
    case digit(Int)
}

enum KeyBindings {
    static func action(for key: Key) -> ReaderAction? {
        switch key {
        case .character("j"), .down: return .list(.down)
        case .character("k"), .up: return .list(.up)
        case .control("d"): return .list(.halfPageDown)
        case .control("u"): return .list(.halfPageUp)
        case .character(" "), .pageDown, .control("f"): return .list(.pageDown)
        case .character("b"), .pageUp, .control("b"): return .list(.pageUp)
        case .character("g"), .home: return .list(.top)
        case .character("G"), .end: return .list(.bottom)
        case .enter, .right, .character("l"): return .openSelection
        case .backspace, .left, .character("H"), .character("h"): return .back
        case .character("L"): return .forward
        case .character("u"): return .intent(.author)
        case .character("t"): return .intent(.tags)
        case .character("c"): return .intent(.comments)
        case .character("o"): return .intent(.browser)
        case .character("n"): return .list(.nextPage)
        case .character("p"): return .list(.previousPage)
        case .character("r"): return .list(.reload)
        case .character("s"): return .toggleStock
        case .character("f"): return .toggleFollow
        case .character("S"): return .sort
        case .character("x"): return .toggleRead
        case .character("U"): return .nextUnread
        case .character("A"): return .markAboveRead
        case .character("y"): return .history
        case .character("d"): return .showChanges
        case .tab: return .nextFeed
        case .backTab: return .previousFeed
        case .character("/"): return .prompt
        case .character("?"): return .help
        case .character("q"): return .backOrQuit
        case .character("Q"): return .quit
        case .control("c"): return .interrupt
        case .control("l"): return .redraw
        case .control("z"): return .suspend
        case .escape: return .cancel
        case .character(let character):
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            return .digit(digit)
        default:
            return nil
        }
    }
}

/// The key help shown by `?`: two columns when the window is wide enough, one otherwise, and
/// scrolled with j and k when it is taller than the window.
package enum HelpText {
    /// Each binding: its keys, and what they do.
    static let bindings: [(keys: String, meaning: String)] = [
        ("j k ↓ ↑", "move"), ("Ctrl-d Ctrl-u", "half a page"), ("Space b PgDn PgUp", "a page"),
        ("g G Home End", "top, bottom"), ("Enter →", "open"), ("Backspace ← H", "back"), ("L", "forward"),
        ("n p", "next, previous page"), ("u", "author's posts"), ("t", "tags"), ("c", "comments"),
        ("o", "open in the browser"), ("s", "stock / unstock (signed in)"),
        ("f", "follow / unfollow (signed in)"), ("x", "read / unread"),
        ("U", "next unread"), ("A", "all above read"), ("y", "history (what you read)"),
        ("d", "changes since you read it"), ("Tab Shift-Tab", "next, previous feed"),
        ("S", "sort by date, likes, stocks"),
        ("/", "@user #tag URL ?words, or search"), ("/&word", "only the loaded rows with it"),
        ("3 Enter", "follow link [3]"), ("r", "reload / retry"), ("Ctrl-L", "redraw"),
        ("q", "back; quit at the first screen"), ("Q Ctrl-C", "quit"), ("?", "this help"),
    ]

    private static let keyColumn = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
    private static let gap = 3

    /// The help's lines for a box `width` columns wide inside: two bindings a line when both
    /// columns fit, else one, else each binding's keys above what they do.
    package static func lines(width: Int) -> [String] {
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
    package static func page(in size: TerminalSize, scroll: Int) -> (lines: [String], maximumScroll: Int) {
        page(width: size.columns - 4, height: size.rows - 3, scroll: scroll)
    }

    /// What the help box shows with `height` lines inside, scrolled by `scroll`, and the largest
    /// scroll there is. The last line says how to close it, and how to scroll when it does not fit.
    static func page(width: Int, height: Int, scroll: Int) -> (lines: [String], maximumScroll: Int) {
        let all = lines(width: width)
        guard height >= 2, all.count + 2 > height else { return (all + ["", "Any key closes this help."], 0) }
        let shown = height - 1
        let maximumScroll = all.count - shown
        let top = min(max(0, scroll), maximumScroll)
        let footer = "j k: scroll (\(top + shown)/\(all.count)) · other keys close"
        return (Array(all[top..<top + shown]) + [footer], maximumScroll)
    }
}
