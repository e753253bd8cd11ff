import ArgumentParser
import QiitaAPI
import QiitaAccounts

/// `qiita auth logout`: revokes the stored token on the server and removes it.
struct AuthLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Revoke the stored token (DELETE /api/v2/access_tokens/:token) and remove it.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        guard let paths = context.paths else { throw CommandFailure.failure(AccountError.noHomeDirectory.description) }
        let store = CredentialStore(paths: paths)
        let stored: StoredCredential?
        do {
            stored = try store.credential(for: context.host)
        } catch {
            throw CommandFailure(message: error.description, status: .authentication)
        }
        guard let stored else {
            if case .environment(let variable)? = try? context.resolvedToken().source {
                throw CommandFailure.failure("nothing stored for \(context.host): the token comes from \(variable); unset it")
            }
            throw CommandFailure.failure("not signed in to \(context.host)")
        }
        let client = try context.makeClient(token: .given(stored.token))
        do {
            _ = try await client.send(RevokeAccessTokenRequest(token: stored.token))
        } catch .notFound, .unauthorized {
            // Already revoked or expired on the server: removing it here is all that is left.
        } catch {
            try remove(from: store, context: context)
            throw CommandFailure(
                message: "removed the token here, but could not revoke it on \(context.host) (\(error.description)); "
                    + "revoke it in the Qiita settings page (Applications)",
                status: ExitStatus(for: error))
        }
        try remove(from: store, context: context)
        context.console.notice("signed out of \(context.host) (@\(stored.user)); the token was revoked and removed")
    }

    private func remove(from store: CredentialStore, context: CommandContext) throws {
        do {
            try store.remove(for: context.host)
        } catch {
            throw CommandFailure(message: error.description, status: .failure)
        }
    }
}
