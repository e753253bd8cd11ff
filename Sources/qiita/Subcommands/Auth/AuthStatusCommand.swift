import ArgumentParser
import QiitaAPI
import QiitaAccounts
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita auth status`: the host, who the token belongs to, where it comes from, the budget.
struct AuthStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show the host, the signed-in user, where the token comes from, and the rate budget.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let resolved = try context.resolvedToken()
        let output = context.console.output
        try output.line(context.host.authority)
        guard let token = resolved.value else {
            // The budget the server last stated, when there is one; Qiita's documented figure otherwise.
            if let budget = context.recordedBudget(token: nil) {
                try output.line("  not signed in; run `qiita auth login`")
                try output.line("  API budget: " + RateLimitFormatter.budget(budget, now: Date()))
            } else {
                try output.line("  not signed in (Qiita allows 60 requests an hour without a token); run `qiita auth login`")
            }
            try output.flush()
            throw CommandFailure(message: "not signed in to \(context.host)", status: .authentication)
        }
        try output.line("  token from \(resolved.source)")
        try output.flush()
        let reply = try await Self.signedInUser(
            client: try context.makeClient(token: .given(token), usingLibrary: false), source: resolved.source)
        let user = reply.value.user
        let name = user.displayName.map { " (\(Sanitizer.line($0)))" } ?? ""
        try output.line("  signed in as @\(Sanitizer.line(user.id))\(name)")
        if let budget = reply.rateLimit ?? context.recordedBudget(token: token) {
            try output.line("  API budget: " + RateLimitFormatter.budget(budget, now: Date()))
        }
        try output.flush()
    }

    /// Who the token belongs to; a refused token is an authentication error, fixed where the
    /// token comes from.
    static func signedInUser(client: QiitaClient, source: TokenSource) async throws -> Reply<AuthenticatedUser> {
        do {
            return try await client.send(AuthenticatedUserRequest())
        } catch .unauthorized {
            let fix = if case .environment(let variable) = source { "fix or unset \(variable)" } else { "run `qiita auth login` again" }
            throw CommandFailure(message: "Qiita refuses the token (HTTP 401): \(fix)", status: .authentication)
        }
    }
}
