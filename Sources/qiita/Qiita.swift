import ArgumentParser
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
        ])

    static func main() {
        signal(SIGPIPE, SIG_IGN)
        // libcurl has been loading (or, linked in, initializing) on the other core since before
        // `main`, for an invocation that may send a request (CStartup). The arguments are parsed
        // here, on the main thread: glibc's dlopen holds the lock a new thread needs while it
        // loads, and the pool's first thread is started by the task below.
        let rewritten = ArgumentRewriter.rewrite(Invocation.arguments)
        let parsed: any ParsableCommand
        do {
            parsed = try parseCommand(rewritten)
        } catch {
            // The version, most help and usage errors: said from here, without waiting for a thread.
            terminate(report(error, arguments: rewritten).rawValue)
        }
        // Run on the pool, and the process ends there too: coming back to the main thread would
        // wait for it to be woken. The main thread only waits for that end. (An async `main`
        // left its thread to the main queue's idle loop, which ended it with `pthread_exit`: the
        // unwinding loaded libgcc_s, which glibc opens on demand, and read the unwind tables of
        // every frame, on the other core while the command ran.)
        // Every signal is let through here, as the main queue's loop let them through: a
        // parent may have started qiita with some blocked, and the workers keep them blocked.
        Task.detached { await runAndExit(parsed, rewrittenArguments: rewritten) }
        var none = sigset_t()
        sigemptyset(&none)
        while true { sigsuspend(&none) }
    }

    /// `arguments` (as ArgumentRewriter leaves them: a command's name first) parsed. A named
    /// command is parsed as the root of a tree of its own: a parse from `qiita` builds the
    /// argument sets of the root, of the completion-script pseudo-commands and of the named
    /// command twice over (to see whether it takes all that follows) before the command's own,
    /// ~0.45 ms of a ~2 ms parse that runs while libcurl loads on the other core (medians of 200
    /// runs). What `qiita` says differently is left to it: help, the version and completion
    /// scripts (it knows them all, and names every command from `qiita`), and every error, which
    /// it parses again to report as it always has.
    private static func parseCommand(_ arguments: [String]) throws -> any ParsableCommand {
        guard let named = ArgumentRewriter.commandPath(arguments[...]).first, !ArgumentRewriter.asksForInformation(arguments)
        else { return try parseAsRoot(arguments) }
        do {
            return try named.parseAsRoot(Array(arguments.dropFirst()))
        } catch {
            return try parseAsRoot(arguments)
        }
    }

    @concurrent
    private static func runAndExit(_ command: any ParsableCommand, rewrittenArguments rewritten: [String]) async -> Never {
        terminate(await run(command, rewrittenArguments: rewritten).rawValue)
    }

    /// Runs `command`, parsed from `rewritten` (``ArgumentRewriter/rewrite(_:)``'s output).
    private static func run(_ command: any ParsableCommand, rewrittenArguments rewritten: [String]) async -> ExitStatus {
        var command = command
        do {
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
            var path = ArgumentRewriter.commandPath(arguments[...]).compactMap { $0.configuration.commandName }
            // A reader nobody named (`qiita foo`, `qiita --tag`): the root's help lists the commands.
            if path == ["browse"] && ArgumentRewriter.impliesTheReader(Invocation.arguments) { path = [] }
            let help = (["qiita"] + path + ["--help"]).joined(separator: " ")
            stderr.notice("\(lowercasedFirst(first)) (see '\(help)')")
            return .usage
        }
    }

    /// Ends the process with `status` once the rate ledger is written. The output buffers are
    /// flushed and the terminal given back (the reader has done that already), but `exit` is not
    /// called: it would wait for libcurl if that is still loading in the background (a usage
    /// error in a command that may send requests finishes first), and there is nothing else for
    /// it to do.
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
