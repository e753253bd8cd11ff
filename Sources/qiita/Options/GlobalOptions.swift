import ArgumentParser
import QiitaAPI
import TerminalText

/// Options every command takes: which host, how long to wait, colour, tracing.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The API host (default: $QIITA_BASE_URL, else https://qiita.com).", valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("A Qiita Team: the same as --base-url https://NAME.qiita.com.", valueName: "name"))
    var team: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Give up on a request after this many seconds (default 30).", valueName: "seconds"))
    var timeout: Double?

    @Option(help: ArgumentHelp("Colour: auto, always or never (auto honours NO_COLOR and CLICOLOR_FORCE)."))
    var color: ColorChoice = .auto

    @Flag(help: "Show every HTTP request (method, URL, status, time, rate figures) on stderr; the token is never shown.")
    var verbose = false

    @Flag(help: "Send requests even when the recorded rate budget is spent.")
    var force = false

    @Flag(help: "Send nothing: answer from the local library only (also QIITA_OFFLINE=1).")
    var offline = false

    @Flag(help: "Ask the network even for what the local library has fresh.")
    var refresh = false

    func validate() throws {
        if baseURL != nil && team != nil {
            throw ValidationError("--base-url and --team both name a host: give one of them")
        }
        if let baseURL, QiitaHost(baseURL) == nil {
            throw ValidationError("--base-url must be an http(s) URL such as https://qiita.com, not '\(Sanitizer.line(baseURL))'")
        }
        if let team, QiitaHost.team(team) == nil {
            throw ValidationError("--team takes a team name (letters, digits, hyphens), not '\(Sanitizer.line(team))'")
        }
        if offline && refresh {
            throw ValidationError("--offline sends nothing and --refresh asks the network: give one of them")
        }
        if let timeout, !(timeout > 0 && timeout <= 3600) {
            throw ValidationError("--timeout must be more than 0 and at most 3600 seconds")
        }
    }
}

extension ColorChoice: ExpressibleByArgument {}
