import ArgumentParser
import QiitaLibrary

/// `qiita find WORDS`: full-text search of what the local library has.
struct FindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Search the articles in the local library (titles, bodies, tags, authors; sends nothing).",
        discussion: """
            Every word must match, anywhere (Japanese needs no spaces; full-width and half-width forms and \
            letter case do not matter). `qiita items -q` searches Qiita itself.
            Examples:
              qiita find swift concurrency
              qiita find docker compose --json id,title,snippet
            """)

    @Argument(help: ArgumentHelp("The words to find.", valueName: "words"))
    var words: [String] = []

    @OptionGroup var output: LocalListOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        // `find --json swift`: the word was read as --json's value.
        // `find --json swift concurrency`: the first word was read as --json's value.
        var word: String?
        JSONSelection.reclaimPositional(json: &output.json, positional: &word, fieldNames: Set(FindFields.fieldNames))
        if let word { words.insert(word, at: 0) }
        if words.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw ValidationError("Missing expected argument '<words> ...'")
        }
    }

    func run() async throws {
        let context = try CommandContext(options: global)
        let store = try LocalRows.store(context)
        let hits = try store.find(words, limit: output.limit ?? 20)
        let objects = try LocalRows.objects(for: hits.map(\.itemID), in: store)
        let rows = hits.map { FindRow(hit: $0, object: objects[$0.itemID]) }
        try ListPrinter(context: context, format: FindListFormat(), options: try output.listOptions, invocation: [])
            .printLocal(rows, objects: rows.map(\.json))
        if rows.isEmpty && output.json == nil { context.console.notice("nothing in the library matches; `qiita sync` brings more articles") }
    }
}
