import QiitaAPI

/// What was typed at the `/` prompt: `@user`, `@me`, `#tag`, an item id, a qiita.com address,
/// `?words` to find in the local library, or words to search Qiita for.
enum PromptQuery {
    static func screen(for input: String, host: QiitaHost) -> Screen? {
        let text = input.trimmingWhitespace()
        guard !text.isEmpty else { return nil }
        if let link = QiitaLink(url: text, host: host), text.contains("/") { return Screen(link) }
        if QiitaLink.isItemID(text) { return .item(text) }
        if text == "@me" { return .myItems() }
        if text.hasPrefix("@"), QiitaLink.isUserID(text.dropFirst()) { return .user(String(text.dropFirst())) }
        if text.hasPrefix("#"), text.count > 1, !text.contains(" ") { return .tag(String(text.dropFirst())) }
        if text.hasPrefix("?") {
            let words = text.dropFirst().trimmingWhitespace()
            return words.isEmpty ? .history : Screen(.found(words))
        }
        return .search(text)
    }
}

