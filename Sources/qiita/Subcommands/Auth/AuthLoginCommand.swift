import ArgumentParser
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

/// `qiita auth login`: gets a token, checks it with `GET /api/v2/authenticated_user`, stores it.
struct AuthLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in: paste a token, pipe one in, or authorise in the browser (OAuth).",
        discussion: """
            Without options, on a terminal: opens the token page in the browser and asks for the token \
            (it is not echoed). The token needs the read_qiita scope, and write_qiita to stock articles.
            Examples:
              qiita auth login
              qiita auth login --with-token < token.txt
              qiita auth login --web
              qiita auth login --team acme
            """)

    @Flag(name: .customLong("with-token"), help: "Read the token from stdin.")
    var withToken = false

    @Flag(
        help: "Authorise in the browser with OAuth (needs an OAuth application: QIITA_CLIENT_ID and QIITA_CLIENT_SECRET, or Secrets.swift)."
    )
    var web = false

    @Option(
        name: .customLong("redirect-url"),
        help: ArgumentHelp(
            "The OAuth application's redirect URL, on 127.0.0.1 (default: $QIITA_REDIRECT_URL or \(Secrets.oauthRedirectURL)).",
            valueName: "url"))
    var redirectURL: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if withToken && web { throw ValidationError("--with-token and --web are different ways to sign in: give one of them") }
        if redirectURL != nil && !web { throw ValidationError("--redirect-url goes with --web") }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        guard let paths = context.paths else { throw CommandFailure.failure(AccountError.noHomeDirectory.description) }
        let token: String
        let method: String
        if withToken {
            token = try InputText.read("-").trimmingWhitespace()
            method = "token"
        } else if web {
            token = try await oauthToken(context: context)
            method = "oauth"
        } else {
            guard context.console.errors.isTerminal, isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure.usage("not on a terminal: pipe the token to `qiita auth login --with-token`")
            }
            let page = "\(context.host.baseURL)/settings/tokens/new?read_qiita=1&write_qiita=1&description=qiita"
            context.console.notice("create a token with read_qiita and write_qiita at \(page)")
            _ = BrowserLauncher(environment: context.console.environment).openDetached(page)
            token = try SecretPrompt.read(prompt: "Paste the token: ").trimmingWhitespace()
            method = "token"
        }
        guard !token.isEmpty else { throw CommandFailure.usage("no token given") }
        guard token.allSatisfy({ $0.isASCII && !$0.isWhitespace && !$0.isNewline }) else {
            throw CommandFailure.usage("that does not look like a token (it has spaces or non-ASCII characters)")
        }
        let user = try await verify(token, context: context)
        let store = CredentialStore(paths: paths)
        do {
            try store.save(
                StoredCredential(token: token, user: user.user.id, method: method, savedAt: Int(Date().timeIntervalSince1970)),
                for: context.host)
        } catch {
            throw CommandFailure(message: error.description, status: .failure)
        }
        context.console.notice("signed in to \(context.host) as @\(Sanitizer.line(user.user.id)); token stored in \(store.path)")
        if case .environment(let variable)? = try? context.resolvedToken().source {
            context.console.notice("note: \(variable) is set and takes precedence over the stored token")
        }
    }

    /// The user the token belongs to; a refused token is an authentication error.
    private func verify(_ token: String, context: CommandContext) async throws -> AuthenticatedUser {
        let client = try context.makeClient(token: .given(token), usingLibrary: false)
        do {
            return try await client.send(AuthenticatedUserRequest()).value
        } catch .unauthorized {
            throw CommandFailure(message: "Qiita refused the token (HTTP 401): check it and try again", status: .authentication)
        }
    }

    /// The authorisation-code flow: a loopback listener on the redirect URL, the browser sent to
    /// Qiita's authorise page with a random state, the code exchanged for a token.
    private func oauthToken(context: CommandContext) async throws -> String {
        let environment = context.console.environment
        guard let clientID = nonEmpty(environment["QIITA_CLIENT_ID"]) ?? Secrets.oauthClientID,
            let clientSecret = nonEmpty(environment["QIITA_CLIENT_SECRET"]) ?? Secrets.oauthClientSecret
        else {
            throw CommandFailure.usage(
                "--web needs an OAuth application: set QIITA_CLIENT_ID and QIITA_CLIENT_SECRET, "
                    + "or compile them in (see Secrets.example.swift)")
        }
        let redirect = redirectURL ?? nonEmpty(environment["QIITA_REDIRECT_URL"]) ?? Secrets.oauthRedirectURL
        let receiver = try await Self.listen(on: redirect)
        let authorization = OAuthAuthorization(host: context.host, clientID: clientID)
        context.console.notice(
            "opening \(authorization.authorizeURL) in the browser; waiting for it to come back to \(receiver.redirectURL)")
        if !BrowserLauncher(environment: environment).openDetached(authorization.authorizeURL) {
            context.console.notice("could not start a browser: open the address above yourself")
        }
        let callback = try await Self.waitForBrowser(receiver, state: authorization.state, errors: context.console.errors)
        let code = try Self.code(of: callback, for: authorization)
        return try await Self.exchange(
            code, clientID: clientID, clientSecret: clientSecret, client: try context.makeClient(token: .none, heedingRecordedBudget: false)
        )
    }

    // Each typed-throws call gets its own function: Swift 6.3 crashed compiling them together
    // ("Found ownership error") when their catch clauses shared one body.

    private static func listen(on redirect: String) async throws -> LoopbackReceiver {
        do {
            return try await LoopbackReceiver(redirectURL: redirect)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }

    private static func waitForBrowser(
        _ receiver: LoopbackReceiver, state: String, errors: StandardStream
    ) async throws -> LoopbackReceiver.Callback {
        do {
            return try await receiver.callback(timeoutSeconds: 300, expectedState: state) { _ in
                try? errors.line("qiita: ignored a redirect with the wrong state (not from this sign-in); still waiting")
                try? errors.flush()
            }
        } catch {
            throw CommandFailure(message: error.description, status: .authentication)
        }
    }

    private static func code(of callback: LoopbackReceiver.Callback, for authorization: OAuthAuthorization) throws -> String {
        do {
            return try authorization.code(from: callback)
        } catch {
            throw CommandFailure(message: error.description, status: .authentication)
        }
    }

    private static func exchange(_ code: String, clientID: String, clientSecret: String, client: QiitaClient) async throws -> String {
        do {
            return try await client.send(AccessTokenRequest(clientID: clientID, clientSecret: clientSecret, code: code)).value.token
        } catch .unauthorized, .badRequest {
            throw CommandFailure(
                message: "Qiita refused the authorisation code: check QIITA_CLIENT_ID and QIITA_CLIENT_SECRET",
                status: .authentication)
        }
    }

    private func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
