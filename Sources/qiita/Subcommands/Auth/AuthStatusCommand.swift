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
            try output.line("  not signed in (60 requests an hour); run `qiita auth login`")
            if let budget = context.recordedBudget(token: nil) {
                try output.line("  API budget: " + RateLimitFormatter.budget(budget, now: Date()))
            }
            try output.flush()
            throw CommandFailure(message: "not signed in to \(context.host)", status: .authentication)
        }
        try output.line("  token from \(resolved.source)")
        try output.flush()
        let reply = try await Self.signedInUser(client: try context.makeClient(token: .given(token)))
        let user = reply.value.user
        let name = user.displayName.map { " (\(Sanitizer.line($0)))" } ?? ""
        try output.line("  signed in as @\(Sanitizer.line(user.id))\(name)")
        if let budget = reply.rateLimit ?? context.recordedBudget(token: token) {
            try output.line("  API budget: " + RateLimitFormatter.budget(budget, now: Date()))
        }
        try output.flush()
    }

    /// Who the token belongs to; a refused token is an authentication error.
    static func signedInUser(client: QiitaClient) async throws -> Reply<AuthenticatedUser> {
        do {
            return try await client.send(AuthenticatedUserRequest())
        } catch .unauthorized {
            throw CommandFailure(message: "Qiita refuses the token (HTTP 401): run `qiita auth login` again", status: .authentication)
        }
    }
}
