import QiitaAPI
import QiitaAccounts
import QiitaLibrary
import QiitaSecrets
import Synchronization
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The composition root: the one place that turns the command line and the environment into
/// real objects (host, token, client, the console). Commands receive it and build nothing
/// global of their own.
struct CommandContext {
    let console: Console
    let host: QiitaHost
    /// What the config file sets (nothing, without one).
    let settings: Settings
    /// Where credentials and the rate ledger live; nil without a home directory.
    let paths: ConfigurationPaths?
    let timeout: Duration
    let verbose: Bool
    /// Send even when the rate ledger says the budget is spent.
    let force: Bool
    /// When replies may come from the local library.
    let libraryPolicy: LibraryPolicy
    /// The local library, opened when first asked for (nil when it cannot be opened: said once).
    private let lazyLibrary: LazyLibrary
    /// The token, read from the environment or the credential file when first asked for: a
    /// command that sends nothing (`item --web`) reads no file.
    private let token: LazyToken

    init(options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let settings = Settings.load(environment: environment)
        var console = Console(color: options.color, environment: environment)
        console.palette = settings.theme ?? .dark
        self.console = console
        let paths = try? ConfigurationPaths(environment: environment)
        self.settings = settings
        if let team = options.team, let host = QiitaHost.team(team) {
            self.host = host
        } else if let url = options.baseURL ?? Settings.environmentOverride(of: "host", in: environment)?.value {
            guard let host = QiitaHost(url) else {
                throw CommandFailure.usage("QIITA_BASE_URL must be an http(s) URL such as https://qiita.com")
            }
            self.host = host
        } else {
            self.host = settings.host ?? .qiitaCom
        }
        self.paths = paths
        token = LazyToken(host: host, environment: environment, store: paths.map(CredentialStore.init(paths:)))
        timeout = .milliseconds(Int((options.timeout ?? settings.timeout ?? 30) * 1000))
        verbose = options.verbose
        force = options.force
        let offline = options.offline || environment["QIITA_OFFLINE"] == "1"
        let defaults = LibraryPolicy()
        libraryPolicy = LibraryPolicy(
            mode: offline ? .offline : options.refresh ? .refresh : .normal,
            listFreshness: settings.listFreshness ?? defaults.listFreshness,
            itemFreshness: settings.articleFreshness ?? defaults.itemFreshness)
        lazyLibrary = LazyLibrary(path: paths?.libraryFile)
    }

    /// Where the local library is (`$XDG_DATA_HOME/qiita/library.sqlite3`).
    func libraryPath() throws -> String {
        guard let paths else { throw CommandFailure.failure(AccountError.noHomeDirectory.description) }
        return paths.libraryFile
    }

    /// The local library, or nil when it cannot be opened (why is said once on stderr).
    var library: LibraryStore? { lazyLibrary.store }

    /// The token in use (nil: anonymous) and where it came from; a stored one that cannot be
    /// read safely is an error.
    func resolvedToken() throws -> ResolvedToken {
        do {
            let resolved = try token.resolution.get()
            // This machine is exempt (the fake server and `make demo` live there, and a token sent
            // to it does not leave it), and so is plain http, where the token is refused anyway.
            if case .environment(let variable) = resolved.source, resolved.value != nil, host.isSecure, !host.isQiita, !host.isLoopback {
                Self.warnOnce(
                    "the token from \(variable) is being sent to \(Sanitizer.line(host.authority)), which is not qiita.com "
                        + "or a Qiita Team; unset it if that is not what you meant", about: "token host")
            }
            return resolved
        } catch {
            throw CommandFailure(message: error.description, status: .authentication)
        }
    }

    /// The signed-in user's id: from the credential store when it says, else asked of Qiita.
    /// Without a token, says that `purpose` ("listing your stocks") takes one, and what else would do.
    func signedInUser(for purpose: String, orElse alternative: String? = nil) async throws -> String {
        let resolved = try resolvedToken()
        guard resolved.value != nil else {
            let otherwise = alternative.map { ", or \($0)" } ?? ""
            throw CommandFailure(message: "\(purpose) takes a token: run `qiita auth login`\(otherwise)", status: .authentication)
        }
        if let user = resolved.storedUser { return user }
        return try await makeClient().send(AuthenticatedUserRequest()).value.user.id
    }

    /// The user a command names (`alice`, `@alice`, a profile address), or the signed-in one
    /// when it names none or says `@me`.
    func namedOrSignedInUser(_ user: String?, for purpose: String) async throws -> String {
        if let user, let id = try UserCommand.userID(from: user, host: host) { return id }
        return try await signedInUser(for: purpose, orElse: "name a user")
    }

    private static let warned = Mutex<Set<String>>([])

    /// Says `message` on stderr (now, or with `say`) unless something was said about `subject`
    /// already in this process.
    private static func warnOnce(
        _ message: String, about subject: String, say: (String) -> Void = { StandardStream.error.notice($0) }
    ) {
        guard warned.withLock({ $0.insert(subject).inserted }) else { return }
        say(message)
    }

    /// Which token a client sends.
    enum TokenChoice {
        /// The one from the environment, the credential store or the compiled-in default.
        case resolved
        /// This one (a token being verified before it is stored).
        case given(String)
        /// None (the OAuth code exchange).
        case none
    }

    /// The client for this invocation. It sends nothing while the rate ledger says the budget is
    /// spent (unless `--force`, or a command that asks the server itself, `heedingRecordedBudget`
    /// false), answering from the library when it can.
    /// `trace`: where `--verbose` lines go instead of stderr (the reader's ``TraceLog``); the
    /// reader says on its status line when it shows the library's copy, the commands on stderr.
    func makeClient(
        token choice: TokenChoice = .resolved, usingLibrary: Bool = true, heedingRecordedBudget: Bool = true,
        trace: (@Sendable (String) -> Void)? = nil
    ) throws -> QiitaClient {
        let token: String?
        switch choice {
        case .resolved: token = try resolvedToken().value
        case .given(let value): token = value
        case .none: token = nil
        }
        let key = RateLedger.Key(host: host, token: token)
        let ledger = paths.map(RateLedger.init(paths:))
        let recorder = RateRecorder(ledger: ledger, key: key, isAnonymous: token == nil)
        let write: (@Sendable (String) -> Void)? = verbose ? (trace ?? Self.traceToStandardError) : nil
        let budget: (@Sendable () -> RateLimit?)? = force || !heedingRecordedBudget ? nil : { @Sendable in ledger?.budget(for: key) }
        return QiitaClient(
            host: host, token: token, transport: CurlTransport(timeout: timeout),
            observer: { exchange in
                write?(Self.traceLine(exchange))
                recorder.record(exchange)
            },
            library: usingLibrary
                ? LibraryReplies(open: { [lazyLibrary] in lazyLibrary.store }, warn: { StandardStream.error.notice($0) }) : nil,
            libraryPolicy: libraryPolicy, recordedBudget: budget, usedKeptCopy: trace == nil ? Self.sayKeptCopy : nil)
    }

    /// On stderr, once, after the output: it is the library's copy, and why.
    private static let sayKeptCopy: @Sendable (Date, QiitaError) -> Void = { savedAt, failure in
        warnOnce(
            "showing the library's copy, saved \(LocalTime.minute(savedAt)): \(failure.description)", about: "kept copy",
            say: ClosingNotices.add)
    }

    /// The budget last recorded for this host and token, if any.
    func recordedBudget(token: String?) -> RateLimit? {
        paths.map(RateLedger.init(paths:))?.budget(for: RateLedger.Key(host: host, token: token))
    }

    /// `--verbose`: one line per attempt. Never shows the token (the exchange has none).
    private static func traceLine(_ exchange: Exchange) -> String {
        var line = "* \(exchange.method.rawValue) \(Sanitizer.line(exchange.url))"
        if exchange.attempt > 1 { line += " (attempt \(exchange.attempt))" }
        if let status = exchange.status {
            line += " → \(status)"
        } else if let error = exchange.transportError {
            line += " → \(QiitaError.transport(error, host: exchange.host.authority).description)"
        }
        line += " in \(exchange.duration.wholeMilliseconds) ms"
        if let rate = exchange.rateLimit { line += ", rate \(rate.remaining)/\(rate.limit)" }
        line += exchange.authenticated ? ", with token" : ", anonymous"
        return line
    }

    private static let traceToStandardError: @Sendable (String) -> Void = { line in
        let stderr = StandardStream.error
        try? stderr.line(line)
        try? stderr.flush()
    }
}

/// The token resolution of one invocation, done once, when first needed.
private final class LazyToken: Sendable {
    private let host: QiitaHost
    private let environment: [String: String]
    private let store: CredentialStore?
    private let resolved = Mutex<Result<ResolvedToken, AccountError>?>(nil)

    init(host: QiitaHost, environment: [String: String], store: CredentialStore?) {
        self.host = host
        self.environment = environment
        self.store = store
    }

    var resolution: Result<ResolvedToken, AccountError> {
        resolved.withLock { resolved in
            if let resolved { return resolved }
            let result = Result { () throws(AccountError) -> ResolvedToken in
                try ResolvedToken.resolve(
                    host: host, environment: environment, store: store, compiledDefault: Secrets.defaultToken)
            }
            resolved = result
            return result
        }
    }
}

/// The local library of one invocation, opened once, when first needed: a command that sends
/// nothing opens no database.
private final class LazyLibrary: Sendable {
    /// Nil without a home directory: there is then no library, which is said once.
    private let path: String?
    private let opened = Mutex<Result<LibraryStore, LibraryError>?>(nil)

    init(path: String?) {
        self.path = path
    }

    var store: LibraryStore? {
        opened.withLock { opened in
            guard let path else {
                if opened == nil { StandardStream.error.notice("\(AccountError.noHomeDirectory); carrying on without the library") }
                opened = .failure(.cannotOpen(path: "", reason: "no home directory"))
                return nil
            }
            if opened == nil {
                // The header and schema only: a full check reads every page, which every command would wait on.
                let result = Result { () throws(LibraryError) -> LibraryStore in try LibraryStore(path: path, integrityCheck: .headerOnly) }
                switch result {
                case .success(let store):
                    if let warning = store.openingWarning { StandardStream.error.notice(warning.description) }
                case .failure(let error):
                    StandardStream.error.notice("\(error.description); carrying on without the library")
                }
                opened = result
            }
            return try? opened?.get()
        }
    }
}
