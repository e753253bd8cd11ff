import ArgumentParser
import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita trend`: the most stocked recent posts, approximating Qiita's trend.
struct TrendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "List the most stocked posts of the last days: an approximation of Qiita's trend.",
        discussion: """
            Qiita's API has no trend. This searches the posts created in the last days that have \
            a few stocks already (created:>=DATE stocks:>=N, N growing with the days), reads up to \
            200 of them in at most 2 requests, and orders them by stocks. Qiita's own trend weighs \
            more than stocks, so the two lists differ.
            Examples:
              qiita trend
              qiita trend --days 30 --tag Swift --limit 10 --json id,title,stocks_count
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("How many days back to look.", valueName: "n"))
    var days = 7

    @Option(help: ArgumentHelp("Only posts with this tag.", valueName: "tag"))
    var tag: String?

    @OptionGroup var output: LocalListOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard Self.daysBack.contains(days) else {
            throw ValidationError("--days must be from 1 to \(Self.daysBack.upperBound), not \(days)")
        }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let tag = try self.tag.map { try TagCommand.tagID(from: $0, host: context.host) }
        let request = ItemsRequest(
            query: SearchTerms.trend(days: days, tag: tag), paging: Paging(page: 1, perPage: Paging.pageSizes.upperBound))
        var pages = try context.makeClient().pages(request.jsonElements(), wanted: Self.readAtMost)
        var objects: [JSONValue] = []
        while objects.count < Self.readAtMost, let page = try await pages.next() {
            objects += page.elements
        }
        let ranked = Self.ranked(objects).prefix(output.limit ?? Paging.defaultPerPage)
        let rows = try ranked.map { object in
            var writer = JSONWriter(indent: nil)
            writer.write(object)
            return try JSONDecoder().decode(ItemSummary.self, from: Data(writer.bytes))
        }
        try ListPrinter(context: context, format: ItemListFormat(context: context), options: try output.listOptions, invocation: [])
            .printLocal(rows, objects: Array(ranked))
        if rows.isEmpty && output.json == nil {
            // A longer window asks for more stocks too, so the threshold is what to say, not --days.
            let stocks = SearchTerms.trendMinimumStocks(days: days, tag: tag)
            context.console.notice("no post of the last \(days == 1 ? "day" : "\(days) days") has \(stocks) stocks or more yet")
        }
    }

    /// How far back `--days` may look: a year.
    static let daysBack = 1...365

    /// Two pages of Qiita's largest size.
    static let readAtMost = 2 * Paging.pageSizes.upperBound

    /// Most stocked first; among equals, the newer first (the search's own order).
    static func ranked(_ objects: [JSONValue]) -> [JSONValue] {
        objects.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element["stocks_count"]?.intValue ?? 0, rhs.element["stocks_count"]?.intValue ?? 0)
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
