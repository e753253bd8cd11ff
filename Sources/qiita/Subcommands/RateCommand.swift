import ArgumentParser
import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita rate`: the rate budget recorded from the last response (no request is sent unless
/// `--check`).
struct RateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Show the API budget: requests left this hour and when it refills.",
        discussion: "Qiita allows 60 requests an hour without a token and 1000 with one.")

    @Flag(help: "Ask the server (spends one request) instead of showing the last recorded figures.")
    var check = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let token = try context.resolvedToken().value
        let who = token == nil ? "anonymous" : "with token"
        var budget = context.recordedBudget(token: token)
        if check {
            // Asked of the server, never of the library, whatever was recorded: the figures come
            // with a reply, and a 429 carries them too.
            let client = try context.makeClient(usingLibrary: false, heedingRecordedBudget: false)
            do {
                budget = try await client.page(ItemsRequest(paging: Paging(perPage: 1))).rateLimit
            } catch .rateLimited(let spent?) {
                budget = spent
            }
        }
        guard let budget else {
            try context.console.output.line("\(context.host) (\(who)): no request recorded yet; `qiita rate --check` asks the server")
            return try context.console.output.flush()
        }
        try context.console.output.line("\(context.host) (\(who)): " + RateLimitFormatter.budget(budget, now: Date()))
        try context.console.output.flush()
    }
}
