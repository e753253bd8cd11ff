import TestSupport

/// Strings made from pieces chosen to meet every fast path and every way out of one: ASCII,
/// controls, kana and kanji, box drawing, combining marks, emoji sequences, regional
/// indicators, Hangul jamo, CR LF, prepended and spacing marks, and the scalars the sanitizer
/// looks for.
enum TrickyText {
    static let pieces: [String] = [
        "a", "Z", "0", " ", "  ", "~", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
        "é", "e\u{301}", "\u{301}", "\u{20DD}", "ß", "©", "©\u{FE0F}", "\u{200D}", "\u{FE0F}", "\u{FE0E}",
        "あ", "ア", "ｱ", "ﾞ", "ｶﾞ", "日本", "「", "」", "、", "。", "ー", "〜", "\u{3099}", "か\u{3099}",
        "─", "│", "┌", "…", "→", "※", "①", "★", "♪", "ω",
        "👍", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "🇯", "🇵", "1️⃣", "❤️", "☺︎", "🏳️‍🌈",
        "한", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{0915}\u{094D}\u{0937}", "\u{0600}1", "\u{0E01}\u{0E33}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{AD}", "\u{FFFD}", "𝒜", "😀",
    ]

    static func string(_ generator: inout SeededGenerator, maximumPieces: Int = 24) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumPieces, using: &generator) {
            text += pieces.randomElement(using: &generator) ?? ""
        }
        return text
    }
}
