/// The `query` of `GET /items`: space-separated terms, all of which must match. Supported:
/// free words (case-insensitive, in title or body), `tag:X`, `user:X`, `title:X`,
/// `stocks:>N` (`>=`, `<`, `<=`, bare `N` meaning `>=N`), `created:>=YYYY-MM-DD` (`>`, `<`,
/// `<=`, bare date meaning that day, Japan time), quoted values (`user:"a b"`, `"two words"`),
/// and `-` before a term to exclude. Unknown `x:y` terms are free words.
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

    let terms: [Term]

    init(_ text: String) {
        terms = Self.tokens(of: text).compactMap(Self.term)
    }

    var isEmpty: Bool { terms.isEmpty }

    /// Whether the item satisfies every term. The body is asked for only when a free word
    /// is not found in the title, since generating it is the costly part; it is searched
    /// ignoring ASCII case, byte by byte (lower-casing megabytes of text would dominate).
    func matches(_ item: FakeItem, body: () -> String) -> Bool {
        var itemBody: String?
        for term in terms {
            let satisfied: Bool
            switch term.condition {
            case .word(let word):
                if item.title.lowercased().contains(word) {
                    satisfied = true
                } else {
                    if itemBody == nil { itemBody = body() }
                    satisfied = Self.contains(itemBody ?? "", lowercasedWord: Array(word.utf8))
                }
            case .tag(let name): satisfied = item.tags.contains { $0.lowercased() == name }
            case .user(let id): satisfied = item.userID.lowercased() == id
            case .title(let text): satisfied = item.title.lowercased().contains(text)
            case .stocks(let comparison, let value): satisfied = Self.compare(item.stocksCount, comparison, value)
            case .created(let from, let until):
                satisfied = item.createdAt.secondsSince1970 >= from && item.createdAt.secondsSince1970 < until
            }
            if satisfied == term.negated { return false }
        }
        return true
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
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace && !quoted {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
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
