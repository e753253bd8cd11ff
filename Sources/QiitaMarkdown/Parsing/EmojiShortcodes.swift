/// The `:shortcode:` emoji (GitHub's names, which Qiita uses) and what they stand for, read
/// once from the generated ``EmojiTable``.
///
/// Shortcodes not in the table stay as typed: Qiita's own images (`:qiitan:`) have no character.
package enum EmojiShortcodes {
    static func emoji(named name: String) -> String? {
        table[name]
    }

    /// `:name:` at `start` (a colon) for a name in the table: the emoji and the index after
    /// the closing colon.
    static func match(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var index = start + 1
        while index < bytes.count, index - start <= 32 {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                guard index > start + 1 else { return nil }
                let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
                guard let emoji = emoji(named: name) else { return nil }
                return (emoji, index + 1)
            }
            guard ASCII.isWordByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else { return nil }
            index += 1
        }
        return nil
    }

    /// `text` with its shortcodes as emoji: for text shown outside an article (a comment in a
    /// table), where no Markdown is parsed.
    package static func replacing(in text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: ":")) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ":"), let (emoji, next) = match(in: bytes, at: index) {
                output += Array(emoji.utf8)
                index = next
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let table: [String: String] = {
        var table: [String: String] = [:]
        for line in EmojiTable.lines.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            table[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return table
    }()
}
