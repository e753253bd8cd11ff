import QiitaAPI
import TerminalText

/// What `qiita sync` has done so far: a progress line on a terminal's stderr, and the summary
/// at the end (a line, or JSON for scripts).
struct SyncProgress {
    let lists: Int
    let console: Console
    let quiet: Bool
    private(set) var list = 0
    private(set) var name = ""
    private(set) var pages = 0
    private(set) var requests = 0
    private(set) var items = 0
    /// The rate budget as last known: recorded before the sync, then as each page said.
    private(set) var budget: RateLimit?
    /// Why the sync stopped early, if it did.
    var stopped: String?

    init(lists: Int, console: Console, quiet: Bool, budget: RateLimit?) {
        self.lists = lists
        self.console = console
        self.quiet = quiet
        self.budget = budget
    }

    mutating func start(_ name: String) {
        list += 1
        self.name = name
        draw()
    }

    mutating func page(items count: Int, fromNetwork: Bool, budget: RateLimit?) {
        pages += 1
        items += count
        if fromNetwork { requests += 1 }
        self.budget = budget ?? self.budget
        draw()
    }

    /// `1 list`, `2 lists`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The progress line, redrawn in place (only on a terminal, and not with --json).
    private func draw() {
        guard !quiet, console.errors.isTerminal else { return }
        let left = budget.map { " · budget \($0.remaining)/\($0.limit)" } ?? ""
        try? console.errors.write(
            "\r\u{1B}[K"
                + "list \(list)/\(lists) \(Sanitizer.line(name)) · \(Self.count(pages, "page")) · \(Self.count(items, "article"))\(left)")
        try? console.errors.flush()
    }

    func finish() throws {
        if !quiet && console.errors.isTerminal { try? console.errors.write("\r\u{1B}[K") }
        if quiet {
            var writer = console.jsonWriter()
            writer.write(
                .object([
                    JSONField("lists", JSONValue(list)), JSONField("pages", JSONValue(pages)), JSONField("requests", JSONValue(requests)),
                    JSONField("articles", JSONValue(items)), JSONField("budget_remaining", JSONValue(budget?.remaining)),
                    JSONField("stopped", JSONValue(stopped)),
                ]))
            writer.raw("\n")
            try console.output.write(bytes: writer.bytes)
        } else {
            let left = budget.map { "; budget \($0.remaining)/\($0.limit)" } ?? ""
            let counted = "\(Self.count(items, "article")) from \(list) of \(Self.count(lists, "list"))"
            try console.output.line("synced \(counted) in \(Self.count(requests, "request"))\(left)")
            if let stopped { console.notice("stopped early: \(stopped); run `qiita sync` again later") }
        }
        try console.output.flush()
    }
}
