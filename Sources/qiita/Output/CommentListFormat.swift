import QiitaAPI
import QiitaMarkdown
import TerminalText

/// Comments as a table (date, author, first line) or as TSV (`id`, `created_at`, `user`, `body`
/// with newlines as spaces).
struct CommentListFormat: ListFormat {
    typealias Element = QiitaAPI.Comment
    typealias JSONModel = QiitaAPI.Comment
    var noun: String { "comments" }

    var columns: [TableColumn] {
        [
            TableColumn("DATE", preferredWidth: 16, minimumWidth: 10, dropPriority: 1),
            TableColumn("AUTHOR", preferredWidth: 16, minimumWidth: 8),
            TableColumn("COMMENT", preferredWidth: 20, minimumWidth: 10, isFlexible: true),
        ]
    }

    func id(of comment: QiitaAPI.Comment) -> String { comment.id }

    func cells(for comment: QiitaAPI.Comment) -> [Span] {
        // The whole comment on one line: the table's column ends it with … when it is longer.
        let oneLine = comment.body.split(whereSeparator: \.isNewline).joined(separator: " ")
        return [
            Span(LocalTime.minute(comment.createdAt.date), style: .dim),
            Span("@" + Sanitizer.line(comment.user.id), style: .fg(.green)),
            Span(Sanitizer.line(EmojiShortcodes.replacing(in: oneLine))),
        ]
    }

    func fields(for comment: QiitaAPI.Comment) -> [String] {
        [comment.id, comment.createdAt.rawValue, comment.user.id, comment.body]
    }
}
