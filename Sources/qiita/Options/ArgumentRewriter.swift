import ArgumentParser
import CInvocation

/// `--json` takes an optional value, which ArgumentParser cannot express, so the arguments are
/// rewritten before parsing: a bare `--json` becomes `--json=*`; `--json WORD` becomes
/// `--json=WORD` when WORD has a comma or is a field name (so `qiita tag --json Swift` still
/// reads Swift as the tag). `--json=FIELDS` is always explicit.
///
/// Options every command takes may also come before the command's name, as in gh and git
/// (`qiita --verbose items`): they are moved to just after the command's name, where
/// ArgumentParser expects them.
///
/// With no command named, `qiita` is `qiita browse` (`qiita`, `qiita --tag Swift`), unless it
/// asks for help, the version or a completion script. This is decided here rather than by
/// ArgumentParser's `defaultSubcommand`, which made every parse build the reader command's
/// whole argument set too (by reflection, ~0.27 ms, medians of 150 runs), to see whether it
/// takes all the remaining arguments.
enum ArgumentRewriter {
    static func rewrite(_ arguments: [String]) -> [String] {
        rewriteJSON(movingLeadingGlobalOptions(namingTheReader(arguments)))
    }

    /// Whether `word` asks for help, the version, a completion script or the tree's dump, as the
    /// decision made before `main` reads it (CInvocation), or is the word `help`.
    private static func asksForInformation(_ word: String) -> Bool {
        word == "help" || qiita_asks_for_information(word) != 0
    }

    /// Whether a word before any `--` may ask for help, the version, a completion script or the
    /// dump (``asksForInformation(_:)``: `auth help login` and `items -hv` among them). Some
    /// words that ask nothing pass too (a value such as `-q help`): the answer only chooses how
    /// the arguments are parsed.
    static func asksForInformation(_ arguments: [String]) -> Bool {
        for word in arguments {
            if word == "--" { return false }
            if asksForInformation(word) { return true }
        }
        return false
    }

    /// Whether the arguments (after any leading global options) name no command and ask the root
    /// nothing: `qiita` alone, or `qiita --tag Swift`, which are the reader's.
    static func impliesTheReader(_ arguments: [String]) -> Bool {
        let index = leadingGlobalOptionsEnd(arguments)
        guard index < arguments.count else { return true }
        return !asksForInformation(arguments[index]) && commandPath(arguments[index...]).isEmpty
    }

    /// `browse` put first when ``impliesTheReader(_:)``.
    static func namingTheReader(_ arguments: [String]) -> [String] {
        impliesTheReader(arguments) ? ["browse"] + arguments : arguments
    }

    /// Global flags, and global options that take a value (CInvocation skips the same ones to
    /// find the command before `main`). Arrays, not sets: a `Set<String>` is the process's
    /// first, so its type is built at run time by a scan of every protocol conformance in the
    /// binary (~0.3 ms).
    private static let globalFlags = ["--verbose", "--force"]
    private static let globalOptions = ["--base-url", "--team", "--timeout", "--color"]

    static func movingLeadingGlobalOptions(_ arguments: [String]) -> [String] {
        let index = leadingGlobalOptionsEnd(arguments)
        guard index > 0, index < arguments.count else { return arguments }
        // `qiita --verbose help items`: the options change nothing about help.
        if arguments[index] == "help" { return Array(arguments[index...]) }
        // Right after the command's path (`items`, `auth login`), so that the same option
        // given after it is read later and wins.
        let pathEnd = index + commandPath(arguments[index...]).count
        guard pathEnd > index else { return arguments }
        return Array(arguments[index..<pathEnd]) + Array(arguments[..<index]) + Array(arguments[pathEnd...])
    }

    /// The index of the first argument that is not a leading global option or its value.
    private static func leadingGlobalOptionsEnd(_ arguments: [String]) -> Int {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if globalFlags.contains(argument) {
                index += 1
            } else if let equals = argument.firstIndex(of: "="), globalOptions.contains(String(argument[..<equals])) {
                index += 1
            } else if globalOptions.contains(argument) && index + 1 < arguments.count {
                index += 2
            } else {
                break
            }
        }
        return index
    }

    /// The subcommands named at the start of `arguments`: `auth login --json` gives
    /// `[AuthCommand, AuthLoginCommand]`; nothing when the first word names none.
    static func commandPath(_ arguments: ArraySlice<String>) -> [ParsableCommand.Type] {
        var path: [ParsableCommand.Type] = []
        var commands = Qiita.configuration.subcommands
        for word in arguments {
            guard let command = commands.first(where: { $0.configuration.commandName == word }) else { break }
            path.append(command)
            commands = command.configuration.subcommands
        }
        return path
    }

    private static func rewriteJSON(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        var afterTerminator = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterTerminator || argument != "--json" {
                if argument == "--" { afterTerminator = true }
                result.append(argument)
                continue
            }
            if index < arguments.count {
                let next = arguments[index]
                let looksLikeFields =
                    !next.hasPrefix("-")
                    && (next.contains(",") || JSONSelection.knownFieldNames.contains(next))
                if looksLikeFields {
                    result.append("--json=\(next)")
                    index += 1
                    continue
                }
            }
            result.append("--json=\(JSONSelection.defaultMarker)")
        }
        return result
    }
}
