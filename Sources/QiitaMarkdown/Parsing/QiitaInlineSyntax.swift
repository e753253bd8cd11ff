import TerminalText

/// Qiita's text-level additions to CommonMark, applied to cmark's inline output:
/// `$…$` and `$$…$$` math, `` $`…`$ `` math, `@mentions` and `:emoji:` shortcodes.
///
/// cmark has already taken code spans, links and escapes, so these rules only see plain text.
/// A `$` that does not open well-formed math (`$5 and $6`) stays text.
enum QiitaInlineSyntax {
    static func expand(_ inlines: [MarkdownInline], mentions: Bool) -> [MarkdownInline] {
        guard needsExpansion(inlines) else { return inlines }
        var items = inlines
        var result: [MarkdownInline] = []
        result.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            // `$` + code span + `$`: Qiita's safe form of inline math. What follows the closing
            // `$` takes the place of that text node and is expanded in turn: one pass, however
            // many formulas a paragraph holds.
            if index + 2 < items.count, case .text(let before) = items[index], before.hasSuffix("$"),
                case .code(let tex) = items[index + 1], case .text(let after) = items[index + 2],
                after.hasPrefix("$")
            {
                result.append(contentsOf: expandText(String(before.dropLast()), mentions: mentions))
                result.append(.math(tex))
                items[index + 2] = .text(String(after.dropFirst()))
                index += 2
                continue
            }
            if case .text(let text) = items[index] {
                result.append(contentsOf: expandText(text, mentions: mentions))
            } else {
                result.append(items[index])
            }
            index += 1
        }
        return merged(result)
    }

    /// Whether expanding could change `inlines`: some text may hold syntax, or texts are
    /// empty or adjacent (which expanding joins). Most runs of inline content hold none.
    private static func needsExpansion(_ inlines: [MarkdownInline]) -> Bool {
        var previousIsText = false
        for inline in inlines {
            guard case .text(let text) = inline else {
                previousIsText = false
                continue
            }
            if previousIsText || text.isEmpty || mayHaveSyntax(text) { return true }
            previousIsText = true
        }
        return false
    }

    /// One text node split into text, math and mentions, with emoji shortcodes replaced.
    static func expandText(_ text: String, mentions: Bool) -> [MarkdownInline] {
        guard mayHaveSyntax(text) else { return [.text(text)] }
        let bytes = Array(text.utf8)
        var result: [MarkdownInline] = []
        var pending: [UInt8] = []
        var runStart = 0
        var index = 0
        func flushRun(upTo end: Int) {
            if end > runStart { pending.append(contentsOf: bytes[runStart..<end]) }
        }
        func flushPending() {
            if !pending.isEmpty { result.append(.text(String(decoding: pending, as: UTF8.self))) }
            pending.removeAll(keepingCapacity: true)
        }
        /// Ends the text before `index` and appends `inline`, which runs up to `next`.
        func take(_ inline: MarkdownInline, until next: Int) {
            flushRun(upTo: index)
            flushPending()
            result.append(inline)
            index = next
            runStart = next
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "$"):
                if let (tex, next) = math(in: bytes, at: index) {
                    take(.math(tex), until: next)
                    continue
                }
            case UInt8(ascii: "@") where mentions:
                if let (name, next) = mention(in: bytes, at: index) {
                    take(.mention(name), until: next)
                    continue
                }
            case UInt8(ascii: ":"):
                if let (emoji, next) = EmojiShortcodes.match(in: bytes, at: index) {
                    flushRun(upTo: index)
                    pending.append(contentsOf: emoji.utf8)
                    index = next
                    runStart = next
                    continue
                }
            default:
                break
            }
            index += 1
        }
        flushRun(upTo: bytes.count)
        flushPending()
        return result
    }

    private static func mayHaveSyntax(_ text: String) -> Bool {
        let dollar = UInt8(ascii: "$"), at = UInt8(ascii: "@"), colon = UInt8(ascii: ":")
        let found = text.utf8.withContiguousStorageIfAvailable {
            ByteScan.firstIndex(of: dollar, at, colon, in: $0) != nil
        }
        return found ?? text.utf8.contains { $0 == dollar || $0 == at || $0 == colon }
    }

    /// `$tex$` (no space just inside either `$`, no digit right after the closing one) or
    /// `$$tex$$`, starting at `start`: the TeX and the index after the closing dollar(s).
    private static func math(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        let dollar = UInt8(ascii: "$")
        if start + 1 < bytes.count, bytes[start + 1] == dollar {
            var index = start + 2
            while index + 1 < bytes.count {
                if bytes[index] == dollar && bytes[index + 1] == dollar {
                    guard index > start + 2 else { return nil }
                    return (String(decoding: bytes[(start + 2)..<index], as: UTF8.self), index + 2)
                }
                index += 1
            }
            return nil
        }
        let open = start + 1
        guard open < bytes.count, !isSpace(bytes[open]) else { return nil }
        var index = open
        while index < bytes.count, bytes[index] != dollar { index += 1 }
        guard index < bytes.count, index > open, !isSpace(bytes[index - 1]) else { return nil }
        if index + 1 < bytes.count, ASCII.isDigit(bytes[index + 1]) { return nil }
        return (String(decoding: bytes[open..<index], as: UTF8.self), index + 1)
    }

    /// `@name` where the `@` does not follow a word character (so e-mail addresses stay text)
    /// and the name is not a scoped package (`@types/node`).
    private static func mention(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        if start > 0 {
            let previous = bytes[start - 1]
            if ASCII.isWordByte(previous) || previous == UInt8(ascii: ".") || previous == UInt8(ascii: "@")
                || previous == UInt8(ascii: "/") || previous == UInt8(ascii: "-")
            {
                return nil
            }
        }
        var index = start + 1
        guard index < bytes.count, ASCII.isWordByte(bytes[index]) else { return nil }
        while index < bytes.count, ASCII.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "@") {
            return nil
        }
        return (String(decoding: bytes[(start + 1)..<index], as: UTF8.self), index)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Adjacent texts joined, so that layout sees words whole.
    private static func merged(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        var result: [MarkdownInline] = []
        result.reserveCapacity(inlines.count)
        for inline in inlines {
            if case .text(let text) = inline, case .text(let previous)? = result.last {
                result[result.count - 1] = .text(previous + text)
            } else if case .text(let text) = inline, text.isEmpty {
                continue
            } else {
                result.append(inline)
            }
        }
        return result
    }
}
