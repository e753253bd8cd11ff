import ArgumentParser
import CGlibc
import Glibc
import QiitaAPI
import QiitaLibrary
import TerminalText
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita`: read Qiita in the terminal. The root command only routes to subcommands and turns
/// every error into one line on stderr and a documented exit status.
@main
struct Qiita: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qiita",
        abstract: "Read Qiita in the terminal.",
        discussion: """
            `qiita auth login` (or QIITA_TOKEN / QIITA_ACCESS_TOKEN) gives 1000 requests an hour instead \
            of 60. QIITA_BASE_URL or --base-url selects another API host.

            Exit statuses: 0 success, 1 other failure, 2 usage error, 3 not found, \
            4 authentication, 5 rate limited, 6 network failure, 7 server failure, \
            8 not in the local library (offline).
            """,
        version: "qiita \(QiitaVersion.current)",
        subcommands: [
            ItemsCommand.self, TimelineCommand.self, TrendCommand.self, TagCommand.self, UserCommand.self, ItemCommand.self,
            CommentsCommand.self, RenderCommand.self, BrowseCommand.self, StocksCommand.self, StockCommand.self,
            UnstockCommand.self, FollowingCommand.self, FollowCommand.self, UnfollowCommand.self, AuthCommand.self,
            RateCommand.self, HistoryCommand.self, FindCommand.self, SyncCommand.self, LibraryCommand.self,
            ConfigCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)

    /// ArgumentParser's parse and run, with qiita's own reporting: every error is one line on
    /// stderr and a documented exit status, where ArgumentParser's default prints the usage too.
    static func main() async {
        // One malloc arena, and buffers of a megabyte or more (a page of replies) mapped and given
        // back when freed: with glibc's defaults each thread's arena kept the pages it had seen,
        // and `--limit 10000` grew to twice the memory of one page. Smaller ones (the copies of
        // an article's text) reuse the heap rather than fault in fresh pages each time.
        mallopt(M_ARENA_MAX, 1)
        mallopt(M_MMAP_THRESHOLD, 1024 * 1024)
        signal(SIGPIPE, SIG_IGN)
        let arguments = GlobalOptionsPosition.movedAfterCommand(Invocation.arguments)
        let status: ExitStatus
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            ClosingNotices.say()
            status = .success
        } catch {
            ClosingNotices.say()
            status = report(error, arguments: arguments)
        }
        terminate(status.rawValue)
    }

    /// One line on stderr (help and version go to stdout) and the exit status.
    private static func report(_ error: any Error, arguments: [String]) -> ExitStatus {
        let stderr = StandardStream.error
        switch error {
        case let closed as OutputClosed:
            guard !closed.isBrokenPipe else { return .success }
            stderr.notice(closed.message)
            return .failure
        case let code as ExitCode where code.rawValue > 128:
            terminate(code.rawValue)
        case let failure as CommandFailure:
            stderr.notice(failure.message)
            return failure.status
        case let failure as QiitaError:
            stderr.notice(RefusedToken.message(for: failure, environment: ProcessInfo.processInfo.environment) ?? failure.description)
            return ExitStatus(for: failure)
        case let failure as LibraryError:
            stderr.notice(failure.description)
            return .failure
        default:
            let code = exitCode(for: error)
            if code == .success {
                try? StandardStream.output.line(fullMessage(for: error))
                try? StandardStream.output.flush()
                return .success
            }
            var message = message(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            var first = message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            // Global options stay in front when no command was found to move them after.
            let start = GlobalOptionsPosition.leadingOptionsEnd(arguments)
            let commands = GlobalOptionsPosition.commandPath(arguments[start...])
            let path = (["qiita"] + commands.compactMap { $0.configuration.commandName }).joined(separator: " ")
            // The word after the commands, when it is no option, is a mistyped subcommand where
            // subcommands are expected (no default subcommand takes a word of its own), as gh says.
            if let typed = arguments.dropFirst(start + commands.count).first, !typed.hasPrefix("-") {
                let names = (commands.last?.configuration ?? configuration).subcommands.compactMap { $0.configuration.commandName }
                if !names.isEmpty {
                    first = "unknown command '\(Sanitizer.line(typed))' for '\(path)'"
                }
                if let question = NameSuggestion.question(for: typed, in: names) {
                    first += ": " + question
                }
            }
            stderr.notice("\(lowercasedFirst(first)) (see '\(path) --help')")
            return .usage
        }
    }

    /// Ends the process with `status`, the terminal given back (the reader has done that
    /// already unless a signal cut it short) and every buffer flushed.
    private static func terminate(_ status: Int32) -> Never {
        TTY.restoreBeforeExit()
        try? StandardStream.output.flush()
        try? StandardStream.error.flush()
        Glibc.exit(status)
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// The process's arguments without the program name.
enum Invocation {
    static let arguments = Array(CommandLine.arguments.dropFirst())
}
