import ArgumentParser
import CMalloc
import Glibc
import QiitaAPI
import TerminalText
import TerminalUI

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
            4 authentication, 5 rate limited, 6 network failure, 7 server failure.
            """,
        version: "qiita \(QiitaVersion.current)",
        subcommands: [
            ItemsCommand.self, TagCommand.self, UserCommand.self, ItemCommand.self, CommentsCommand.self,
            RenderCommand.self, BrowseCommand.self, StocksCommand.self, StockCommand.self, UnstockCommand.self,
            AuthCommand.self, RateCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)

    /// Subcommands that never send a request.
    static let offlineCommands: [ParsableCommand.Type] = [RenderCommand.self, AuthTokenCommand.self]

    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        // Downloads and decoding run on different threads; with glibc's default of an arena per
        // thread, memory freed after each page stays spread over several arenas and the peak
        // grows with the pages read. One arena keeps `--limit 10000` flat.
        _ = qiita_limit_malloc_arenas(1)
        // Pages of replies are megabytes each: keep every such buffer in its own mapping, given
        // back when freed, so the peak stays that of one page however many are read.
        _ = qiita_set_mmap_threshold(1 << 20)
        // Off the main thread from here (`runAndExit` is `@concurrent`): the pool's first thread must
        // exist before libcurl starts loading, which stops thread creation until it is loaded.
        // The process ends on that thread too: coming back to the main one would wait for it
        // to be woken.
        await runAndExit(arguments: Invocation.arguments)
    }

    /// Whether `arguments` (as given) may send a request: not for help, the version or a
    /// completion script, nor for an offline command.
    static func mayUseNetwork(_ arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        let informational = ["-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
        let words = ArgumentRewriter.droppingLeadingGlobalOptions(arguments)
        if words.first == "help" || options.contains(where: { word in
            informational.contains { word == $0 || word.hasPrefix($0 + "=") }
        }) {
            return false
        }
        guard let command = ArgumentRewriter.commandPath(words).last else { return true }
        return !offlineCommands.contains { $0 == command }
    }

    @concurrent
    private static func runAndExit(arguments: [String]) async -> Never {
        // libcurl loads on the other core while the arguments are rewritten and parsed and the
        // client is set up, for every invocation that may send a request. First of all: the
        // request cannot go out before the load ends.
        if mayUseNetwork(arguments) { CurlLibrary.preload() }
        terminate(await run(rewrittenArguments: ArgumentRewriter.rewrite(arguments)).rawValue)
    }

    /// Parses and runs the command in `rewritten` (``ArgumentRewriter/rewrite(_:)``'s output).
    private static func run(rewrittenArguments rewritten: [String]) async -> ExitStatus {
        do {
            var command = try parseAsRoot(rewritten)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return .success
        } catch {
            return report(error, arguments: rewritten)
        }
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
            stderr.notice(failure.description)
            return ExitStatus(for: failure)
        default:
            let code = exitCode(for: error)
            if code == .success {
                try? StandardStream.output.line(fullMessage(for: error))
                try? StandardStream.output.flush()
                return .success
            }
            var message = message(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            let first = message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            let path = ArgumentRewriter.commandPath(arguments[...]).compactMap { $0.configuration.commandName }
            let help = (["qiita"] + path + ["--help"]).joined(separator: " ")
            stderr.notice("\(lowercasedFirst(first)) (see '\(help)')")
            return .usage
        }
    }

    /// Ends the process with `status` once the rate ledger is written. The output buffers are
    /// flushed and the terminal given back (the reader has done that already), but `exit` is not
    /// called: it would wait for libcurl if that is still loading in the background (`--version`
    /// and usage errors finish first), and there is nothing else for it to do.
    private static func terminate(_ status: Int32) -> Never {
        // The terminal first: the ledger's write may wait on a slow disk.
        TTY.restoreBeforeExit()
        RateRecorder.finishWrites()
        // What a command left in qiita's own buffers (each flushes its output already), then C's.
        try? StandardStream.output.flush()
        try? StandardStream.error.flush()
        fflush(nil)
        _exit(status)
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
