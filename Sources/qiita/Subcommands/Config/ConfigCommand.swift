import ArgumentParser
import QiitaAccounts
import QiitaReader
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita config`: the settings file, $XDG_CONFIG_HOME/qiita/config.yml.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show or change the settings in $XDG_CONFIG_HOME/qiita/config.yml.",
        discussion: """
            The file is YAML, one `key: value` a line (`article.width: 90`, or `article:` with \
            `  width: 90` under it); it never has to exist. The command line and the environment \
            win over it. A key qiita does not know, or a value it cannot use, is one warning \
            naming the file, the line and the key, and the rest of the file still applies.
            Examples:
              qiita config list
              qiita config set article.width 90
              qiita config edit
            """,
        subcommands: [
            ConfigListCommand.self, ConfigGetCommand.self, ConfigSetCommand.self, ConfigPathCommand.self,
            ConfigEditCommand.self,
        ],
        defaultSubcommand: ConfigListCommand.self)

    /// The config file's path; an error without a home directory.
    static func path() throws -> String {
        do {
            return try ConfigurationPaths(environment: ProcessInfo.processInfo.environment).configFile
        } catch {
            throw CommandFailure.failure(error.description)
        }
    }

    /// `key` when qiita knows it; a usage error naming the keys otherwise.
    static func knownKey(_ key: String) throws -> String {
        guard Settings.isKnown(key) else {
            throw CommandFailure.usage(
                "unknown setting '\(Sanitizer.line(key))'; settings: \(Settings.keys.map(\.key).joined(separator: ", "))")
        }
        return key
    }
}

/// `qiita config list`: every setting, its value in force and where that comes from (the file,
/// the default, or the environment variable that wins over both).
struct ConfigListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every setting and its value.")

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let settings = Settings.load(environment: environment)
        let output = StandardStream.output
        let keys = Settings.keys.map(\.key).filter { $0 != "keys.ACTION" } + BindableAction.allCases.map { "keys.\($0.rawValue)" }
        for key in keys {
            let (value, source) = settings.valueInForce(of: key, environment: environment)
            try output.line("\(key): \(Sanitizer.line(value))\(source.map { " (\($0))" } ?? "")")
        }
        try output.flush()
    }
}

/// `qiita config get KEY`: one setting's value in force: the environment's, the file's or the default.
struct ConfigGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Print one setting's value.")

    @Argument(help: ArgumentHelp("The setting, such as article.width.", valueName: "key"))
    var key: String

    func run() throws {
        let key = try ConfigCommand.knownKey(key)
        let environment = ProcessInfo.processInfo.environment
        let value = Settings.load(environment: environment).valueInForce(of: key, environment: environment).value
        try StandardStream.output.line(Sanitizer.line(value))
        try StandardStream.output.flush()
    }
}

/// `qiita config set KEY VALUE`: changes or adds the key's line; the rest of the file, its
/// comments included, stays as written.
struct ConfigSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change one setting in the file.")

    @Argument(help: ArgumentHelp("The setting, such as article.width.", valueName: "key"))
    var key: String

    @Argument(help: ArgumentHelp("Its new value.", valueName: "value"))
    var value: String

    func run() throws {
        let key = try ConfigCommand.knownKey(key)
        var check = Settings()
        if let problem = check.apply(key, value) { throw CommandFailure.usage("\(key): \(problem)") }
        let path = try ConfigCommand.path()
        do {
            let text = try PrivateFile.read(path, requirePrivate: false).map { String(decoding: $0, as: UTF8.self) } ?? ""
            try PrivateFile.write(Array(ConfigEdit.setting(key, to: value, in: text).utf8), to: path)
        } catch {
            throw CommandFailure.failure(error.description)
        }
    }
}

/// `qiita config path`: where the file is, whether or not it exists.
struct ConfigPathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the settings file's path.")

    func run() throws {
        try StandardStream.output.line(try ConfigCommand.path())
        try StandardStream.output.flush()
    }
}

/// `qiita config edit`: the file in `$VISUAL` or `$EDITOR` (else vi), made first with every
/// setting as a comment when it does not exist; checked when the editor exits.
struct ConfigEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Open the settings file in your editor.")

    func run() throws {
        let path = try ConfigCommand.path()
        let environment = ProcessInfo.processInfo.environment
        do {
            if try PrivateFile.read(path, requirePrivate: false) == nil {
                try PrivateFile.write(Array(ConfigEdit.template.utf8), to: path)
            }
        } catch {
            throw CommandFailure.failure(error.description)
        }
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.map(ChildProcess.words)
        let editor = chosen.first { !$0.isEmpty } ?? ["vi"]
        switch ChildProcess.spawn(editor + [path]) {
        case .success(let pid):
            let status = ChildProcess.wait(pid)
            if status != 0 { throw CommandFailure.failure("\(editor[0]) exited with status \(status)") }
        case .failure:
            throw CommandFailure.failure("cannot start the editor '\(Sanitizer.line(editor[0]))': set VISUAL or EDITOR")
        }
        // Said now rather than at the next command: what the file sets that qiita cannot use.
        _ = Settings.load(environment: environment)
    }
}
