import QiitaAPI
import QiitaMarkdown

extension ArticleHeader {
    /// The header of `item`, dates in the local time zone.
    package init(item: Item) {
        self.init(
            title: item.title, authorID: item.user.id, authorName: item.user.displayName,
            created: LocalTime.minute(item.createdAt.date), updated: LocalTime.minute(item.updatedAt.date),
            tags: item.tags.map(\.name), likes: item.likesCount, stocks: item.stocksCount,
            comments: item.commentsCount, url: item.url, organization: item.organizationURLName)
    }
}

extension ArticleComment {
    /// A comment as the renderer shows it, its date in the local time zone.
    package init(comment: QiitaAPI.Comment) {
        self.init(
            authorID: comment.user.id, authorName: comment.user.displayName,
            date: LocalTime.minute(comment.createdAt.date), body: comment.body)
    }
}
