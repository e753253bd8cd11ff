import Dispatch
import QiitaAPI
import Synchronization
import TerminalText

/// Prints a listing page by page as a table (terminal), TSV (pipe) or one JSON array, and says
/// on stderr how to get more. Only the current page is held in memory.
struct ListPrinter<Format: ListFormat> {
    let context: CommandContext
    let format: Format
    let options: ListOptions
    /// How the user ran the command (without the program name), to suggest the next page.
    let invocation: [String]

    /// Where rows go.
    enum Mode {
        case json(fields: [JSONFieldReader<Format.Element>], indent: Int?)
        case table(TableLayout, ANSIEncoder)
        case tsv
    }

    func run(_ request: AnyRequest<[Format.Element]>) async throws {
        let mode = try makeMode()
        var paginator = try context.makeClient().pages(request.page(options.page).perPage(options.effectivePerPage))
        var remaining = options.limit
        var printed = 0
        do {
            while let page = try await paginator.next() {
                var elements = page.elements
                if let left = remaining {
                    elements = Array(elements.prefix(left))
                    remaining = left - elements.count
                }
                try write(elements, mode: mode, startIndex: printed)
                printed += elements.count
                if options.limit == nil || remaining == 0 { break }
            }
        } catch let error as QiitaError where printed > 0 {
            // A later page failed: close the array so the rows already printed stay valid JSON
            // for `jq`; the message and the exit status say the listing is incomplete.
            try? finish(mode: mode, printed: printed)
            throw CommandFailure(
                message: "\(error.description) (stopped after \(printed) \(format.noun): the list is incomplete)",
                status: ExitStatus(for: error))
        }
        try finish(mode: mode, printed: printed)
        report(paginator: paginator, printed: printed)
    }

    /// Pages of at least this many elements are written on two cores.
    static var splitWritingAt: Int { 32 }

    /// `elements` as the members of the JSON array, the first of the listing opening it.
    private static func writeJSON(
        _ elements: ArraySlice<Format.Element>, fields: [JSONFieldReader<Format.Element>], startIndex: Int,
        to writer: inout JSONWriter
    ) {
        // By index: an element taken out of the array is a copy, each of its strings retained.
        for index in elements.indices {
            writer.raw(startIndex + index - elements.startIndex == 0 ? "[" : ",")
            writer.newline(1)
            writer.writeObject(elements[index], fields: fields, level: 1)
        }
    }

    private func makeMode() throws -> Mode {
        if options.jsonSelection.isEnabled {
            let names = try options.jsonSelection.fieldNames(for: Format.Element.self, inList: true)
            return .json(fields: Format.Element.jsonFields(names), indent: context.console.jsonIndent)
        }
        if context.console.output.isTerminal, let width = context.console.terminalWidth {
            return .table(TableLayout(columns: format.columns, totalWidth: width), context.console.encoder)
        }
        return .tsv
    }

    private func write(_ elements: [Format.Element], mode: Mode, startIndex: Int) throws {
        let output = context.console.output
        switch mode {
        case .json(let fields, let indent):
            // A page of many is written in two halves on both cores (100 summaries are ~0.7 ms of
            // writing), each into a buffer of its own, printed in order.
            let parts = elements.count >= Self.splitWritingAt ? 2 : 1
            let half = elements.count / parts
            let written = Mutex<[[UInt8]]>(Array(repeating: [], count: parts))
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = part == 0 ? 0..<half : half..<elements.count
                var partWriter = JSONWriter(indent: indent)
                Self.writeJSON(elements[range], fields: fields, startIndex: startIndex + range.lowerBound, to: &partWriter)
                written.withLock { $0[part] = partWriter.bytes }
            }
            for bytes in written.withLock({ $0 }) { try output.write(bytes: bytes) }
        case .table(let layout, let encoder):
            if startIndex == 0 && !elements.isEmpty { try output.line(encoder.encode(layout.header())) }
            for element in elements { try output.line(encoder.encode(layout.row(format.cells(for: element)))) }
        case .tsv:
            for element in elements {
                try output.line(format.fields(for: element).map(Sanitizer.line).joined(separator: "\t"))
            }
        }
        try output.flush()
    }

    private func finish(mode: Mode, printed: Int) throws {
        guard case .json(_, let indent) = mode else { return }
        var writer = JSONWriter(indent: indent)
        if printed == 0 {
            writer.raw("[]")
        } else {
            writer.newline(0)
            writer.raw("]")
        }
        writer.raw("\n")
        try context.console.output.write(bytes: writer.bytes)
        try context.console.output.flush()
    }

    private func report(paginator: Paginator<Format.Element>, printed: Int) {
        guard let last = paginator.lastPage else { return }
        let total = last.totalCount.map { " of \($0)" } ?? ""
        if let limit = options.limit, printed < limit, paginator.stoppedAtPageCeiling {
            context.console.notice(
                "stopped at page 100, the last page Qiita serves: printed \(printed)\(total) \(format.noun); "
                    + "narrow the query to reach the rest")
            return
        }
        guard options.limit == nil, context.console.isInteractive, !options.jsonSelection.isEnabled else { return }
        if printed == 0 {
            context.console.notice("no \(format.noun) on page \(last.paging.page)")
        } else if let next = last.nextPage {
            let first = (last.paging.page - 1) * last.paging.perPage + 1
            context.console.notice(
                "\(format.noun) \(first)–\(first + printed - 1)\(total) · next: \(command(withPage: next)) (or --limit N)")
        } else if last.isAtPageCeiling {
            let count = last.totalCount.map { ": \($0) \(format.noun) in all" } ?? ""
            context.console.notice("page 100 is the last page Qiita serves\(count)")
        }
    }

    /// The invocation with `--page` set to `page`.
    private func command(withPage page: Int) -> String {
        var words: [String] = ["qiita"]
        var index = 0
        while index < invocation.count {
            let word = invocation[index]
            if word == "--page" {
                index += 2
                continue
            }
            if !word.hasPrefix("--page=") { words.append(Self.quoted(word)) }
            index += 1
        }
        return (words + ["--page", String(page)]).joined(separator: " ")
    }

    private static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_.,:/=@%+".contains($0) }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
