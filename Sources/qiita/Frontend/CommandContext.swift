import Glibc
import QiitaAPI
import QiitaAccounts
import QiitaSecrets
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The composition root: the one place that turns the command line and the environment into
/// real objects (host, token, client, output streams, terminal facts). Commands receive it and
/// build nothing global of their own.
struct CommandContext {
    let environment: [String: String]
    let host: QiitaHost
    /// The token and where it came from, or why the stored one cannot be used.
    let tokenResolution: Result<ResolvedToken, AccountError>
    /// Where credentials and the rate ledger live; nil without a home directory.
    let paths: ConfigurationPaths?
    let timeout: Duration
    let verbose: Bool
    /// Send even when the rate ledger says the budget is spent.
    let force: Bool
    let colorChoice: ColorChoice
    let output: StandardStream
    let errors: StandardStream

    init(
        options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        output: StandardStream = .output, errors: StandardStream = .error
    ) throws {
        try self.init(
            baseURL: options.baseURL, team: options.team, timeout: options.timeout, color: options.color,
            verbose: options.verbose, force: options.force, environment: environment, output: output, errors: errors)
    }

    init(
        baseURL: String? = nil, team: String? = nil, timeout: Double? = nil, color: ColorChoice, verbose: Bool = false,
        force: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment, output: StandardStream = .output,
        errors: StandardStream = .error, usesNetwork: Bool = true
    ) throws {
        self.environment = environment
        if !usesNetwork {
            // Local work (`render`) neither needs a host nor a token, so a bad QIITA_BASE_URL or
            // an unreadable credential file must not stop it.
            self.host = .qiitaCom
        } else if let team, let host = QiitaHost.team(team) {
            self.host = host
        } else if let url = baseURL ?? environment["QIITA_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let host = QiitaHost(url) else {
                throw CommandFailure.usage("QIITA_BASE_URL must be an http(s) URL such as https://qiita.com")
            }
            self.host = host
        } else {
            self.host = .qiitaCom
        }
        let paths = try? ConfigurationPaths(environment: environment)
        self.paths = paths
        let host = self.host
        self.tokenResolution = Result { () throws(AccountError) -> ResolvedToken in
            guard usesNetwork else { return ResolvedToken(value: nil, source: .none) }
            return try ResolvedToken.resolve(
                host: host, environment: environment, store: paths.map(CredentialStore.init(paths:)),
                compiledDefault: Secrets.defaultToken)
        }
        self.timeout = .milliseconds(Int((timeout ?? 30) * 1000))
        self.verbose = verbose
        self.force = force
        self.colorChoice = color
        self.output = output
        self.errors = errors
    }

    /// Whether stdout gets colour.
    var colors: Bool { colorChoice.enablesColor(isTerminal: output.isTerminal, environment: environment) }

    /// Whether stderr gets colour.
    var errorColors: Bool { colorChoice.enablesColor(isTerminal: errors.isTerminal, environment: environment) }

    /// How stdout's styled lines are encoded.
    var encoder: ANSIEncoder {
        let colors = self.colors
        return ANSIEncoder(
            colors: colors,
            hyperlinks: colors && HyperlinkChoice.auto.enablesHyperlinks(isTerminal: output.isTerminal, environment: environment))
    }

    /// The widest layout honoured, from `--width` or `COLUMNS`.
    static let widestLayout = 1000

    /// Whether a person is watching: both stdout and stderr are terminals.
    var isInteractive: Bool { output.isTerminal && errors.isTerminal }

    /// The terminal's width for stdout, when it is a terminal or `COLUMNS` says.
    var terminalWidth: Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return min(columns, Self.widestLayout) }
        return output.isTerminal ? TerminalInfo.size()?.columns : nil
    }

    /// The token in use (nil: anonymous); a stored one that cannot be read safely is an error.
    func resolvedToken() throws -> ResolvedToken {
        do {
            return try tokenResolution.get()
        } catch {
            throw CommandFailure(message: error.description, status: .authentication)
        }
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

    /// The client for this invocation. Fails without sending when the rate ledger says the
    /// budget is spent (unless `--force`).
    func makeClient(token choice: TokenChoice = .resolved) throws -> QiitaClient {
        let token: String?
        switch choice {
        case .resolved: token = try resolvedToken().value
        case .given(let value): token = value
        case .none: token = nil
        }
        let key = RateLedger.Key(host: host, token: token)
        let ledger = paths.map(RateLedger.init(paths:))
        if !force, let budget = ledger?.budget(for: key), budget.isSpent(at: Date()) {
            throw CommandFailure(
                message: QiitaError.rateLimited(budget).description + "; nothing was sent (--force sends anyway)",
                status: .rateLimited)
        }
        let recorder = RateRecorder(ledger: ledger, key: key, isAnonymous: token == nil)
        let verbose = self.verbose
        return QiitaClient(
            host: host, token: token, transport: CurlTransport(timeout: timeout),
            observer: { exchange in
                if verbose { Self.trace(exchange) }
                recorder.record(exchange)
            })
    }

    /// The budget last recorded for this host and token, if any.
    func recordedBudget(token: String?) -> RateLimit? {
        paths.map(RateLedger.init(paths:))?.budget(for: RateLedger.Key(host: host, token: token))
    }

    /// `--verbose`: one line per attempt on stderr. Never shows the token (the exchange has none).
    private static let trace: @Sendable (Exchange) -> Void = { exchange in
        var line = "* \(exchange.method.rawValue) \(Sanitizer.line(exchange.url))"
        if exchange.attempt > 1 { line += " (attempt \(exchange.attempt))" }
        if let status = exchange.status {
            line += " → \(status)"
        } else if let error = exchange.transportError {
            line += " → \(QiitaError.transport(error, host: exchange.host.authority).description)"
        }
        line += " in \(exchange.duration.milliseconds) ms"
        if let rate = exchange.rateLimit { line += ", rate \(rate.remaining)/\(rate.limit)" }
        line += exchange.authenticated ? ", with token" : ", anonymous"
        line += "\n"
        _ = line.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// A one-line notice on stderr, prefixed `qiita:`; server text in it is sanitized.
    func notice(_ message: String) {
        try? errors.line("qiita: " + Sanitizer.line(message))
        try? errors.flush()
    }
}

extension Duration {
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
