/// The `query` of `GET /items`: space-separated terms, all of which must match, and `OR`
/// between such groups, any of which may match (`tag:Swift OR tag:Go OR user:alice`). Supported:
/// free words (case-insensitive, in title or body), `tag:X`, `user:X`, `title:X`,
/// `stocks:>N` (`>=`, `<`, `<=`, bare `N` meaning `>=N`), `created:>=YYYY-MM-DD` (`>`, `<`,
/// `<=`, bare date meaning that day, Japan time), quoted values (`user:"a b"`, `"two words"`),
/// and `-` before a term to exclude. Unknown `x:y` terms are free words. `OR` separates only
/// in capitals and unquoted; one with nothing on a side (first, last, doubled) is dropped.
struct SearchQuery: Sendable {
    enum Comparison: Sendable, Equatable {
        case greater, greaterOrEqual, less, lessOrEqual, equal
    }

    enum Condition: Sendable, Equatable {
        case word(String)
        case tag(String)
        case user(String)
        case title(String)
        case stocks(Comparison, Int)
        /// `created_at` within `[from, until)`, in UNIX seconds.
        case created(from: Int, until: Int)
    }

    struct Term: Sendable, Equatable {
        var condition: Condition
        var negated: Bool
    }

    /// Groups of terms, each group all of whose terms must match; an item matches any group.
    let alternatives: [[Term]]

    init(_ text: String) {
        var alternatives: [[Term]] = [[]]
        for token in Self.quotedTokens(of: text) {
            if token.text == "OR" && !token.quoted {
                alternatives.append([])
            } else if let term = Self.term(token.text) {
                alternatives[alternatives.count - 1].append(term)
            }
        }
        self.alternatives = alternatives.filter { !$0.isEmpty }
    }

    var isEmpty: Bool { alternatives.isEmpty }

    /// Whether the item satisfies every term of some group. The body is asked for at most once,
    /// and only when a free word is not found in the title, since generating it is the costly
    /// part; it is searched ignoring ASCII case, byte by byte (lower-casing megabytes of text
    /// would dominate).
    func matches(_ item: FakeItem, body: () -> String) -> Bool {
        guard !alternatives.isEmpty else { return true }
        var itemBody: String?
        for terms in alternatives where terms.allSatisfy({ satisfies($0.condition, item, &itemBody, body) != $0.negated }) {
            return true
        }
        return false
    }

    private func satisfies(_ condition: Condition, _ item: FakeItem, _ itemBody: inout String?, _ body: () -> String) -> Bool {
        switch condition {
        case .word(let word):
            if item.title.lowercased().contains(word) { return true }
            if itemBody == nil { itemBody = body() }
            return Self.contains(itemBody ?? "", lowercasedWord: Array(word.utf8))
        case .tag(let name): return item.tags.contains { $0.lowercased() == name }
        case .user(let id): return item.userID.lowercased() == id
        case .title(let text): return item.title.lowercased().contains(text)
        case .stocks(let comparison, let value): return Self.compare(item.stocksCount, comparison, value)
        case .created(let from, let until):
            return item.createdAt.secondsSince1970 >= from && item.createdAt.secondsSince1970 < until
        }
    }

    /// Substring search that folds ASCII upper case in the text (the word is already lower case).
    static func contains(_ text: String, lowercasedWord word: [UInt8]) -> Bool {
        guard let first = word.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard word.count <= bytes.count else { return false }
            let fold: (UInt8) -> UInt8 = { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            var index = 0
            let last = bytes.count - word.count
            while index <= last {
                if fold(bytes[index]) == first {
                    var offset = 1
                    while offset < word.count && fold(bytes[index + offset]) == word[offset] { offset += 1 }
                    if offset == word.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    private static func compare(_ lhs: Int, _ comparison: Comparison, _ rhs: Int) -> Bool {
        switch comparison {
        case .greater: lhs > rhs
        case .greaterOrEqual, .equal: lhs >= rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        }
    }

    /// Splits on spaces outside double quotes; quotes are removed.
    static func tokens(of text: String) -> [String] {
        quotedTokens(of: text).map(\.text)
    }

    /// The tokens, each with whether any of it was quoted: a quoted `"OR"` is a word, not `OR`.
    private static func quotedTokens(of text: String) -> [(text: String, quoted: Bool)] {
        var tokens: [(text: String, quoted: Bool)] = []
        var current = ""
        var quoted = false
        var hadQuote = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                hadQuote = true
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { tokens.append((current, hadQuote)) }
                current = ""
                hadQuote = false
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append((current, hadQuote)) }
        return tokens
    }

    private static func term(_ token: String) -> Term? {
        var text = Substring(token)
        var negated = false
        if text.count > 1, text.first == "-" {
            negated = true
            text = text.dropFirst()
        }
        let word = Term(condition: .word(String(text).lowercased()), negated: negated)
        guard let colon = text.firstIndex(of: ":") else { return word }
        let key = text[..<colon].lowercased()
        let value = String(text[text.index(after: colon)...])
        guard !value.isEmpty else { return word }
        switch key {
        case "tag": return Term(condition: .tag(value.lowercased()), negated: negated)
        case "user": return Term(condition: .user(value.lowercased()), negated: negated)
        case "title": return Term(condition: .title(value.lowercased()), negated: negated)
        case "stocks":
            guard let (comparison, number) = comparison(value), let count = Int(number) else { return word }
            return Term(condition: .stocks(comparison, count), negated: negated)
        case "created":
            guard let (comparison, date) = comparison(value), let day = QiitaTimestamp.startOfJapanDay(date) else {
                return word
            }
            let start = day.secondsSince1970
            let next = start + 86_400
            let range: (Int, Int) = switch comparison {
            case .greater: (next, Int.max)
            case .greaterOrEqual: (start, Int.max)
            case .less: (Int.min, start)
            case .lessOrEqual: (Int.min, next)
            case .equal: (start, next)
            }
            return Term(condition: .created(from: range.0, until: range.1), negated: negated)
        default: return word
        }
    }

    private static func comparison(_ value: String) -> (Comparison, String)? {
        for (prefix, comparison) in [(">=", Comparison.greaterOrEqual), ("<=", .lessOrEqual), (">", .greater), ("<", .less)] {
            if value.hasPrefix(prefix) { return (comparison, String(value.dropFirst(prefix.count))) }
        }
        return (.equal, value)
    }
}
