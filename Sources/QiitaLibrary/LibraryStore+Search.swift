import Foundation
import GRDB
import TerminalText

extension LibraryStore {
    /// Finds items whose title, body, tags or author contain every word (substring match on folded
    /// text, so Japanese needs no spaces), best first. Words of three characters or more go
    /// through the trigram index and are ranked by bm25; when they match more than
    /// ``rankedMatches`` items (and `limit`), only that many, first saved most recently, are
    /// looked at, the older left out. Shorter words, which trigrams cannot match, are checked by
    /// scanning the folded text (GLOB, byte-wise and faster than instr), and alone they rank
    /// title over tags over author over body, then the newest saved first.
    package func find(_ words: [String], limit: Int = 20, snippetLength: Int = 80) throws(LibraryError) -> [SearchHit] {
        let terms = SearchText.terms(of: words)
        guard !terms.isEmpty, limit > 0 else { return [] }
        // A search with nothing new to index writes nothing: no lock, no WAL frame, no sync.
        if try read({ db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM search_pending)") ?? false }) {
            try write { db in try Self.indexPending(in: db) }
        }
        let long = terms.filter { $0.unicodeScalars.count >= 3 }
        let short = terms.filter { $0.unicodeScalars.count < 3 }

        var arguments: [String: (any DatabaseValueConvertible)?] = ["limit": limit]
        var conditions: [String] = []
        for (index, term) in short.enumerated() {
            arguments["s\(index)"] = Self.globPattern(containing: term)
            conditions.append(
                "(title GLOB :s\(index) OR body GLOB :s\(index) OR tags GLOB :s\(index) OR author GLOB :s\(index))")
        }
        let score: String
        let order: String
        if long.isEmpty {
            score = short.indices.map { index in
                let term = ":s\(index)"
                return "((title GLOB \(term)) * 8 + (tags GLOB \(term)) * 4 + (author GLOB \(term)) * 2)"
            }.joined(separator: " + ")
            order = "score DESC, rowid DESC"
        } else {
            arguments["match"] = long.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }.joined(separator: " AND ")
            conditions.insert("item_search MATCH :match", at: 0)
            // bm25 reads every ranked item's matches and size: a word in thousands of items
            // would cost time in proportion, so only the newest `rankedMatches` (or `limit`, if
            // more) are looked at. Not with a short word too: its scan would then run twice, and
            // it narrows the matches itself.
            if short.isEmpty {
                arguments["pool"] = max(Self.rankedMatches, limit) - 1
                conditions.append(
                    """
                    rowid >= coalesce((SELECT rowid FROM item_search WHERE item_search MATCH :match
                        ORDER BY rowid DESC LIMIT 1 OFFSET :pool), 0)
                    """)
            }
            score = "bm25(item_search, 10.0, 1.0, 5.0, 3.0)"
            order = "score, rowid DESC"
        }
        let sql = """
            SELECT rowid, \(score) AS score FROM item_search
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order) LIMIT :limit
            """
        return try read { db in
            let ranked = try Int64.fetchAll(db, sql: sql, arguments: StatementArguments(arguments))
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT num, id, title, body, author_id FROM item
                    WHERE num IN (SELECT value FROM json_each(?))
                    """, arguments: [String(describing: ranked)])
            let byNum = Dictionary(rows.map { ($0["num"] as Int64, $0) }) { first, _ in first }
            return ranked.compactMap { num in
                byNum[num].map { row in
                    SearchHit(
                        itemID: row["id"], title: SearchSnippet(source: row["title"], terms: terms, length: nil),
                        snippet: SearchSnippet(source: row["body"], terms: terms, length: snippetLength),
                        authorID: row["author_id"])
                }
            }
        }
    }

    /// How many of the items a search of long words matches, the last saved, are ranked.
    static let rankedMatches = 500

    /// `*term*` with GLOB's own characters made literal.
    static func globPattern(containing term: String) -> String {
        var pattern = "*"
        for character in term {
            switch character {
            case "*": pattern += "[*]"
            case "?": pattern += "[?]"
            case "[": pattern += "[[]"
            default: pattern.append(character)
            }
        }
        return pattern + "*"
    }
}
