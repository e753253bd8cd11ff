import QiitaAPI
import QiitaLibrary
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One article read, as `qiita history` lists it.
struct HistoryRow: Sendable {
    var state: ReadingState
    /// The stored API object, when the library still has the item.
    var object: JSONValue?

    var title: String { object?["title"]?.stringValue ?? state.title ?? state.itemID }
    var author: String { object?["user"]?["id"]?.stringValue ?? "" }
    var url: String { object?["url"]?.stringValue ?? "" }
    var isUpdated: Bool { object?["updated_at"]?.stringValue.map(state.isUpdated(comparedWith:)) ?? false }

    /// The JSON `--json` prints: the item's own fields and the reading ones.
    var json: JSONValue {
        LocalRows.merging(
            object,
            [
                JSONField("id", JSONValue(state.itemID)), JSONField("read_at", JSONValue(Self.iso(state.lastReadAt))),
                JSONField("first_read_at", JSONValue(Self.iso(state.firstReadAt))), JSONField("read", .bool(state.isRead)),
                JSONField("position", JSONValue(state.position)), JSONField("updated_since_read", .bool(isUpdated)),
            ])
    }

    static func iso(_ date: Date) -> String { date.formatted(.iso8601) }
}

/// The fields `qiita history --json` may name.
enum HistoryFields: JSONFieldNames {
    static let fieldNames = ["id", "title", "url", "user", "tags", "updated_at", "read_at", "first_read_at", "read", "position",
        "updated_since_read"]
}

/// History as a table (when read, title, author) or TSV (`id`, `read_at`, `title`, `user`, `url`).
struct HistoryListFormat: ListFormat {
    typealias JSONModel = HistoryFields
    var noun: String { "articles read" }
    var columns: [TableColumn] {
        [
            TableColumn("READ", preferredWidth: 16, minimumWidth: 10, dropPriority: 1),
            TableColumn("TITLE", preferredWidth: 40, minimumWidth: 12, isFlexible: true),
            TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 8, dropPriority: 2),
        ]
    }

    func id(of row: HistoryRow) -> String { row.state.itemID }

    func cells(for row: HistoryRow) -> [Span] {
        [
            Span(LocalTime.minute(row.state.lastReadAt), style: .dim),
            Span(Sanitizer.line(row.title) + (row.isUpdated ? " (updated since you read it)" : "")),
            Span("@" + Sanitizer.line(row.author), style: .fg(.green)),
        ]
    }

    func fields(for row: HistoryRow) -> [String] {
        [row.state.itemID, HistoryRow.iso(row.state.lastReadAt), row.title, row.author, row.url]
    }
}
