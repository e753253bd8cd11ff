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
            Starts on your timeline when signed in, else on the newest posts, or where an option \
            says. Tab goes through the feeds: timeline, trend, newest, stocks, history. Press ? in \
            the reader for its keys.
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

    @Flag(help: "Start on the newest posts of the tags and users you follow (signed in).") var timeline = false
    @Flag(help: "Start on the most stocked posts of the week.") var trend = false
    @Flag(help: "Start on your stocks (signed in).") var stocks = false
    @Flag(help: "Start on what you read.") var history = false
    @Flag(help: "Start on the newest posts of all of Qiita.") var newest = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        let flags = [timeline, trend, stocks, history, newest].filter { $0 }.count
        if [query, tag, user, item].compactMap({ $0 }).count + flags > 1 {
            throw ValidationError("each of --query, --tag, --user, --item and the feeds chooses where to start: give one of them")
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
        let client = try context.makeClient(trace: writeTrace)
        let me = try await signedInUser(context: context)
        let promptHistory = context.paths.map { PromptHistoryFile(path: $0.promptHistoryFile) }
        let (keptPrompts, promptWarning) = promptHistory?.load() ?? (PromptHistory(), nil)
        let clipboard = Clipboard(
            configured: context.settings.clipboard, environment: context.console.environment,
            fallbackFile: context.paths?.clipboardFile)
        let reader = Reader(
            client: client, readingLog: context.library.map(LibraryReadingLog.init),
            terminal: TTY(), start: try startScreen(host: context.host, signedInUser: me, settings: context.settings),
            signedInUser: me,
            articleLayout: ArticleLayout(
                width: context.settings.articleWidth ?? DocumentPrinter.readableWidth,
                centred: context.settings.articleAlignment != .left, codeStyle: context.settings.codeStyle ?? .framed),
            keyBindings: context.settings.keyBindings,
            dateStyle: context.settings.dateStyle(environment: context.console.environment),
            encoder: context.console.encoder,
            openURL: { url in BrowserLauncher(environment: context.console.environment).openDetached(url) },
            copy: { text in clipboard.put(text) }, copiesThroughTerminal: clipboard.sendsOSC52,
            promptHistory: keptPrompts, rememberPrompt: { entry in promptHistory?.remember(entry) },
            openingNotice: promptWarning)
        let signal: Int32?
        do {
            signal = try await reader.run()
        } catch {
            throw CommandFailure.failure("the terminal failed: \(error)")
        }
        // Ended by SIGTERM, SIGHUP or SIGINT: exit as the shell expects, 128 + the signal.
        if let signal { throw ExitCode(128 + signal) }
    }

    /// Whose timeline and stocks the feeds show (``CommandContext/signedInUser(for:orElse:)``).
    /// Unless a flag asks for them, a failure (no token, no network) leaves those feeds out
    /// rather than the reader.
    private func signedInUser(context: CommandContext) async throws -> String? {
        if timeline || stocks { return try await context.signedInUser(for: "your timeline and stocks") }
        guard try context.resolvedToken().value != nil else { return nil }
        return try? await context.signedInUser(for: "your timeline")
    }

    func startScreen(host: QiitaHost, signedInUser: String?, settings: Settings = Settings()) throws -> Screen {
        if let query { return .search(query) }
        if let tag { return .tag(try TagCommand.tagID(from: tag, host: host)) }
        if let user {
            guard let id = try UserCommand.userID(from: user, host: host) else { return .myItems() }
            return .user(id)
        }
        if let item { return .item(try ItemCommand.itemID(from: item, host: host)) }
        if trend { return .trend }
        if history { return .history }
        if newest { return .feed() }
        if let signedInUser, stocks { return .stocks(of: signedInUser) }
        if let signedInUser, timeline { return .timeline(of: signedInUser) }
        switch settings.start {
        case .trend?: return .trend
        case .history?: return .history
        case .newest?: return .feed()
        case .stocks?: if let signedInUser { return .stocks(of: signedInUser) }
        case .timeline?, nil: break
        }
        return signedInUser.map { .timeline(of: $0) } ?? .feed()
    }
}
