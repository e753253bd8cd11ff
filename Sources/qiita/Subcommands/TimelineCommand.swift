import ArgumentParser
import QiitaAPI

/// `qiita timeline`: the newest posts of the tags and users you follow, in one search.
struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "List the newest posts of the tags and users you follow.",
        discussion: """
            One search serves the timeline (tag:A OR tag:B OR user:c), built from the first 100 \
            tags and the first 100 users you follow. The follow lists are kept in the library, so \
            while they are fresh a page costs one request.
            Examples:
              qiita timeline
              qiita timeline --since 3d --limit 200 --json id,title
            """)

    @Option(help: ArgumentHelp("Only posts since then: 2026-11-20, a date-time, or an age (3d, 12h).", valueName: "date"))
    var since: String?

    @OptionGroup var list: ListOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        _ = try SinceDate.validated(since)
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let since = try SinceDate.validated(since)
        let me = try await context.signedInUser(for: "your timeline")
        guard let request = try await context.makeClient().timelineRequest(for: me) else {
            throw CommandFailure.failure("you follow no tags or users yet: `qiita follow #Swift` or `qiita follow @alice`")
        }
        try await ListPrinter.printItems(
            request, context: context, options: list, nothingFound: "nothing new from the tags and users you follow",
            since: since)
    }
}
