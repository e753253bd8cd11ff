import ArgumentParser

/// Options every command takes may come before the command's name, as in gh and git
/// (`qiita --verbose items`); ArgumentParser reads a command's options only after its name, so
/// they are moved there before parsing.
enum GlobalOptionsPosition {
    private static let flags = ["--verbose", "--force", "--offline", "--refresh"]
    private static let optionsTakingValues = ["--base-url", "--team", "--timeout", "--color"]

    /// `arguments` with leading global options moved right after the command's path (`items`,
    /// `auth login`), so that the same option given again after it is read later and wins.
    static func movedAfterCommand(_ arguments: [String]) -> [String] {
        let index = leadingOptionsEnd(arguments)
        guard index > 0, index < arguments.count else { return arguments }
        // `qiita --verbose help items`: the options change nothing about help.
        if arguments[index] == "help" { return Array(arguments[index...]) }
        let pathEnd = index + commandPath(arguments[index...]).count
        guard pathEnd > index else { return arguments }
        return Array(arguments[index..<pathEnd]) + Array(arguments[..<index]) + Array(arguments[pathEnd...])
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

    /// The index of the first argument that is not a leading global option or its value.
    static func leadingOptionsEnd(_ arguments: [String]) -> Int {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if flags.contains(argument) {
                index += 1
            } else if let equals = argument.firstIndex(of: "="), optionsTakingValues.contains(String(argument[..<equals])) {
                index += 1
            } else if optionsTakingValues.contains(argument) && index + 1 < arguments.count {
                index += 2
            } else {
                break
            }
        }
        return index
    }
}
