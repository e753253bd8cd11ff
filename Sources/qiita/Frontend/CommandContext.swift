import Glibc
import QiitaAPI
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
    let token: String?
    let timeout: Duration
    let verbose: Bool
    let colorChoice: ColorChoice
    let output: StandardStream
    let errors: StandardStream

    init(
        options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        output: StandardStream = .output, errors: StandardStream = .error
    ) throws {
        try self.init(
            baseURL: options.baseURL, team: options.team, timeout: options.timeout, color: options.color,
            verbose: options.verbose, environment: environment, output: output, errors: errors)
    }

    init(
        baseURL: String? = nil, team: String? = nil, timeout: Double? = nil, color: ColorChoice, verbose: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment, output: StandardStream = .output,
        errors: StandardStream = .error
    ) throws {
        self.environment = environment
        if let team, let host = QiitaHost.team(team) {
            self.host = host
        } else if let url = baseURL ?? environment["QIITA_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let host = QiitaHost(url) else {
                throw CommandFailure.usage("QIITA_BASE_URL must be an http(s) URL such as https://qiita.com")
            }
            self.host = host
        } else {
            self.host = .qiitaCom
        }
        let token = [environment["QIITA_TOKEN"], environment["QIITA_ACCESS_TOKEN"]]
            .compactMap { $0?.trimmingSpaces() }.first { !$0.isEmpty }
        self.token = token
        self.timeout = .milliseconds(Int((timeout ?? 30) * 1000))
        self.verbose = verbose
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

    /// Whether a person is watching: both stdout and stderr are terminals.
    var isInteractive: Bool { output.isTerminal && errors.isTerminal }

    /// The terminal's width for stdout, when it is a terminal or `COLUMNS` says.
    var terminalWidth: Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return output.isTerminal ? TerminalInfo.size()?.columns : nil
    }

    func makeClient() -> QiitaClient {
        QiitaClient(
            host: host, token: token, transport: CurlTransport(timeout: timeout),
            observer: verbose ? Self.trace : nil)
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
