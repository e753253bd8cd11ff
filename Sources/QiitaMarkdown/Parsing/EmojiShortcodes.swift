/// The `:shortcode:` emoji (GitHub's names, which Qiita uses) and what they stand for, read
/// once from the generated ``EmojiTable``.
///
/// Shortcodes not in the table stay as typed: Qiita's own images (`:qiitan:`) have no character.
package enum EmojiShortcodes {
    static func emoji(named name: String) -> String? {
        emoji(named: Array(name.utf8)[...])
    }

    /// The emoji for the name in `key`, the UTF-8 of a shortcode without its colons.
    private static func emoji(named key: ArraySlice<UInt8>) -> String? {
        var lines = EmojiTable.lines
        return lines.withUTF8 { bytes -> String? in
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                let entry = entries[middle]
                let candidate = UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.tab])
                if candidate.elementsEqual(key) {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[(entry.tab + 1)..<entry.end]), as: UTF8.self)
                }
                if candidate.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// `:name:` at `start` (a colon) for a name in the table: the emoji and the index after
    /// the closing colon.
    static func match(in bytes: [UInt8], at start: Int) -> (String, Int)? {
        var index = start + 1
        while index < bytes.count, index - start <= 32 {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                guard index > start + 1 else { return nil }
                guard let emoji = emoji(named: bytes[(start + 1)..<index]) else { return nil }
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

    /// Where each `name<TAB>emoji` line of the table is, found once. The generator sorts the
    /// lines by name, so a lookup is a binary search: a dictionary of two thousand strings built
    /// first took milliseconds of every run that met a colon.
    private static let entries: [(start: Int, tab: Int, end: Int)] = {
        var entries: [(start: Int, tab: Int, end: Int)] = []
        entries.reserveCapacity(2048)
        var lines = EmojiTable.lines
        lines.withUTF8 { bytes in
            var start = 0
            var tab: Int?
            for index in 0...bytes.count {
                if index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                    if let tab { entries.append((start, tab, index)) }
                    start = index + 1
                    tab = nil
                } else if bytes[index] == UInt8(ascii: "\t"), tab == nil {
                    tab = index
                }
            }
        }
        return entries
    }()
}
