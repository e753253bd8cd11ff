import ArgumentParser

/// `qiita auth token`: prints the token in use, for scripts (`curl -H "Authorization: Bearer $(qiita auth token)"`).
struct AuthTokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "token", abstract: "Print the token in use, for scripts.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let context = try CommandContext(options: global)
        guard let token = try context.resolvedToken().value else {
            throw CommandFailure(message: "not signed in to \(context.host): run `qiita auth login`", status: .authentication)
        }
        try context.console.output.line(token)
        try context.console.output.flush()
    }
}
