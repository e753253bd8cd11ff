import ArgumentParser

/// `qiita library`: the local library's file, what it holds, and housekeeping.
struct LibraryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Show the local library (what qiita remembers), or tidy, clear, export or import it.",
        discussion: """
            Every article qiita receives is kept in $XDG_DATA_HOME/qiita/library.sqlite3, with what you read, \
            so that lists and articles come back without requests and can be read offline (--offline).
            """,
        subcommands: [
            LibraryInfoCommand.self, LibraryPathCommand.self, LibraryPruneCommand.self, LibraryClearCommand.self,
            LibraryExportCommand.self, LibraryImportCommand.self,
        ],
        defaultSubcommand: LibraryInfoCommand.self)
}
