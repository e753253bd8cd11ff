import QiitaAPI

extension ItemSummary {
    /// Whether the title, a tag or the author holds `word`, ignoring case: what `/&word` keeps.
    func mentions(_ word: String) -> Bool {
        let needle = word.lowercased()
        return title.lowercased().contains(needle) || user.id.lowercased().contains(needle)
            || tags.contains { $0.name.lowercased().contains(needle) }
    }
}
