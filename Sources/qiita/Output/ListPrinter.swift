import QiitaAPI
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prints a listing page by page as a table (terminal), TSV (pipe) or one JSON array, and says
/// on stderr how to get more. Only the current page is held in memory.
struct ListPrinter<Format: ListFormat> {
    let context: CommandContext
    let format: Format
    let options: ListOptions
    /// How the user ran the command (without the program name), to suggest the next page.
    let invocation: [String]
    /// What to say on a terminal when the first page is empty (a search that matched nothing);
    /// nil says the page was empty.
    var nothingFound: String? = nil
    /// Only elements created at or after this date (`--since`); a listing is newest first, so
    /// reading stops at the first older one.
    var since: Date? = nil

    /// Prints the listing `request` reads, from the options' page on. With `--json`, the API's
    /// own objects are printed with the fields asked for; otherwise rows of `Format.Element`.
    func run(_ request: AnyRequest<[Format.Element]>) async throws where Format.Element: Decodable {
        let first = request.page(options.page).perPage(options.effectivePerPage)
        if options.jsonSelection.isEnabled {
            let writer = try jsonWriter()
            try await printPages(
                first.jsonElements(), id: { $0["id"]?.stringValue ?? "" },
                createdAt: { $0["created_at"]?.stringValue.flatMap(Timestamp.init)?.date }, write: writer.write,
                finish: writer.finish)
        } else {
            try await printPages(first, id: format.id(of:), createdAt: format.createdAt(of:), write: rowWriter())
        }
    }

    /// Prints rows the library keeps (history, find), with the same table, TSV or JSON as a
    /// listing; `objects` are the rows as JSON, in the same order.
    func printLocal(_ rows: [Format.Element], objects: [JSONValue]) throws {
        if options.jsonSelection.isEnabled {
            let writer = try jsonWriter()
            try writer.write(objects, 0)
            try writer.finish(objects.count)
        } else {
            try rowWriter()(rows, 0)
        }
        try context.console.output.flush()
    }

    /// With `--unread`, `elements` without those the library has as read, asked once a page.
    private func unread<Element>(_ elements: [Element], id: (Element) -> String) -> [Element] {
        guard options.unread, let library = context.library,
            let states = try? library.readingStates(for: elements.map(id))
        else { return elements }
        return elements.filter { states[id($0)]?.isRead != true }
    }

    /// Writes JSON objects as the members of one array, opened by the first and closed by `finish`.
    private func jsonWriter() throws -> (write: ([JSONValue], Int) throws -> Void, finish: (Int) throws -> Void) {
        let fields = try options.jsonSelection.fieldNames(for: Format.JSONModel.self, inList: true)
        let indent = context.console.jsonIndent
        let output = context.console.output
        return (
            { elements, startIndex in
                // Written object by object: a page of whole articles is megabytes.
                for (offset, element) in elements.enumerated() {
                    var writer = JSONWriter(indent: indent)
                    writer.raw(startIndex + offset == 0 ? "[" : ",")
                    writer.newline(1)
                    writer.write(element.selecting(fields), level: 1)
                    try output.write(bytes: writer.bytes)
                }
            },
            { printed in
                var writer = JSONWriter(indent: indent)
                if printed == 0 {
                    writer.raw("[]")
                } else {
                    writer.newline(0)
                    writer.raw("]")
                }
                writer.raw("\n")
                try output.write(bytes: writer.bytes)
            }
        )
    }

    /// Writes rows as an aligned table on a terminal, else as tab-separated lines.
    private func rowWriter() -> ([Format.Element], Int) throws -> Void {
        let output = context.console.output
        guard output.isTerminal else {
            return { elements, _ in
                for element in elements {
                    try output.line(format.fields(for: element).map(Sanitizer.line).joined(separator: "\t"))
                }
            }
        }
        let layout = TableLayout(columns: format.columns, totalWidth: context.console.layoutWidth)
        let encoder = context.console.encoder
        return { elements, startIndex in
            if startIndex == 0 && !elements.isEmpty { try output.line(encoder.encode(layout.header())) }
            for element in elements { try output.line(encoder.encode(layout.row(format.cells(for: element)))) }
        }
    }

    /// Reads pages and hands their elements to `write` until the limit or the end, then calls
    /// `finish`. When a later page fails, `finish` still runs, so JSON already printed stays a
    /// valid array for `jq`; the error then says the listing is incomplete.
    private func printPages<Element: Decodable & Sendable>(
        _ request: AnyRequest<[Element]>,
        id: (Element) -> String,
        createdAt: (Element) -> Date?,
        write: ([Element], _ startIndex: Int) throws -> Void,
        finish: (_ printed: Int) throws -> Void = { _ in }
    ) async throws {
        var paginator = try context.makeClient().pages(request, wanted: options.limit)
        var remaining = options.limit
        var printed = 0
        var reachedSince = false
        do {
            while let page = try await paginator.next() {
                var elements = unread(page.elements, id: id)
                if let since {
                    let newer = elements.prefix { (createdAt($0) ?? .distantFuture) >= since }
                    reachedSince = newer.count < elements.count
                    elements = Array(newer)
                }
                if let left = remaining {
                    elements = Array(elements.prefix(left))
                    remaining = left - elements.count
                }
                try write(elements, printed)
                try context.console.output.flush()
                printed += elements.count
                if options.limit == nil || remaining == 0 || reachedSince { break }
            }
            // The library held only the first items of the last page read, and more were wanted.
            if let last = paginator.lastPage, last.isPartial, remaining != 0, !reachedSince {
                var failure = QiitaError.notInLibrary(subject: request.subject, syncable: true)
                if case .library(_, let unreachable?) = last.source { failure = unreachable }
                throw failure
            }
        } catch let error as QiitaError where printed > 0 {
            try? finish(printed)
            try? context.console.output.flush()
            throw CommandFailure(
                message: "\(error.description) (stopped after \(printed) \(format.noun): the list is incomplete)",
                status: ExitStatus(for: error))
        }
        try finish(printed)
        try context.console.output.flush()
        report(lastPage: paginator.lastPage, stoppedAtPageCeiling: paginator.stoppedAtPageCeiling, printed: printed)
    }

    private func report<Element>(lastPage: Page<Element>?, stoppedAtPageCeiling: Bool, printed: Int) {
        guard let last = lastPage else { return }
        let total = last.totalCount.map { " of \($0)" } ?? ""
        if let limit = options.limit, printed < limit, stoppedAtPageCeiling {
            context.console.notice(
                "stopped at page 100, the last page Qiita serves: printed \(printed)\(total) \(format.noun); "
                    + "narrow the query to reach the rest")
            return
        }
        guard options.limit == nil, context.console.isInteractive, !options.jsonSelection.isEnabled else { return }
        if printed == 0, last.paging.page == 1, let nothingFound {
            context.console.notice(nothingFound)
        } else if printed == 0 {
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
