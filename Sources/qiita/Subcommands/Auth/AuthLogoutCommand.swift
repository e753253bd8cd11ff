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
        let variable = RefusedToken.variable(in: context.console.environment)
        guard let stored else {
            if let variable {
                throw CommandFailure.failure("nothing stored for \(context.host): the token comes from \(variable); unset it")
            }
            throw CommandFailure.failure("not signed in to \(context.host)")
        }
        // As gh does: the token in use is the variable's, and revoking the stored one would not
        // sign anyone out, only break the credentials the user kept for later.
        if let variable {
            throw CommandFailure.failure(
                "the token in use comes from \(variable), not from the stored credentials of @\(stored.user): "
                    + "unset \(variable) first to sign out of \(context.host); nothing was revoked")
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
