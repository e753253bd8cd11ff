import TerminalUI

/// What a key means while browsing. Shown to the user by `?` (``HelpText``).
enum ReaderAction: Hashable, Sendable {
    case list(ListCommand)
    case intent(ReaderIntent)
    case back, forward
    case openSelection
    case prompt, help, quit, redraw, suspend, cancel
    /// Ctrl-C: quit as SIGINT would, so the shell sees 130.
    case interrupt
    case toggleStock
    /// `x`, `U`, `A`, `y`: read and unread, the next unread, everything above read, the history.
    case toggleRead, nextUnread, markAboveRead, history
    /// `d`: what changed in the article since it was read.
    case showChanges
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
        case .character("x"): return .toggleRead
        case .character("U"): return .nextUnread
        case .character("A"): return .markAboveRead
        case .character("y"): return .history
        case .character("d"): return .showChanges
        case .character("/"): return .prompt
        case .character("?"): return .help
        case .character("q"): return .quit
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

/// The key help shown by `?`.
enum HelpText {
    static let lines: [String] = [
        "Keys",
        "",
        "j k ↓ ↑          move             Ctrl-d Ctrl-u   half a page",
        "Space b PgDn PgUp a page          g G Home End    top, bottom",
        "Enter →          open             Backspace ← H   back",
        "L                forward          n p             next, previous page",
        "u                author's posts   t               tags",
        "c                comments         o               open in the browser",
        "s                stock / unstock the article (needs `qiita auth login`)",
        "x                read / unread    U               next unread",
        "A                all above read   y               history (what you read)",
        "d                what changed in the article since you read it",
        "/                go to: @user #tag item-id URL, words to search, ?words in the library",
        "3 Enter          follow link [3] of an article",
        "r                reload / retry   Ctrl-L          redraw",
        "q Ctrl-C         quit             ?               this help",
        "",
        "Any key closes this help.",
    ]
}
