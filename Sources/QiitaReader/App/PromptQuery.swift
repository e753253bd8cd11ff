import QiitaAPI

/// What was typed at the `/` prompt: `@user`, `@me`, `#tag`, an item id, a qiita.com address,
/// `?words` to find in the local library, `&word` to filter the list on screen, or words to
/// search Qiita for.
enum PromptQuery {
    /// What Enter does with the text.
    enum Outcome: Equatable {
        case open(Screen)
        /// Show only the loaded rows of the list on screen whose title, tags or author hold it.
        case filter(String)
        /// The text is the start of a name (`@`, `#`): the prompt stays, saying what to type.
        case ask(String)
        case nothing
    }

    static func outcome(for input: String, host: QiitaHost) -> Outcome {
        let text = input.trimmingWhitespace()
        guard !text.isEmpty else { return .nothing }
        if text == "@" { return .ask("type a user name after @, as in @qiita") }
        if text == "#" { return .ask("type a tag after #, as in #Swift") }
        if text.hasPrefix("&") {
            let word = text.dropFirst().trimmingWhitespace()
            return word.isEmpty ? .ask("type a word after & to show only the rows that have it") : .filter(word)
        }
        return .open(screen(for: text, host: host))
    }

    private static func screen(for text: String, host: QiitaHost) -> Screen {
        if let link = QiitaLink(url: text, host: host), text.contains("/") { return Screen(link) }
        if QiitaLink.isItemID(text) { return .item(text) }
        if text == "@me" { return .myItems() }
        if text.hasPrefix("@"), QiitaLink.isUserID(text.dropFirst()) { return .user(String(text.dropFirst())) }
        if text.hasPrefix("#"), !text.contains(" ") { return .tag(String(text.dropFirst())) }
        if text.hasPrefix("?") {
            let words = text.dropFirst().trimmingWhitespace()
            return words.isEmpty ? .history : Screen(.found(words))
        }
        return .search(text)
    }
}
