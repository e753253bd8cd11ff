import QiitaAPI
import QiitaReader
import TerminalText

/// Items as the reader's table (date, likes, stocks, title, author, tags) or as TSV
/// (`id`, `created_at`, `likes_count`, `stocks_count`, `title`, `user`, `tags`, `url`).
struct ItemListFormat<Element: ItemListing>: ListFormat {
    var noun: String { "items" }
    var columns: [TableColumn] { ItemTable.columns }

    func cells(for element: Element) -> [Span] {
        ItemTable.cells(for: element.summary)
    }

    func fields(for element: Element) -> [String] {
        let item = element.summary
        return [
            item.id, item.createdAt.rawValue, item.likesCount.map(String.init) ?? "",
            item.stocksCount.map(String.init) ?? "", item.title, item.user.id,
            item.tags.map { $0.name }.joined(separator: ","), item.url,
        ]
    }
}

extension ListPrinter where Format == ItemListFormat<ItemSummary> {
    /// Prints an item listing. Rows and most JSON need no bodies, so the listing is decoded as
    /// summaries unless `--json` names `body` or `rendered_body`.
    static func printItems(_ request: some Request<[Item]>, context: CommandContext, options: ListOptions) async throws {
        let fields = try options.jsonSelection.fieldNames(for: Item.self, inList: true)
        if fields.contains(where: Item.heavyFieldNames.contains) {
            try await ListPrinter<ItemListFormat<Item>>(
                context: context, format: ItemListFormat(), options: options, invocation: Invocation.arguments
            ).run(request.eraseToAnyRequest())
        } else {
            try await ListPrinter(context: context, format: ItemListFormat(), options: options, invocation: Invocation.arguments)
                .run(request.summaries())
        }
    }
}
