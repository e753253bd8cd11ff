import QiitaFake
import TerminalUI

/// Opening an article from the list, as a reader does all morning: Enter on a row, timed until
/// the frame of the laid-out article is written, then Backspace to the list and `j` to the next
/// row. The list's pages carried the articles, so the library answers: the fake server's count
/// of requests says whether any was sent.
struct ArticleOpening {
    let driver: ReaderDriver
    let server: FakeQiitaServer

    struct Figures {
        var opening: LatencySummary
        var requests: Int
    }

    func run(presses: Int) async throws(BenchmarkError) -> Figures {
        _ = try await driver.press(.character("g"))
        let before = server.stats.totalRequests
        var timed: [KeyPress] = []
        // The first few are not timed: nothing is timed cold.
        for index in 0..<(presses + 5) {
            let opened = try await driver.press(.enter) { event in
                if case .laidOut = event { return true }
                return false
            }
            if index >= 5 { timed.append(opened) }
            _ = try await driver.press(.backspace)
            _ = try await driver.press(.character("j"))
        }
        guard let opening = LatencySummary(name: "Enter: an article from the library, laid out", presses: timed) else {
            throw .readerStopped(nil)
        }
        return Figures(opening: opening, requests: server.stats.totalRequests - before)
    }
}
