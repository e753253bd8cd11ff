import Glibc
import QiitaAPI
import QiitaFake
import QiitaLibrary
import QiitaReader
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The reader benchmark: with 10,000 items loaded, the time from a key to its frame
/// written, and the bytes of a one-row scroll against a full repaint.
///
/// The real ``QiitaReader/Reader`` runs against an in-process fake server over loopback HTTP,
/// on a terminal that counts bytes and shows nothing. Every key is pressed alone and timed
/// until `frameWritten` reports its frame. Exits 0 when the targets are met, 1 when one is
/// missed, 2 when it cannot measure.
@main
enum ReaderBenchmark {
    static func main() async {
        do {
            let options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            let report = try await measure(options)
            print(report.text, terminator: "")
            exit(report.meetsTargets ? 0 : 1)
        } catch {
            let message = "reader-benchmark: \(error)\n"
            _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
            exit(2)
        }
    }

    static func measure(_ options: BenchmarkOptions) async throws(BenchmarkError) -> BenchmarkReport {
        let server: FakeQiitaServer
        do {
            // A tenth more: the corpus's first user keeps some items limited-shared, which no
            // listing shows. Small bodies: the reader's lists never show them.
            server = try FakeQiitaServer(
                configuration: FakeQiitaServer.Configuration(
                    seed: 1, items: options.items + options.items / 10, users: 50, tags: 30, bodySize: 200,
                    rateLimit: 1_000_000))
            try server.start()
        } catch {
            throw .serverFailed("\(error)")
        }
        defer { server.stop() }
        guard let host = QiitaHost(server.baseURL) else { throw .serverFailed("its URL \(server.baseURL) is not one") }
        let size = TerminalSize(columns: options.columns, rows: options.rows)
        // A library of its own, as `qiita` has: the pages go into it, and articles open from it.
        let folder = "/tmp/qiita-reader-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store: LibraryStore
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            store = try LibraryStore(path: folder + "/library.sqlite3")
        } catch {
            throw .libraryFailed("\(error)")
        }
        let library = LibraryReplies(open: { store }, warn: { _ in })
        let driver = ReaderDriver(client: QiitaClient(host: host, library: library), size: size)

        // Load every page: the first loads by itself, each `G` after it prefetches the next.
        let loadStart = ContinuousClock.now
        var page = try await driver.nextPage()
        var loaded = page.count
        var pages = 1
        while page.info.nextPage != nil {
            _ = try await driver.press(.character("G"))
            page = try await driver.nextPage()
            loaded += page.count
            pages += 1
        }
        let loadTime = ContinuousClock.now - loadStart
        let wanted = min(options.items, 100 * Screen.perPage)
        guard loaded >= wanted else { throw .tooFewItems(loaded: loaded, wanted: wanted) }

        let figures = try await KeyScenarios(driver: driver, loaded: loaded, viewportRows: max(1, options.rows - 2))
            .run(presses: options.presses)
        let opening = try await ArticleOpening(driver: driver, server: server).run(presses: options.presses)
        try await driver.quit()
        return BenchmarkReport(
            options: options, loaded: loaded, pages: pages, loadTime: loadTime, kinds: figures.kinds,
            scroll: figures.scroll, repaint: figures.repaint, opening: opening.opening, openingRequests: opening.requests)
    }
}
