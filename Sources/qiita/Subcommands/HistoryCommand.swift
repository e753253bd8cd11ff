import ArgumentParser
import QiitaLibrary

/// `qiita history`: what you read, newest first, from the local library.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the articles you read, newest first (from the local library; sends nothing).")

    @OptionGroup var output: LocalListOptions
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let context = try CommandContext(options: global)
        let store = try LocalRows.store(context)
        let states = try store.history(limit: output.limit ?? 50)
        let objects = try LocalRows.objects(for: states.map(\.itemID), in: store)
        let rows = states.map { HistoryRow(state: $0, object: objects[$0.itemID]) }
        try ListPrinter(context: context, format: HistoryListFormat(), options: try output.listOptions, invocation: [])
            .printLocal(rows, objects: rows.map(\.json))
        if rows.isEmpty && output.json == nil { context.console.notice("nothing read yet: articles you open are remembered here") }
    }
}
