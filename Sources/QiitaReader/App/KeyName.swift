import TerminalUI

/// Keys as people write them in the config file and read them in the help: `j`, `Enter`,
/// `Tab`, `Shift-Tab`, `Space`, `Ctrl-d`, `Up`, `PgDn`.
package enum KeyName {
    private static let named: [(names: [String], key: Key)] = [
        (["enter", "return"], .enter), (["tab"], .tab), (["shift-tab", "backtab"], .backTab),
        (["space"], .character(" ")), (["backspace"], .backspace), (["esc", "escape"], .escape),
        (["up", "↑"], .up), (["down", "↓"], .down), (["left", "←"], .left), (["right", "→"], .right),
        (["home"], .home), (["end"], .end), (["pgup", "pageup"], .pageUp), (["pgdn", "pagedown"], .pageDown),
    ]

    /// The key `text` names; nil for anything else.
    package static func key(_ text: String) -> Key? {
        let lower = text.lowercased()
        if let entry = named.first(where: { $0.names.contains(lower) }) { return entry.key }
        if lower.hasPrefix("ctrl-"), text.count == 6, let letter = lower.last, letter.isASCII, !letter.isWhitespace {
            return .control(letter)
        }
        if text.count == 1, let character = text.first, !character.isWhitespace, !character.isNewline {
            return .character(character)
        }
        return nil
    }

    /// How the help shows `key`.
    package static func display(_ key: Key) -> String {
        switch key {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-\(letter)"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        default:
            return named.first { $0.key == key }.map { $0.names[0].prefix(1).uppercased() + $0.names[0].dropFirst() } ?? "?"
        }
    }
}
