import ArgumentParser
import QiitaAccounts

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `qiita library export [FILE]`: what you read, as JSON, to move to another machine.
struct LibraryExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write what you read (the history and read marks) as JSON, to FILE or stdout.")

    @Argument(help: ArgumentHelp("Where to write it (default: stdout).", valueName: "file"))
    var file: String?

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let data = try LocalRows.store(context).exportReadState()
        guard let file, file != "-" else {
            try context.console.output.write(bytes: Array(data))
            return try context.console.output.flush()
        }
        let path = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        do {
            try PrivateFile.write(Array(data), to: path)
        } catch {
            throw CommandFailure.failure(error.description)
        }
    }
}

/// `qiita library import FILE`: merges an export into this library's history.
struct LibraryImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Merge what you read elsewhere (a `qiita library export` file, or - for stdin).")

    @Argument(help: ArgumentHelp("The export to merge; - reads stdin.", valueName: "file"))
    var file: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let result = try LocalRows.store(context).importReadState(Data(try InputText.read(file).utf8))
        try context.console.output.line("imported: \(result.added) new, \(result.merged) merged")
        try context.console.output.flush()
    }
}
