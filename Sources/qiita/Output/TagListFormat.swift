import QiitaAPI
import TerminalText

/// Tags as a table (name, followers, posts) or as TSV (`id`, `followers_count`, `items_count`).
struct TagListFormat: ListFormat {
    typealias Element = Tag
    typealias JSONModel = Tag
    var noun: String { "tags" }

    var columns: [TableColumn] {
        [
            TableColumn("TAG", preferredWidth: 30, minimumWidth: 8, isFlexible: true),
            TableColumn("FOLLOWERS", alignment: .right, preferredWidth: 9, minimumWidth: 9),
            TableColumn("POSTS", alignment: .right, preferredWidth: 6, minimumWidth: 5, dropPriority: 1),
        ]
    }

    func id(of tag: Tag) -> String { tag.id }

    func cells(for tag: Tag) -> [Span] {
        [
            Span("#" + Sanitizer.line(tag.id), style: .fg(.cyan)),
            Span(String(tag.followersCount), style: .dim),
            Span(String(tag.itemsCount), style: .dim),
        ]
    }

    func fields(for tag: Tag) -> [String] {
        [tag.id, String(tag.followersCount), String(tag.itemsCount)]
    }
}
