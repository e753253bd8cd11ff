import ArgumentParser
import QiitaAPI
import QiitaLibrary

/// `qiita library info`: where the library is and what it holds.
struct LibraryInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show the library's path, size, counts and oldest entry (the default).")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        // The one command that checks every page: it is where people look when something is wrong.
        let store = try LibraryStore(path: try context.libraryPath(), integrityCheck: .quickCheck)
        if let warning = store.openingWarning { context.console.notice(warning.description) }
        let stats = try store.stats()
        let output = context.console.output
        try output.line("path:    \(stats.path)")
        try output.line("size:    \(ByteCount.text(stats.sizeOnDisk))")
        try output.line("items:   \(stats.itemCount) (\(stats.readCount) read, \(stats.historyCount) in the history)")
        try output.line("lists:   \(stats.listCount), other replies: \(stats.responseCount)")
        try output.line("oldest:  \(stats.oldestEntry.map(LocalTime.minute) ?? "nothing kept yet")")
        try output.flush()
    }
}

/// `qiita library path`: the database's path alone, for scripts.
struct LibraryPathCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the library's path.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        try context.console.output.line(try context.libraryPath())
        try context.console.output.flush()
    }
}
