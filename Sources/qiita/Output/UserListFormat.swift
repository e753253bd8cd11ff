import QiitaAPI
import TerminalText

/// Users as a table (id, name, followers, posts) or as TSV (`id`, `name`, `followers_count`,
/// `items_count`).
struct UserListFormat: ListFormat {
    typealias Element = User
    typealias JSONModel = User
    var noun: String { "users" }

    var columns: [TableColumn] {
        [
            TableColumn("USER", preferredWidth: 20, minimumWidth: 8),
            TableColumn("NAME", preferredWidth: 30, minimumWidth: 8, isFlexible: true),
            TableColumn("FOLLOWERS", alignment: .right, preferredWidth: 9, minimumWidth: 9, dropPriority: 1),
            TableColumn("POSTS", alignment: .right, preferredWidth: 6, minimumWidth: 5, dropPriority: 2),
        ]
    }

    func id(of user: User) -> String { user.id }

    func cells(for user: User) -> [Span] {
        [
            Span("@" + Sanitizer.line(user.id), style: .fg(.green)),
            Span(Sanitizer.line(user.name ?? "")),
            Span(String(user.followersCount), style: .dim),
            Span(String(user.itemsCount), style: .dim),
        ]
    }

    func fields(for user: User) -> [String] {
        [user.id, user.name ?? "", String(user.followersCount), String(user.itemsCount)]
    }
}
