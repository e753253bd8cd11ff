import QiitaAPI
import QiitaLibrary
import TerminalText

/// One article `qiita find` found, with the text around the match.
struct FindRow: Sendable {
    var hit: SearchHit
    /// The stored API object of the item.
    var object: JSONValue?

    var json: JSONValue {
        LocalRows.merging(
            object,
            [
                JSONField("id", JSONValue(hit.itemID)), JSONField("snippet", JSONValue(hit.snippet.text)),
                JSONField("matches", .array(hit.snippet.matchedParts.map { JSONValue(String($0)) })),
            ])
    }
}

/// The fields `qiita find --json` may name.
enum FindFields: JSONFieldNames {
    static let fieldNames = ["id", "title", "url", "user", "tags", "updated_at", "snippet", "matches"]
}

/// Search results as a table (title, the text around the match, author) or TSV (`id`, `title`,
/// `user`, `snippet`, `url`), matches between « and » on a terminal.
struct FindListFormat: ListFormat {
    typealias JSONModel = FindFields
    var noun: String { "articles found" }
    var columns: [TableColumn] {
        [
            TableColumn("TITLE", preferredWidth: 36, minimumWidth: 12),
            TableColumn("MATCH", preferredWidth: 40, minimumWidth: 12, isFlexible: true),
            TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 8, dropPriority: 1),
        ]
    }

    func id(of row: FindRow) -> String { row.hit.itemID }

    func cells(for row: FindRow) -> [Span] {
        [marked(row.hit.title), marked(row.hit.snippet), Span("@" + Sanitizer.line(row.hit.authorID), style: .fg(.green))]
    }

    func fields(for row: FindRow) -> [String] {
        [row.hit.itemID, row.hit.title.text, row.hit.authorID, row.hit.snippet.text, row.object?["url"]?.stringValue ?? ""]
    }

    /// A cell's text with its matches between « and », which survive a cut cell and no colour.
    private func marked(_ snippet: SearchSnippet) -> Span {
        Span(Sanitizer.line(snippet.marked(open: "«", close: "»")))
    }
}
