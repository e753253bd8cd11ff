import ArgumentParser

/// `qiita auth …`: signing in and out.
struct AuthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Sign in to Qiita (or a Qiita Team), see who you are, sign out.",
        discussion: """
            Tokens are stored per host in $XDG_CONFIG_HOME/qiita/credentials.json (mode 0600). \
            QIITA_TOKEN (or QIITA_ACCESS_TOKEN) takes precedence over what is stored.
            """,
        subcommands: [AuthLoginCommand.self, AuthStatusCommand.self, AuthLogoutCommand.self, AuthTokenCommand.self])
}
