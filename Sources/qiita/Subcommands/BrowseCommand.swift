import ArgumentParser
import QiitaAPI
import QiitaReader
import TerminalText
import TerminalUI

/// `qiita` / `qiita browse`: the full-screen reader.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen reader (what `qiita` alone does).",
        discussion: """
            Starts on the feed, or where an option says. Press ? in the reader for its keys.
            Examples:
              qiita
              qiita browse --tag Swift
              qiita browse --user alice
              qiita browse --item https://qiita.com/alice/items/4bd431809afb1bb99e4f
            """)

    @Option(name: [.short, .long], help: ArgumentHelp("Start on a search.", valueName: "query"))
    var query: String?

    @Option(help: ArgumentHelp("Start on a tag's posts.", valueName: "tag"))
    var tag: String?

    @Option(help: ArgumentHelp("Start on a user's posts (@me: your own).", valueName: "user"))
    var user: String?

    @Option(help: ArgumentHelp("Start on an article: its id or URL.", valueName: "id-or-url"))
    var item: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if [query, tag, user, item].compactMap({ $0 }).count > 1 {
            throw ValidationError("--query, --tag, --user and --item each choose where to start: give one of them")
        }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        guard TTY.isTerminal(0), TTY.isTerminal(1) else {
            throw CommandFailure.usage(
                "the reader needs a terminal; in scripts use `qiita items`, `qiita tag`, `qiita user` or `qiita item ID`")
        }
        // The trace would draw over the full screen: it goes to a file, said on the way out.
        var trace: TraceLog?
        if context.verbose, let paths = context.paths {
            do {
                trace = try TraceLog(path: paths.readerTraceFile)
            } catch {
                throw CommandFailure(message: error.description, status: .failure)
            }
        }
        defer { if let trace { context.console.notice("the --verbose trace is in \(trace.path)") } }
        let writeTrace: @Sendable (String) -> Void = { [trace] line in trace?.write(line) }
        let reader = Reader(
            client: try context.makeClient(trace: writeTrace),
            readingLog: context.library.map(LibraryReadingLog.init),
            terminal: TTY(), start: try startScreen(host: context.host),
            encoder: context.console.encoder,
            openURL: { url in BrowserLauncher(environment: context.console.environment).openDetached(url) })
        let signal: Int32?
        do {
            signal = try await reader.run()
        } catch {
            throw CommandFailure.failure("the terminal failed: \(error)")
        }
        // Ended by SIGTERM, SIGHUP or SIGINT: exit as the shell expects, 128 + the signal.
        if let signal { throw ExitCode(128 + signal) }
    }

    func startScreen(host: QiitaHost) throws -> Screen {
        if let query { return .search(query) }
        if let tag { return .tag(try TagCommand.tagID(from: tag, host: host)) }
        if let user {
            guard let id = try UserCommand.userID(from: user, host: host) else { return .myItems() }
            return .user(id)
        }
        if let item { return .item(try ItemCommand.itemID(from: item, host: host)) }
        return .feed()
    }
}
