import TerminalUI

/// The keys the benchmark times, each pressed where it does what its name says: moving the
/// selection inside the page, paging, jumping to either end of 10,000 items, scrolling one row
/// at the bottom edge, and Ctrl-L (a full repaint).
struct KeyScenarios {
    let driver: ReaderDriver
    /// Items loaded in the list.
    let loaded: Int
    /// The list's rows on screen (the terminal's rows but the header and the status line).
    let viewportRows: Int

    private static let down = Key.character("j")
    private static let up = Key.character("k")
    private static let pageDown = Key.character(" ")
    private static let bottom = Key.character("G")
    private static let top = Key.character("g")
    private static let redraw = Key.control("l")

    /// Every kind timed, the one-row scroll and the full repaint among them.
    struct Figures {
        var kinds: [LatencySummary]
        var scroll: LatencySummary
        var repaint: LatencySummary
    }

    /// Times `presses` keys of each kind.
    func run(presses: Int) async throws(BenchmarkError) -> Figures {
        guard loaded > viewportRows + 1 else {
            throw .tooFewItems(loaded: loaded, wanted: viewportRows + 2)
        }
        // Every path once before timing, so that nothing is timed cold.
        for key in [Self.down, Self.up, Self.pageDown, Self.bottom, Self.top, Self.redraw] {
            for _ in 0..<20 { _ = try await driver.press(key) }
        }
        let inPage = max(1, viewportRows - 2)

        let down = try await repeatedly(presses, from: [Self.top], chunk: inPage, key: Self.down)
        let up = try await repeatedly(presses, from: [Self.bottom], chunk: inPage, key: Self.up)
        let pages = try await repeatedly(
            presses, from: [Self.top], chunk: max(1, min(200, loaded / viewportRows - 2)), key: Self.pageDown)
        var toBottom: [KeyPress] = []
        var toTop: [KeyPress] = []
        while toTop.count < presses {
            toBottom.append(try await driver.press(Self.bottom))
            toTop.append(try await driver.press(Self.top))
        }
        // At the bottom edge of the page every `j` scrolls the list by one row.
        let toEdge = [Self.top] + Array(repeating: Self.down, count: viewportRows - 1)
        let scrolls = try await repeatedly(
            presses, from: toEdge, chunk: max(1, min(presses, loaded - viewportRows - 1)), key: Self.down)
        let repaints = try await repeatedly(presses, from: [], chunk: presses, key: Self.redraw)

        let named: [(String, [KeyPress])] = [
            ("j: selection down within the page", down),
            ("k: selection up within the page", up),
            ("Space: a page down", pages),
            ("G: to the last of \(loaded)", toBottom),
            ("g: to the first", toTop),
            ("j at the bottom edge: one-row scroll", scrolls),
            ("Ctrl-L: full repaint", repaints),
        ]
        let kinds = named.compactMap { LatencySummary(name: $0.0, presses: $0.1) }
        guard kinds.count == named.count, let scroll = kinds.first(where: { $0.name.hasPrefix("j at") }),
            let repaint = kinds.last
        else { throw .readerStopped(nil) }
        return Figures(kinds: kinds, scroll: scroll, repaint: repaint)
    }

    /// Presses `setup` (untimed), then `key` `chunk` times (timed), again and again until
    /// `count` presses of `key` are timed.
    private func repeatedly(_ count: Int, from setup: [Key], chunk: Int, key: Key) async throws(BenchmarkError) -> [KeyPress] {
        var timed: [KeyPress] = []
        timed.reserveCapacity(count)
        while timed.count < count {
            for step in setup { _ = try await driver.press(step) }
            for _ in 0..<min(chunk, count - timed.count) {
                timed.append(try await driver.press(key))
            }
        }
        return timed
    }
}
