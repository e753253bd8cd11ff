import ArgumentParser
import Foundation
import QiitaFake

/// `qiita-fake-server`: the loopback fake Qiita API as a process, for benchmarks and `make demo`.
/// It prints its base URL as the first line of stdout, then serves until SIGTERM or SIGINT.
@main
struct FakeServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qiita-fake-server",
        abstract: "A deterministic fake of the Qiita API v2, served on 127.0.0.1 only.",
        discussion: """
            Prints its base URL (http://127.0.0.1:PORT) as the first line of stdout, then serves \
            /api/v2 until SIGTERM or SIGINT. The same options always serve the same bytes (with \
            --newest now, the same bytes but for the dates).

            Endpoints: GET /items (page, per_page, query; OR between groups of terms), /items/:id, \
            /items/:id/comments, /users, /users/:id, /users/:id/items, /users/:id/stocks, \
            /users/:id/followees, /users/:id/followers, /users/:id/following_tags, /tags, /tags/:id, \
            /tags/:id/items; with a token: /authenticated_user, /authenticated_user/items, \
            GET|PUT|DELETE /items/:id/stock, /users/:id/following, /tags/:id/following; OAuth: GET \
            /oauth/authorize, POST /access_tokens, DELETE /access_tokens/:token.

            Control endpoints (not rate limited, not counted as requests):
              GET    /__fake/stats        JSON: requests, requests_by_route, connections_accepted,
                                          connections_open, not_modified, bytes_sent
              POST   /__fake/faults       {"kind": K, "count": N, "path_prefix": "/api/v2/items",
                                           "status": 503, "retry_after": S, "milliseconds": MS}
                                          K: status, truncated_body, connection_reset,
                                          slow_response, invalid_json, html_error_page
              DELETE /__fake/faults       drop staged faults
              POST   /__fake/rate         {"remaining": N, "reset_in": SECONDS, "token": T}
                                          (no token: the anonymous budget)
              POST   /__fake/reset-stats  zero the counters

            --fail-next KIND[:N] stages a fault for the next N API requests (default 1). KIND is
            an error status (500, 503, or 503=SECONDS for Retry-After), truncated-body,
            connection-reset, slow-response[=MS], invalid-json or html-error-page.
            """)

    /// The defaults of every option are the library's.
    private static let defaults = FakeQiitaServer.Configuration()

    @Option(help: "Port on 127.0.0.1; 0 picks a free one.")
    var port: UInt16 = defaults.port

    @Option(help: "Seed of the generated corpus.")
    var seed: UInt64 = defaults.seed

    @Option(help: "Number of generated items.")
    var items: Int = defaults.items

    @Option(help: "Number of generated users.")
    var users: Int = defaults.users

    @Option(help: "Number of tags.")
    var tags: Int = defaults.tags

    @Option(help: "Approximate size of each generated body, in bytes.")
    var bodySize: Int = defaults.bodySize

    @Option(help: "Delay before every API response, in milliseconds.")
    var latency: Int = defaults.latencyMilliseconds

    @Option(help: "Anonymous requests per window.")
    var rateLimit: Int = defaults.rateLimit

    @Option(help: "Requests per token per window.")
    var rateLimitAuthenticated: Int = defaults.rateLimitAuthenticated

    @Option(help: "Length of the rate window, in seconds.")
    var rateWindow: Int = defaults.rateWindowSeconds

    @Option(help: "Status of a request over budget: 429 or 403.")
    var rateLimitStatus: Int = defaults.rateLimitStatus

    @Option(name: .customLong("token"), help: "A valid token and the user it acts as: TOKEN=USER_ID (repeatable).")
    var tokens: [String] = []

    @Option(name: .customLong("oauth-client"), help: "An OAuth application: ID:SECRET:REDIRECT_URL (repeatable).")
    var oauthClients: [String] = []

    @Option(help: "The user who consents at /oauth/authorize (default: the first user).")
    var oauthUser: String?

    @Option(
        help: ArgumentHelp(
            "The newest item's creation: now, or seconds since 1970 (default: a fixed moment in 2025).",
            valueName: "now|seconds"))
    var newest: String?

    @Option(help: "Seconds a connection may wait on its client before the server closes it.")
    var idleTimeout: Int = defaults.idleTimeoutSeconds

    @Flag(help: "Add the user mallory and items full of terminal escape attacks.")
    var hostile = false

    @Option(name: .customLong("fail-next"), help: "Stage a fault: KIND[:N] (see above; repeatable).")
    var failures: [String] = []

    func run() throws {
        let server = try FakeQiitaServer(configuration: makeConfiguration())
        for (fault, count) in try stagedFaults() {
            server.inject(fault, count: count)
        }
        let signals = ShutdownSignals()
        try server.start()
        FileHandle.standardOutput.write(Data("\(server.baseURL)\n".utf8))
        signals.wait()
        server.stop()
    }

    private func makeConfiguration() throws -> FakeQiitaServer.Configuration {
        var tokenUsers: [String: String] = [:]
        for entry in tokens {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--token expects TOKEN=USER_ID, got '\(entry)'")
            }
            tokenUsers[parts[0]] = parts[1]
        }
        let clients = try oauthClients.map { entry in
            guard let client = OAuthClient(argument: entry) else {
                throw ValidationError("--oauth-client expects ID:SECRET:REDIRECT_URL, got '\(entry)'")
            }
            return client
        }
        var newestCreation: Int?
        if let newest {
            guard let seconds = newest == "now" ? Int(Date().timeIntervalSince1970) : Int(newest), seconds > 0 else {
                throw ValidationError("--newest expects now or seconds since 1970, got '\(newest)'")
            }
            newestCreation = seconds
        }
        return FakeQiitaServer.Configuration(
            port: port, seed: seed, items: items, users: users, tags: tags, bodySize: bodySize,
            latencyMilliseconds: latency, rateLimit: rateLimit, rateLimitAuthenticated: rateLimitAuthenticated,
            rateWindowSeconds: rateWindow, rateLimitStatus: rateLimitStatus, tokens: tokenUsers,
            oauthClients: clients, oauthUser: oauthUser, hostile: hostile, idleTimeoutSeconds: idleTimeout,
            newestCreation: newestCreation)
    }

    private func stagedFaults() throws -> [(Fault, Int)] {
        try failures.map { entry in
            var kind = Substring(entry)
            var count = 1
            if let colon = entry.lastIndex(of: ":"), let number = Int(entry[entry.index(after: colon)...]) {
                kind = entry[..<colon]
                count = number
            }
            guard Fault.countRange.contains(count), let fault = Fault(argument: String(kind)) else {
                throw ValidationError("--fail-next expects KIND[:N], got '\(entry)'")
            }
            return (fault, count)
        }
    }

    /// Parses, runs, and reports a bad option as one line on stderr (not the usage block).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            let message = (error as? FakeServerError)?.description ?? fullMessage(error)
            FileHandle.standardError.write(Data("qiita-fake-server: \(message)\n".utf8))
            Foundation.exit(error is FakeServerError ? 1 : 64)
        }
    }

    private static func fullMessage(_ error: Error) -> String {
        message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    }
}
