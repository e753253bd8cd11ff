/// What a code fence's info string says, read the way Qiita reads it.
///
/// Qiita accepts `lang:filename`, a file name alone (`index.js`, whose extension then names the
/// language), a plain language (`swift`), and `diff_lang` for a diff of code in `lang`.
struct CodeFenceInfo: Sendable, Hashable {
    /// The language as written (`swift`, `diff_ruby`, `js`), nil when none was given.
    var language: String?
    var filename: String?

    init(language: String?, filename: String?) {
        self.language = language
        self.filename = filename
    }

    /// Parses an info string such as `ruby:app.rb`, `app.rb`, `diff_ruby` or `python {.x}`.
    init(_ info: String) {
        let trimmed = info.trimmingSpaces()
        guard !trimmed.isEmpty else {
            self.init(language: nil, filename: nil)
            return
        }
        if let colon = trimmed.firstIndex(of: ":") {
            let language = String(trimmed[..<colon]).trimmingSpaces()
            let filename = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces()
            self.init(language: language.isEmpty ? nil : language, filename: filename.isEmpty ? nil : filename)
            return
        }
        let word = trimmed.split(separator: " ", maxSplits: 1).first.map(String.init) ?? trimmed
        if let dot = word.lastIndex(of: "."), dot != word.startIndex, word.index(after: dot) != word.endIndex {
            self.init(language: String(word[word.index(after: dot)...]), filename: word)
            return
        }
        self.init(language: word, filename: nil)
    }

    /// Whether the fence holds TeX display math rather than code.
    var isMath: Bool { language?.lowercased() == "math" && filename == nil }

    /// What the code block's title bar shows: the file name, else the language.
    var title: String? { filename ?? language }
}
